import { eq } from 'drizzle-orm';
import { mediaIdOf } from '../../../../domain/media';
import type { Db } from '../../../platform/db/client';
import { media, profil_pemda } from '../../../platform/db/schema';
import { MESSAGES } from '../../../platform/http/http';
import { diffRecords, recordActivity } from '../../../platform/db/audit';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The two single files of a region profile with their own calls (spec 7): the integrity pact
 * (`pakta_pemda_filename`, a PDF) and the logo (`logo_url`, an image). Both hold a `file_url` of
 * the media service.
 */
export const PROFILE_FILES = {
  pakta: {
    column: 'pakta_pemda_filename',
    mimes: ['application/pdf'],
    wrongType: () => MESSAGES.paktaNotPdf,
  },
  logo: {
    column: 'logo_url',
    mimes: ['image/jpeg', 'image/png'],
    wrongType: () => MESSAGES.logoNotImage,
  },
} as const;
export type ProfileFileKind = keyof typeof PROFILE_FILES;

type ProfileRow = typeof profil_pemda.$inferSelect;

/**
 * The media row a `file_url` names, if the account may attach it to this profile: its own
 * upload, or the file the profile already holds in that slot (re-sending it changes nothing).
 * Answers the field error otherwise.
 */
export async function attachableMedia(
  db: Db,
  user: AuthUser,
  profile: ProfileRow,
  kind: ProfileFileKind,
  fileUrl: string,
): Promise<{ row: typeof media.$inferSelect } | { error: string }> {
  const id = mediaIdOf(fileUrl);
  if (id === null) return { error: MESSAGES.notMediaUrl };
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  const spec = PROFILE_FILES[kind];
  const current = profile[spec.column];
  if (!row || (row.uploaded_by !== user.id && current !== fileUrl)) {
    return { error: MESSAGES.mediaNotYours };
  }
  if (!(spec.mimes as readonly string[]).includes(row.mime)) return { error: spec.wrongType() };
  return { row };
}

/** Stores the file_url in the profile's slot and logs the change on the profile's history. */
export async function setProfileFile(
  db: Db,
  actor: AuthUser,
  profile: ProfileRow,
  kind: ProfileFileKind,
  fileUrl: string,
  now: Date,
): Promise<void> {
  const column = PROFILE_FILES[kind].column;
  await db.transaction(async (tx) => {
    await tx
      .update(profil_pemda)
      .set({ [column]: fileUrl, updated_at: now })
      .where(eq(profil_pemda.id, profile.id));
    await recordActivity(tx as unknown as Db, {
      actor,
      name: 'update',
      resource: 'profil_pemda',
      recordId: profile.id,
      data: diffRecords({ [column]: profile[column] }, { [column]: fileUrl }),
    });
  });
}

/** What GET /pakta answers: the pact's file_url with its stored name, type and size. */
export async function paktaOf(db: Db, profile: ProfileRow) {
  const url = profile.pakta_pemda_filename;
  const id = url ? mediaIdOf(url) : null;
  const [row] = id ? await db.select().from(media).where(eq(media.id, id)).limit(1) : [];
  return {
    profil_id: profile.id,
    file_url: url ?? null,
    file_name: row?.file_name ?? null,
    mime: row?.mime ?? null,
    size: row?.size ?? null,
    uploaded_at: row?.created_at ?? null,
  };
}
