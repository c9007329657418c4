import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ACTIONS } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import {
  attachableMedia,
  paktaOf,
  setProfileFile,
  type ProfileFileKind,
} from '../services/profileFiles';
import { validJson, typeErrors } from '../validate';
import { pathId } from './documentForm';
import { loggedIn, readableProfile, writableProfile, type ProfileRow } from './profileAccess';

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
  .max(200, message('maxChars', { n: 200 }));

const PaktaBody = z.object({ file_url: fileUrl });
const LogoBody = z.object({
  file_url: fileUrl,
  profil_id: z
    .number(typeErrors({ invalid: MESSAGES.profileIdInvalid }))
    .int(MESSAGES.profileIdInvalid)
    .positive(MESSAGES.profileIdInvalid)
    .optional(),
});

async function attach(c: Ctx, profile: ProfileRow, kind: ProfileFileKind, url: string) {
  const user = c.var.user!;
  const media = await attachableMedia(c.var.db, user, profile, kind, url);
  if ('error' in media) throw fail(422, MESSAGES.invalid, { file_url: media.error });
  await setProfileFile(c.var.db, user, profile, kind, url, c.var.deps.clock.now());
}

/**
 * The integrity pact and the logo of a region profile (spec 7 `/pakta/{id}`, `/logo`): the file
 * is uploaded first (POST /media/upload), then attached here by its file_url.
 */
export const profileFileRoutes = new Hono<AppEnv>()
  .get('/pakta/:id', async (c) => {
    const profile = await readableProfile(c, pathId(c, 'id'));
    return c.json({ status: 1, data: await paktaOf(c.var.db, profile) });
  })
  .post('/pakta/:id', async (c, next) => {
    // Roles before the body is read, as every write.
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, ACTIONS['pakta.upload'].roles)) {
      throw fail(403, MESSAGES.forbidden);
    }
    await next();
  })
  .post('/pakta/:id', ...validJson(PaktaBody), async (c) => {
    const profile = await writableProfile(c, pathId(c, 'id'), 'pakta.upload');
    await attach(c, profile, 'pakta', c.req.valid('json').file_url);
    return c.json({ status: 1 });
  })
  .post('/logo', async (c, next) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, ACTIONS['profil.edit'].roles)) throw fail(403, MESSAGES.forbidden);
    await next();
  })
  .post('/logo', ...validJson(LogoBody), async (c) => {
    const body = c.req.valid('json');
    // Without profil_id: the account's own region profile (pemda); staff name the profile.
    const id = body.profil_id ?? c.var.user!.profil_id;
    if (!id) {
      throw fail(422, MESSAGES.invalid, {
        profil_id: message('fieldRequired', { field: 'profil_id' }),
      });
    }
    const profile = await writableProfile(c, id, 'profil.edit');
    await attach(c, profile, 'logo', body.file_url);
    return c.json({ status: 1, data: { profil_id: profile.id, logo_url: body.file_url } });
  });
