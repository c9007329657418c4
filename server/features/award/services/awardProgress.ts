import { sql, type SQL } from 'drizzle-orm';
import {
  PROFILE_FIELDS,
  progressStatus,
  type ProgressFacts,
  type ProgressStatus,
} from '../../../../domain/awardProgress';
import { jakartaDate } from '../../../../domain/format';
import { PEMDA } from '../../../../domain/policy';
import { daysLeft } from '../../../../domain/pemdaDashboard';
import type { Db } from '../../../platform/db/client';
import { outbox } from '../../../platform/db/schema';
import { allSettings } from '../../../platform/cache/settingsCache';
import { cachedReport } from '../../reports/services/laporan';
import { recordActivity, type ActivityActor } from '../../../platform/db/audit';
import { regionIndicators } from '../../scoring/services/indicatorSet';
import { deliverMail, mailSettings, type OutgoingMail } from '../../ops/services/mailer';

/**
 * The award's two reports over the regions (issue 25 items 6 and 7): what each region has filled
 * against the input deadline, with reminders to the regions' pemda accounts through the mail
 * outbox; and each nominee innovation's self and verified points, QC decision and points per
 * variable, with its Excel table. Both read the stored answers in a few set-wide statements, never
 * a statement per region. Here the first with its reminders; the second is
 * awardProgressMeasurement.ts.
 */

export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const round2 = (v: number) => Math.round(v * 100) / 100;
/** `in (...)` over ids; `in (null)` (matches nothing) when there are none. */
export const idList = (ids: readonly number[]): SQL =>
  ids.length
    ? sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )
    : sql`null`;

export interface ProgressFilter {
  tahun: number;
  propinsi_id?: number;
  iga_klaster_id?: number;
  status?: ProgressStatus;
  /** Only these profiles (the reminders). */
  profil_ids?: readonly number[];
}

export interface ProgressRow extends ProgressFacts {
  profil_id: number;
  nama: string;
  propinsi_id: number;
  propinsi: string;
  /** The pemda accounts of the region (active), the reminders' addressees. */
  akun_pemda: number;
  profil_lengkap: boolean;
  status: ProgressStatus;
  /** The deadline has passed and the region is not complete. */
  terlambat: boolean;
}

/**
 * GET /iga/progress-input: every region (narrowed by province, cluster, status) with what it has
 * filled for the year: its profile fields, the mandatory region indicators of the period's set
 * answered (the automatic kind A left out: the system answers it), answered indicators whose
 * required evidence is missing, its innovations sent (pending or verified) of all its
 * innovations; the deadline (`batas_input`) and the days left.
 */
type ProgressFactRow = Omit<ProgressRow, 'terlambat'>;

/**
 * The facts of a filter (kept by `cachedReport`, except for the reminders, which name their own
 * regions and must read the moment's figures) with the deadline and the days left, worked out per
 * request (they follow the settings and the date).
 */
async function progressParts(db: Db, f: ProgressFilter, now: Date) {
  const [facts, settings] = await Promise.all([
    f.profil_ids === undefined
      ? cachedReport(
          db,
          `progress-input:${f.propinsi_id ?? ''}:${f.iga_klaster_id ?? ''}`,
          f.tahun,
          () => progressFacts(db, f),
        )
      : progressFacts(db, f),
    allSettings(db),
  ]);
  const batas_input = (settings.batas_input ?? '').trim() || null;
  const sisa_hari = batas_input ? daysLeft(jakartaDate(now), batas_input) : null;
  return { facts, batas_input, sisa_hari, lewat: sisa_hari !== null && sisa_hari < 0 };
}

const rowsOfFacts = (facts: readonly ProgressFactRow[], lewat: boolean, status?: ProgressStatus) =>
  facts
    .filter((r) => status === undefined || r.status === status)
    .map((r): ProgressRow => ({ ...r, terlambat: lewat && r.status !== 'lengkap' }));

export async function progressInput(db: Db, f: ProgressFilter, now: Date) {
  const { facts, batas_input, sisa_hari, lewat } = await progressParts(db, f, now);
  return {
    batas_input,
    sisa_hari,
    profil_kolom: PROFILE_FIELDS.length,
    rows: rowsOfFacts(facts, lewat, f.status),
  };
}

/**
 * The answer's bytes per kept facts list, whether late, status filter, deadline and days left:
 * the answer is ~157 KB for every region, and writing it afresh for each request (stringify,
 * then encode) cost more than the rest of the request together (docs/performance.md "Reports
 * kept between requests"). Dropped with the facts; a few variants per facts list at most.
 */
const answers = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();

/**
 * GET /iga/progress-input's answer as UTF-8 JSON, the same bytes as `c.json` of
 * `{status, tahun, batas_input, sisa_hari, profil_kolom, data, total}` writes.
 */
