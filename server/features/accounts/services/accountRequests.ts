import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  requestedRole,
  usernameFromEmail,
  type AccountRequestStatus,
} from '../../../../domain/accountRequests';
import type { Db } from '../../../platform/db/client';
import { m_daerah, permintaan_akun, usr_asn } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import { enforceAccountGrants } from './accountGrants';
import { recordActivity } from '../../../platform/db/audit';
import { deliverMail, mailSettings, type OutgoingMail } from '../../ops/services/mailer';
import { hashPassword } from '../../../platform/auth/password';
import { createResetToken } from '../../auth/services/passwordReset';
import { resetLink } from '../../auth/services/resetMail';
import type { AuthUser } from '../../../platform/auth/users';

/** A new account's password-setting link works for three days (a reset link: one hour). */
export const WELCOME_TTL_MS = 72 * 60 * 60_000;

export interface AccountRequestInput {
  nama_lengkap: string;
  email: string;
  telepon: string;
  m_daerah_id: number;
  jabatan: string;
}

/** The regions the public form offers, provinces first, each level by name. */
export const requestRegions = (db: Db) =>
  db
    .select({
      id: m_daerah.id,
      nama: m_daerah.nama,
      tingkat: m_daerah.tingkat,
      parent_id: m_daerah.parent_id,
    })
    .from(m_daerah)
    .orderBy(asc(m_daerah.tingkat), asc(m_daerah.nama));

/**
 * Stores a request from the public form. A second request with the same e-mail address while
 * one waits is not stored again (the answer is the same, so the form says nothing about
 * addresses already known). A region that does not exist: 422.
 */
export async function storeRequest(db: Db, input: AccountRequestInput, now: Date): Promise<void> {
  const [region] = await db
    .select({ id: m_daerah.id })
    .from(m_daerah)
    .where(eq(m_daerah.id, input.m_daerah_id));
  if (!region) throw fail(422, MESSAGES.invalid, { m_daerah_id: MESSAGES.referenceMissing });
  const [waiting] = await db
    .select({ id: permintaan_akun.id })
    .from(permintaan_akun)
    .where(
      and(
        eq(permintaan_akun.status, 'menunggu'),
        sql`lower(${permintaan_akun.email}) = lower(${input.email})`,
      ),
    )
    .limit(1);
  if (waiting) return;
  const [row] = await db
    .insert(permintaan_akun)
    .values({ ...input, created_at: now, updated_at: now })
    .returning({ id: permintaan_akun.id });
  await recordActivity(db, {
    actor: null,
    name: 'account_request',
    resource: 'permintaan_akun',
    recordId: row!.id,
    ts: now,
  });
}

const decider = alias(usr_asn, 'diputus');
const account = alias(usr_asn, 'akun');

/** One page of requests, newest first, of one status or all. */
export async function listRequests(
  db: Db,
  query: { status?: AccountRequestStatus; page: number; perPage: number },
) {
  const where = query.status ? eq(permintaan_akun.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: permintaan_akun.id,
        nama_lengkap: permintaan_akun.nama_lengkap,
        email: permintaan_akun.email,
        telepon: permintaan_akun.telepon,
        jabatan: permintaan_akun.jabatan,
        m_daerah_id: permintaan_akun.m_daerah_id,
        daerah: m_daerah.nama,
        tingkat: m_daerah.tingkat,
        status: permintaan_akun.status,
        alasan: permintaan_akun.alasan,
        username: account.username,
        diputus_oleh: decider.username,
        diputus_at: permintaan_akun.diputus_at,
        created_at: permintaan_akun.created_at,
      })
      .from(permintaan_akun)
      .innerJoin(m_daerah, eq(m_daerah.id, permintaan_akun.m_daerah_id))
      .leftJoin(account, eq(account.id, permintaan_akun.usr_asn_id))
      .leftJoin(decider, eq(decider.id, permintaan_akun.diputus_oleh))
      .where(where)
      .orderBy(desc(permintaan_akun.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(permintaan_akun).where(where),
  ]);
  return {
    data: rows.map(({ tingkat, diputus_at, created_at, ...r }) => ({
      ...r,
      status: r.status as AccountRequestStatus,
      peran: requestedRole(tingkat),
      diputus_at: diputus_at?.toISOString() ?? null,
      created_at: created_at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** The request, locked for the decision; 404 unknown, 409 already decided. */
async function waitingRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: permintaan_akun.id,
      nama_lengkap: permintaan_akun.nama_lengkap,
      email: permintaan_akun.email,
      m_daerah_id: permintaan_akun.m_daerah_id,
      status: permintaan_akun.status,
    })
    .from(permintaan_akun)
    .where(eq(permintaan_akun.id, id))
    .for('update');
  if (!row) throw fail(404, MESSAGES.notFound);
  if (row.status !== 'menunggu') throw fail(409, MESSAGES.requestDecided);
  return row;
}

/** A free username: `wanted` itself, or (when proposed, not typed) with a number after it. */
async function freeUsername(db: Db, wanted: string, typed: boolean): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ username: usr_asn.username })
        .from(usr_asn)
        .where(or(eq(usr_asn.username, wanted), like(usr_asn.username, `${wanted}%`)))
    ).map((r) => r.username),
  );
  if (!taken.has(wanted)) return wanted;
  if (typed) throw fail(422, MESSAGES.invalid, { username: MESSAGES.usernameTaken });
  for (let n = 2; ; n++) if (!taken.has(`${wanted}${n}`)) return `${wanted}${n}`;
}

