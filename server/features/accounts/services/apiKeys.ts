import { createHash, randomBytes } from 'node:crypto';
import { scopeOf } from '../../../../domain/scoping';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  MAX_ACTIVE_KEYS,
  OPEN_DATA_SCOPES,
  type OpenDataScope,
} from '../../../../domain/openData';
import { addDays, jakartaDate } from '../../../../domain/format';
import type { Db } from '../../../platform/db/client';
import { api_key_harian, api_keys, m_daerah } from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { recordActivity } from '../../../platform/db/audit';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The keys of the open data API (issue 26 item 4). A secret is `iid_` and 43 characters of
 * base64url (256 random bits); the database keeps its SHA-256 only, so a key can never be read
 * back: it is shown once, when made or rotated. Each account manages its own keys; a pemda's
 * key carries its region. Every change is in the activity log (never the secret).
 */

/** How many days of calls the list shows per key (today included). */
export const USAGE_DAYS = 7;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

function newSecret() {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret), prefix: secret.slice(0, API_KEY_PREFIX.length + 6) };
}

/** The calendar day (Asia/Jakarta) of a moment, as YYYY-MM-DD. */
export const dayOf = (at: Date) => jakartaDate(at);

export interface KeyCaller {
  id: number;
  scope: OpenDataScope[];
}

/**
 * The key a secret names, while it is not revoked, counting this call (last use and the day's
 * calls); null for an unknown or revoked secret.
 */
export async function useKey(db: Db, secret: string, now: Date): Promise<KeyCaller | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const [key] = await db
    .update(api_keys)
    .set({ last_used_at: now })
    .where(and(eq(api_keys.hash, hashOf(secret)), isNull(api_keys.revoked_at)))
    .returning({ id: api_keys.id, scope: api_keys.scope });
  if (!key) return null;
  await db
    .insert(api_key_harian)
    .values({ api_key_id: key.id, tanggal: dayOf(now), jumlah: 1 })
    .onConflictDoUpdate({
      target: [api_key_harian.api_key_id, api_key_harian.tanggal],
      set: { jumlah: sql`${api_key_harian.jumlah} + 1` },
    });
  return { id: key.id, scope: key.scope as OpenDataScope[] };
}

