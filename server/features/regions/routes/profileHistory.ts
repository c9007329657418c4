import { z } from '@hono/zod-openapi';
import { badParam } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, json } from '../../../platform/openapi/schemas';
import { profileInScope } from '../services/profileAccess';
import { listProfileHistory } from '../services/profileHistory';
import { idParam } from '../../../platform/http/validate';
import { ActivityPage } from '../../activity/schemas/activity';

const history = apiRoute({
  method: 'get',
  path: '/daerah/{id}/lini-masa',
  tags: ['Profil daerah'],
  summary: 'Lini Masa profil daerah, terbaru dulu, 50 per halaman',
  description:
    'Entri log pada profil (ubahan, pakta, logo, jawaban indikator dan verifikasinya) dan dokumen daerahnya. Siapa pun yang boleh membuka profil (403 bagi peran lain), dalam lingkupnya (404 di luar).',
  access: { action: 'profil.read' },
  request: {
    params: z.object({ id: idParam.openapi({ type: 'integer', example: 12 }) }),
    query: z.object({
      // Checked after the scope (404 first), so the schema only documents its form.
      since_id: z.string().optional().openapi({
        pattern: '^[0-9]{0,15}$',
        description: '`since_id` jawaban sebelumnya',
        example: '981',
      }),
    }),
  },
  responses: {
    200: json(ActivityPage, 'Satu halaman riwayat'),
    403: json(Failure, 'Peran ini tidak membuka profil daerah'),
    404: json(Failure, 'Profil di luar lingkup akun'),
  },
});

/**
 * Lini Masa of a region profile (spec 2): `GET /daerah/{profilId}/lini-masa?since_id=`. Whoever
 * may open the profile reads its history; a profile outside the account's scope is a 404, as
 * for its documents.
 */
export const profileHistoryRoutes = createRouter().openapi(history, async (c) => {
  const user = c.var.account;
  const profile = await profileInScope(c, c.req.valid('param').id);
  const raw = c.req.valid('query').since_id;
  if (raw !== undefined && raw !== '' && !/^\d{1,15}$/.test(raw)) throw badParam('since_id');
  const sinceId = raw ? Number(raw) : null;
  const { rows, sinceId: next } = await listProfileHistory(
    c.var.db,
    profile.id,
    sinceId,
    user.roles,
  );
  return c.json({ status: 1 as const, since_id: next, data: rows }, 200);
});

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => profileHistoryRoutes);
