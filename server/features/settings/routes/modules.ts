import { z } from '@hono/zod-openapi';
import { modulesFor } from '../../../../resources/modules';
import { messagesId } from '../../../../i18n/id';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, ok } from '../../../platform/openapi/schemas';

/** The Indonesian text of a catalog key (the plural of a "singular |||| plural" entry). */
function textOf(key: string): string {
  let node: unknown = messagesId;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.split('||||').pop()!.trim();
}

const Module = z
  .object({
    slug: z.string().openapi({ example: 'inovasi-daerah' }),
    label: z.string().openapi({ example: 'Inovasi Daerah' }),
    label_key: z.string().openapi({ description: 'Kunci i18n nama modul' }),
    group: z.string().openapi({ example: 'database', description: 'Pembatas menu (spec 6)' }),
    group_label: z.string().openapi({ example: 'Database' }),
    generic: z
      .boolean()
      .openapi({ description: 'Daftar mesin generik (/api/crud/{nama}); false: layar khusus' }),
    allowed: z.boolean().openapi({ description: 'Akun ini boleh membukanya' }),
  })
  .openapi('PlatformModule');

const modulesRoute = apiRoute({
  method: 'get',
  path: '/platform/modules',
  tags: ['Dashboard'],
  summary: 'Modul portal (sumber menu samping) dan apakah akun boleh membukanya',
  description:
    'Semua modul menu: daftar sumber data generik dan layar khusus, urut seperti menu samping akun (yang boleh dibuka lebih dulu). Sumbernya sama dengan menu klien: domain/modules.ts.',
  access: 'login',
  responses: { 200: json(ok(z.array(Module)), 'Modul dengan slug, nama, pembatas, dan izin') },
});

/** Spec 7 `GET /platform/modules` (issue 27 item 4): the sidebar's modules for this account. */
export const modulesRoutes = createRouter().openapi(modulesRoute, async (c) => {
  const data = modulesFor(c.var.account.roles).map((m) => ({
    slug: m.slug,
    label: textOf(m.label),
    label_key: m.label,
    group: m.group,
    group_label: textOf(`menu.${m.group}`),
    generic: m.generic,
    allowed: m.allowed,
  }));
  return c.json({ status: 1 as const, data }, 200);
});

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => modulesRoutes);
