import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Done, Failure, Id, json, jsonBody, ok } from '../../../platform/openapi/schemas';
import {
  attachableMedia,
  paktaOf,
  setProfileFile,
  type ProfileFileKind,
} from '../services/profileFiles';
import { forgetPortal } from '../../../platform/cache/publicCache';
import { typeErrors } from '../../../platform/http/validate';
import {
  profileFirst,
  profileInScope,
  writableProfile,
  type ProfileRow,
} from '../services/profileAccess';

type Ctx = Context<AppEnv>;

const fileUrl = z
  .string(
    typeErrors({
      required: message('fieldRequired', { field: 'file_url' }),
      invalid: message('fieldText', { field: 'file_url' }),
    }),
  )
  .trim()
  .min(1, message('fieldRequired', { field: 'file_url' }))
  .max(200, message('maxChars', { n: 200 }))
  .openapi({ description: 'file_url dari POST /media/upload', example: '/api/media/41/file' });

const PaktaBody = z.object({ file_url: fileUrl });
const LogoBody = z.object({
  file_url: fileUrl,
  profil_id: z
    .number(typeErrors({ invalid: MESSAGES.profileIdInvalid }))
    .int(MESSAGES.profileIdInvalid)
    .positive(MESSAGES.profileIdInvalid)
    .optional()
    .openapi({ description: 'Tanpa nilai: profil daerah akun (pemda); staf menyebutkannya' }),
});

/** The integrity pact of a profile; the file fields are null while none was uploaded. */
export const Pakta = z
  .object({
    profil_id: z.number().int(),
    file_url: z.string().nullable(),
    file_name: z.string().nullable(),
    mime: z.string().nullable(),
    size: z.number().int().nullable(),
    uploaded_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Pakta');

const ProfileParams = z.object({ id: Id });
const outOfScope = json(Failure, 'Profil tidak ada atau di luar lingkup akun');

const readPakta = apiRoute({
  method: 'get',
  path: '/pakta/{id}',
  tags: ['Profil daerah'],
  summary: 'Pakta integritas profil daerah',
  access: { action: 'profil.read' },
  request: { params: ProfileParams },
  responses: { 200: json(ok(Pakta), 'Berkas pakta integritas'), 404: outOfScope },
});

const attachPakta = apiRoute({
  method: 'post',
  path: '/pakta/{id}',
  tags: ['Profil daerah'],
  summary: 'Memasang berkas PDF yang sudah diunggah sebagai pakta integritas',
  description: 'Berkas diunggah dulu (POST /media/upload), lalu dipasang dengan `file_url`-nya.',
  access: { action: 'pakta.upload' },
  middleware: [profileFirst('id')],
  request: { params: ProfileParams, body: jsonBody(PaktaBody) },
  responses: { 200: json(Done, 'Pakta terpasang'), 404: outOfScope },
});

const attachLogo = apiRoute({
  method: 'post',
  path: '/logo',
  tags: ['Profil daerah'],
  summary: 'Memasang gambar JPG/PNG yang sudah diunggah sebagai logo profil daerah',
  access: { action: 'profil.edit' },
  request: { body: jsonBody(LogoBody) },
  responses: {
    200: json(
      ok(z.object({ profil_id: z.number().int(), logo_url: z.string() })),
      'Logo terpasang',
    ),
    404: outOfScope,
    409: json(Failure, 'Masa pengisian ditutup (iga_status) untuk pemda'),
  },
});

async function attach(c: Ctx, profile: ProfileRow, kind: ProfileFileKind, url: string) {
  const user = c.var.account;
  const media = await attachableMedia(c.var.db, user, profile, kind, url);
  if ('error' in media) throw fail(422, MESSAGES.invalid, { file_url: media.error });
  await setProfileFile(c.var.db, user, profile, kind, url, c.var.deps.clock.now());
}

/**
 * The integrity pact and the logo of a region profile (spec 7 `/pakta/{id}`, `/logo`): the file
 * is uploaded first (POST /media/upload), then attached here by its file_url.
 */
export const profileFileRoutes = createRouter()
  .openapi(readPakta, async (c) => {
    const profile = await profileInScope(c, c.req.valid('param').id);
    return c.json({ status: 1 as const, data: await paktaOf(c.var.db, profile) }, 200);
  })
  .openapi(attachPakta, async (c) => {
    const profile = await writableProfile(c, c.req.valid('param').id, 'pakta.upload');
    await attach(c, profile, 'pakta', c.req.valid('json').file_url);
    return c.json({ status: 1 as const }, 200);
  })
  .openapi(attachLogo, async (c) => {
    const body = c.req.valid('json');
    // Without profil_id: the account's own region profile (pemda); staff name the profile.
    const id = body.profil_id ?? c.var.account.profil_id;
    if (!id) {
      throw fail(422, MESSAGES.invalid, {
        profil_id: message('fieldRequired', { field: 'profil_id' }),
      });
    }
    const profile = await writableProfile(c, id, 'profil.edit');
    await attach(c, profile, 'logo', body.file_url);
    // The logo shows on the region's public page.
    forgetPortal(c.var.db);
    const data = { profil_id: profile.id, logo_url: body.file_url };
    return c.json({ status: 1 as const, data }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => profileFileRoutes);