/** One key as its owner reads it: never the secret nor its hash. */
export interface KeyInfo {
  id: number;
  nama: string;
  scope: OpenDataScope[];
  prefix: string;
  daerah: string | null;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  hari_ini: number;
  per_hari: { tanggal: string; jumlah: number }[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The account's keys, newest first, with the calls of the last USAGE_DAYS days. */
export async function listKeys(db: Db, user: AuthUser, now: Date): Promise<KeyInfo[]> {
  const rows = await db
    .select({ key: api_keys, daerah: m_daerah.nama })
    .from(api_keys)
    .leftJoin(m_daerah, eq(m_daerah.id, api_keys.m_daerah_id))
    .where(eq(api_keys.usr_asn_id, user.id))
    .orderBy(desc(api_keys.created_at), desc(api_keys.id));
  const today = dayOf(now);
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => addDays(today, i - USAGE_DAYS + 1));
  const usage = rows.length
    ? await db
        .select()
        .from(api_key_harian)
        .where(
          and(
            inArray(
              api_key_harian.api_key_id,
              rows.map((r) => r.key.id),
            ),
            gte(api_key_harian.tanggal, days[0]!),
          ),
        )
    : [];
  const calls = new Map(usage.map((u) => [`${u.api_key_id} ${u.tanggal}`, u.jumlah]));
  return rows.map(({ key, daerah }) => {
    const per_hari = days.map((tanggal) => ({
      tanggal,
      jumlah: calls.get(`${key.id} ${tanggal}`) ?? 0,
    }));
    return {
      id: key.id,
      nama: key.nama,
      scope: key.scope as OpenDataScope[],
      prefix: key.prefix,
      daerah: daerah ?? null,
      created_at: key.created_at.toISOString(),
      rotated_at: iso(key.rotated_at),
      revoked_at: iso(key.revoked_at),
      last_used_at: iso(key.last_used_at),
      hari_ini: per_hari[per_hari.length - 1]!.jumlah,
      per_hari,
    };
  });
}

/** A name and scope as the form sends them, checked (422 with the field). */
export function checkKeyFields(body: { nama?: string; scope?: string[] }, partial: boolean) {
  const errors: Record<string, string> = {};
  const nama = body.nama?.trim();
  if (!partial || body.nama !== undefined) {
    if (!nama) errors.nama = MESSAGES.apiKeyNameRequired;
  }
  let scope: OpenDataScope[] | undefined;
  if (!partial || body.scope !== undefined) {
    scope = OPEN_DATA_SCOPES.filter((s) => body.scope?.includes(s));
    if (!scope.length) errors.scope = MESSAGES.apiKeyScopeRequired;
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
  return { nama, scope };
}

const actorOf = (user: AuthUser) => ({ id: user.id, username: user.username });

/** A new key of the account; the secret is in the answer and nowhere else. */
export async function createKey(
  db: Db,
  user: AuthUser,
  fields: { nama: string; scope: OpenDataScope[] },
  now: Date,
) {
  const [active] = await db
    .select({ n: count() })
    .from(api_keys)
    .where(and(eq(api_keys.usr_asn_id, user.id), isNull(api_keys.revoked_at)));
  if (Number(active?.n ?? 0) >= MAX_ACTIVE_KEYS)
    throw fail(409, message('apiKeyTooMany', { n: MAX_ACTIVE_KEYS }));
  const { secret, hash, prefix } = newSecret();
  // A pemda's key is its region's; staff keys belong to no region.
  const region = scopeOf(user.roles).speaksForRegion ? user.m_daerah_id : null;
  const [row] = await db
    .insert(api_keys)
    .values({
      usr_asn_id: user.id,
      m_daerah_id: region,
      nama: fields.nama,
      scope: fields.scope,
      prefix,
      hash,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: api_keys.id });
  await recordActivity(db, {
    actor: actorOf(user),
    name: 'api_key.create',
    resource: 'api-access',
    recordId: row!.id,
    data: [
      { name: 'nama', after: fields.nama },
      { name: 'scope', after: fields.scope },
    ],
  });
  return { id: row!.id, secret };
}

/** The account's key by id (404 for another account's or an unknown one). */
async function ownKey(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(api_keys)
    .where(and(eq(api_keys.id, id), eq(api_keys.usr_asn_id, user.id)))
    .limit(1);
  if (!row) throw fail(404, MESSAGES.notFound);
  return row;
}

/** Renames or rescopes one of the account's keys (a revoked key too: only its label). */
export async function updateKey(
  db: Db,
  user: AuthUser,
  id: number,
  fields: { nama?: string; scope?: OpenDataScope[] },
  now: Date,
) {
  const before = await ownKey(db, user, id);
  const set = {
    ...(fields.nama !== undefined ? { nama: fields.nama } : {}),
    ...(fields.scope !== undefined ? { scope: fields.scope } : {}),
    updated_at: now,
  };
  await db.update(api_keys).set(set).where(eq(api_keys.id, id));
  await recordActivity(db, {
    actor: actorOf(user),
    name: 'api_key.update',
    resource: 'api-access',
    recordId: id,
    data: [
      ...(fields.nama !== undefined
        ? [{ name: 'nama', before: before.nama, after: fields.nama }]
        : []),
      ...(fields.scope !== undefined
        ? [{ name: 'scope', before: before.scope, after: fields.scope }]
        : []),
    ],
  });
}

/** Revokes a key: its secret answers 401 from now on. Revoking twice changes nothing. */
export async function revokeKey(db: Db, user: AuthUser, id: number, now: Date) {
  const row = await ownKey(db, user, id);
  if (row.revoked_at) return;
  await db.update(api_keys).set({ revoked_at: now, updated_at: now }).where(eq(api_keys.id, id));
  await recordActivity(db, {
    actor: actorOf(user),
    name: 'api_key.revoke',
    resource: 'api-access',
    recordId: id,
  });
}

/**
 * A new secret for a key (same name, scope and use history); the old secret answers 401 at
 * once. A revoked key cannot be rotated (409): make a new one.
 */
export async function rotateKey(db: Db, user: AuthUser, id: number, now: Date) {
  const row = await ownKey(db, user, id);
  if (row.revoked_at) throw fail(409, MESSAGES.apiKeyRevoked);
  const { secret, hash, prefix } = newSecret();
  await db
    .update(api_keys)
    .set({ hash, prefix, rotated_at: now, updated_at: now })
    .where(eq(api_keys.id, id));
  await recordActivity(db, {
    actor: actorOf(user),
    name: 'api_key.rotate',
    resource: 'api-access',
    recordId: id,
  });
  return { id, secret };
}