const send = async (db: Db, mail: OutgoingMail) => deliverMail(db, mail, await mailSettings(db));

/**
 * Approves a waiting request: the account is created (role from the region's level, the region,
 * the requester's name and address, an unusable random password) and the requester is mailed
 * a link to set a password (the reset flow's link, valid three days). 409 when the request was
 * decided already or its address belongs to an account; 422 for a typed username in use.
 */
export async function approveRequest(
  db: Db,
  editor: AuthUser,
  id: number,
  typedUsername: string | undefined,
  now: Date,
  appUrl: string | undefined,
): Promise<{ id: number; username: string; role: string }> {
  const placeholder = await hashPassword(randomBytes(24).toString('base64url'));
  const settings = await mailSettings(db);
  const done = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const request = await waitingRequest(t, id);
    const [region] = await t
      .select({ tingkat: m_daerah.tingkat, nama: m_daerah.nama })
      .from(m_daerah)
      .where(eq(m_daerah.id, request.m_daerah_id));
    const role = requestedRole(region!.tingkat);
    await enforceAccountGrants(t, editor, null, { values: { role } });
    const [owner] = await t
      .select({ id: usr_asn.id })
      .from(usr_asn)
      .where(sql`lower(${usr_asn.email}) = lower(${request.email})`)
      .limit(1);
    if (owner) throw fail(409, MESSAGES.requestEmailTaken);
    const username = await freeUsername(
      t,
      typedUsername ?? usernameFromEmail(request.email),
      typedUsername !== undefined,
    );
    const [created] = await t
      .insert(usr_asn)
      .values({
        username,
        email: request.email,
        password: placeholder,
        role,
        m_daerah_id: request.m_daerah_id,
        nama_lengkap: request.nama_lengkap,
        created_by: editor.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: usr_asn.id, token_version: usr_asn.token_version });
    await t
      .update(permintaan_akun)
      .set({
        status: 'disetujui',
        usr_asn_id: created!.id,
        diputus_oleh: editor.id,
        diputus_at: now,
        updated_at: now,
      })
      .where(eq(permintaan_akun.id, id));
    const token = await createResetToken(t, created!, now, WELCOME_TTL_MS);
    await recordActivity(t, {
      actor: editor,
      name: 'account_request_approve',
      resource: 'permintaan_akun',
      recordId: id,
      ts: now,
      data: [{ name: 'username', value: username }],
    });
    const link = resetLink(token, settings.get('app_url') || appUrl);
    return { id: created!.id, username, role, link, request, region: region!.nama };
  });
  await send(db, welcomeMail(done.request, done.username, done.region, done.link));
  return { id: done.id, username: done.username, role: done.role };
}

/** Rejects a waiting request with a reason, which is mailed to the requester. */
export async function rejectRequest(
  db: Db,
  editor: AuthUser,
  id: number,
  alasan: string,
  now: Date,
): Promise<void> {
  const request = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await waitingRequest(t, id);
    await t
      .update(permintaan_akun)
      .set({ status: 'ditolak', alasan, diputus_oleh: editor.id, diputus_at: now, updated_at: now })
      .where(eq(permintaan_akun.id, id));
    await recordActivity(t, {
      actor: editor,
      name: 'account_request_reject',
      resource: 'permintaan_akun',
      recordId: id,
      ts: now,
      data: [{ name: 'alasan', value: alasan }],
    });
    return row;
  });
  await send(db, rejectionMail(request, alasan));
}

const PORTAL = 'Portal Indeks Inovasi Daerah';

/** The approval mail: the username and the link to set the first password. */
export function welcomeMail(
  to: { nama_lengkap: string; email: string },
  username: string,
  daerah: string,
  link: string,
): OutgoingMail {
  const body = [
    `Yth. ${to.nama_lengkap},`,
    '',
    `Permintaan akun Anda untuk ${daerah} di ${PORTAL} telah disetujui. Username Anda: "${username}".`,
    '',
    'Buka tautan berikut dalam 3 hari untuk membuat kata sandi Anda:',
    '',
    link,
    '',
    'Tautan ini hanya dapat dipakai satu kali. Setelah itu, masuk dengan username dan kata sandi tersebut. ' +
      'Jika tautan sudah kedaluwarsa, gunakan "Lupa kata sandi" di halaman masuk.',
  ];
  return { to: to.email, subject: `Akun ${PORTAL} Anda telah dibuat`, body: body.join('\n') };
}

/** The rejection mail, with the reason. */
export function rejectionMail(
  to: { nama_lengkap: string; email: string },
  alasan: string,
): OutgoingMail {
  const body = [
    `Yth. ${to.nama_lengkap},`,
    '',
    `Permintaan akun Anda di ${PORTAL} tidak dapat disetujui, dengan alasan:`,
    '',
    alasan,
    '',
    'Anda dapat mengajukan permintaan baru setelah memperbaiki hal tersebut.',
  ];
  return { to: to.email, subject: `Permintaan akun ${PORTAL} ditolak`, body: body.join('\n') };
}