export async function progressInputJson(
  db: Db,
  f: ProgressFilter,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const { facts, batas_input, sisa_hari, lewat } = await progressParts(db, f, now);
  let variants = answers.get(facts);
  if (!variants) answers.set(facts, (variants = new Map()));
  const key = JSON.stringify([f.tahun, f.status ?? null, batas_input, sisa_hari]);
  let bytes = variants.get(key);
  if (!bytes) {
    const data = rowsOfFacts(facts, lewat, f.status);
    const text = JSON.stringify({
      status: 1,
      tahun: f.tahun,
      batas_input,
      sisa_hari,
      profil_kolom: PROFILE_FIELDS.length,
      data,
      total: data.length,
    });
    if (variants.size >= 16) variants.clear();
    variants.set(key, (bytes = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>));
  }
  return bytes;
}

/** Each region's filled facts and status of the year (the filters but `status` applied). */
async function progressFacts(db: Db, f: ProgressFilter): Promise<ProgressFactRow[]> {
  const { indikator } = await regionIndicators(db, f.tahun);
  const mandatory = indikator.filter((i) => i.required === 1 && i.jenis.toUpperCase() !== 'A');
  const evidence = mandatory.filter((i) => (i.document_type ?? '').trim() !== '');
  const R = idList(mandatory.map((i) => i.id));
  const E = idList(evidence.map((i) => i.id));
  const filled = sql.join(
    PROFILE_FIELDS.map(
      (c) => sql`(case when coalesce(trim(p.${sql.raw(c)}), '') <> '' then 1 else 0 end)`,
    ),
    sql` + `,
  );
  const res = await db.execute(sql`
    with ans as (
      select j.profil_id, j.indikator_id
      from indikator_jawaban j
      where j.unit = 'daerah' and j.inovasi_id is null and j.tahun = ${f.tahun}
        and j.indikator_id in (${R})
        and (j.skala_id is not null or j.nilai is not null or coalesce(j.informasi, '') <> '')
    ), dok as (
      select distinct d.profil_id, d.indikator_id
      from dokumen d
      where d.unit = 'daerah' and d.inovasi_id is null and d.indikator_id in (${R})
    ), per as (
      select coalesce(a.profil_id, d.profil_id) as profil_id, count(*) as terjawab,
        count(*) filter (where d.profil_id is null and a.indikator_id in (${E})) as bukti_kurang
      from ans a full join dok d on d.profil_id = a.profil_id and d.indikator_id = a.indikator_id
      group by 1
    ), inv as (
      select i.profil_id, count(*) as jumlah,
        count(*) filter (where r.status_nomor in (0, 1)) as terkirim
      from iga2020_inovasi i
      left join nomor_registrasi r on r.inovasi_id = i.id
      where i.tahun = ${f.tahun} and i.is_index = 0 and i.lomba = 0
      group by i.profil_id
    ), akun as (
      select u.m_daerah_id, count(*) as n
      from usr_asn u
      where u.is_active = 1 and ${PEMDA} = any(string_to_array(replace(u.role, ' ', ''), ','))
      group by u.m_daerah_id
    )
    select p.id as profil_id, p.nama,
      case when d.tingkat = 1 then d.id else d.parent_id end as propinsi_id,
      coalesce(prov.nama, d.nama) as propinsi,
      ${filled} as profil_terisi,
      coalesce(per.terjawab, 0) as terjawab, coalesce(per.bukti_kurang, 0) as bukti_kurang,
      coalesce(inv.jumlah, 0) as inovasi_jumlah, coalesce(inv.terkirim, 0) as inovasi_terkirim,
      coalesce(akun.n, 0) as akun_pemda
    from profil_pemda p
    join m_daerah d on d.id = p.m_daerah_id
    left join m_daerah prov on prov.id = d.parent_id and d.tingkat <> 1
    left join per on per.profil_id = p.id
    left join inv on inv.profil_id = p.id
    left join akun on akun.m_daerah_id = p.m_daerah_id
    where true
      ${f.propinsi_id === undefined ? sql`` : sql`and (d.id = ${f.propinsi_id} or d.parent_id = ${f.propinsi_id})`}
      ${
        f.iga_klaster_id === undefined
          ? sql``
          : sql`and p.m_daerah_id in (select iga_daerah_id from iga_klaster_daerah where iga_klaster_id = ${f.iga_klaster_id})`
      }
      ${f.profil_ids === undefined ? sql`` : sql`and p.id in (${idList(f.profil_ids)})`}
    order by p.nama asc, p.id asc`);
  return rowsOf<Record<string, unknown>>(res).map((r) => {
    const facts: ProgressFacts = {
      profil_terisi: num(r.profil_terisi),
      wajib: mandatory.length,
      wajib_terjawab: num(r.terjawab),
      bukti_kurang: num(r.bukti_kurang),
      inovasi_terkirim: num(r.inovasi_terkirim),
      inovasi_jumlah: num(r.inovasi_jumlah),
    };
    return {
      profil_id: Number(r.profil_id),
      nama: String(r.nama),
      propinsi_id: num(r.propinsi_id),
      propinsi: String(r.propinsi),
      akun_pemda: num(r.akun_pemda),
      ...facts,
      profil_lengkap: facts.profil_terisi === PROFILE_FIELDS.length,
      status: progressStatus(facts),
    };
  });
}

/** The reminder to one region: what it still has to fill, and the deadline. */
export function reminderMail(
  to: string,
  row: ProgressRow,
  tahun: number,
  deadline: string | null,
  appUrl: string | undefined,
): OutgoingMail {
  const link = `${(appUrl ?? '').replace(/\/+$/, '')}/dashboard/profil-pemda-daerah`;
  const lines = [
    `Yth. Admin ${row.nama},`,
    '',
    `Isian Indeks Inovasi Daerah tahun ${tahun} untuk ${row.nama} belum lengkap` +
      (deadline ? `. Batas pengisian: ${deadline}.` : '.'),
    '',
    `- Profil daerah: ${row.profil_terisi} dari ${PROFILE_FIELDS.length} isian terisi`,
    `- Indikator daerah wajib: ${row.wajib_terjawab} dari ${row.wajib} terjawab`,
    `- Indikator tanpa dokumen pendukung: ${row.bukti_kurang}`,
    `- Inovasi terkirim: ${row.inovasi_terkirim} dari ${row.inovasi_jumlah}`,
    '',
    `Mohon lengkapi isian melalui ${link}.`,
  ];
  return { to, subject: `Pengingat pengisian IID ${tahun}: ${row.nama}`, body: lines.join('\n') };
}

/**
 * POST /iga/progress-input/pengingat: one mail per active pemda account of each chosen region
 * (by its email, else its username as the password-reset mail does), through the mail path of
 * the app: SMTP when set, the outbox otherwise; a mail sent through SMTP is also kept in the
 * outbox, marked sent, so the outbox shows every reminder. Logged once per request.
 */
export async function sendReminders(
  db: Db,
  actor: ActivityActor,
  tahun: number,
  profilIds: readonly number[],
  now: Date,
) {
  const ids = [...new Set(profilIds)];
  const [{ rows, batas_input }, accounts, settings] = await Promise.all([
    progressInput(db, { tahun, profil_ids: ids }, now),
    db.execute(sql`
      select p.id as profil_id, u.username, u.email
      from profil_pemda p
      join usr_asn u on u.m_daerah_id = p.m_daerah_id
      where p.id in (${idList(ids)}) and u.is_active = 1
        and ${PEMDA} = any(string_to_array(replace(u.role, ' ', ''), ','))
      order by u.id`),
    mailSettings(db),
  ]);
  const byRegion = new Map<number, string[]>();
  for (const a of rowsOf<{ profil_id: number; username: string; email: string | null }>(accounts)) {
    const list = byRegion.get(Number(a.profil_id)) ?? [];
    list.push(a.email?.trim() || a.username);
    byRegion.set(Number(a.profil_id), list);
  }
  const terkirim: { profil_id: number; nama: string; penerima: string[] }[] = [];
  const tanpa_akun: { profil_id: number; nama: string }[] = [];
  for (const row of rows) {
    const to = byRegion.get(row.profil_id) ?? [];
    if (!to.length) {
      tanpa_akun.push({ profil_id: row.profil_id, nama: row.nama });
      continue;
    }
    for (const address of to) {
      const mail = reminderMail(address, row, tahun, batas_input, settings.get('app_url'));
      if ((await deliverMail(db, mail, settings)) === 'smtp')
        await db
          .insert(outbox)
          .values({ to_address: mail.to, subject: mail.subject, body: mail.body, sent_at: now });
    }
    terkirim.push({ profil_id: row.profil_id, nama: row.nama, penerima: to });
  }
  const found = new Set(rows.map((r) => r.profil_id));
  await recordActivity(db, {
    actor,
    name: 'kirim_pengingat_iga',
    resource: 'profil_pemda',
    data: [
      { name: 'tahun', value: tahun },
      { name: 'terkirim', value: terkirim.map((r) => r.profil_id) },
      { name: 'tanpa_akun', value: tanpa_akun.map((r) => r.profil_id) },
    ],
  });
  return {
    terkirim,
    tanpa_akun,
    tidak_ditemukan: ids.filter((id) => !found.has(id)),
    surel: terkirim.reduce((n, r) => n + r.penerima.length, 0),
  };
}
