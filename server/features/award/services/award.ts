import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import {
  AWARD_2023,
  checkWeights,
  nominable,
  proposeNominees,
  type AwardWeights,
} from '../../../../domain/award';
import { predicateFor } from '../../../../domain/indexMethod';
import type { Db } from '../../../platform/db/client';
import {
  iga_klaster,
  iga_nominasi,
  iga_periode,
  iga_terbit,
  profil_pemda,
} from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { recordActivity, type ActivityActor } from '../../../platform/db/audit';
import { assertYearWritable } from './awardFreeze';
import { predicateTable } from '../../scoring/services/indexEngine';

/**
 * The award before the scores (issue 25 items 2 and 3): the period's award settings, each
 * region's stored verified index (the index engine's results, never recomputed here), the
 * nominees the index proposes and superadmin's decisions on them, and the review ranking.
 */

export interface Cluster {
  id: number;
  klaster: string;
}

export interface PeriodSettings {
  /** The year of the settings row in force (null: the seeded defaults). */
  berlaku: number | null;
  bobot: AwardWeights;
  /** Nominees per cluster id. */
  kuota: Map<number, number>;
  jumlah_pemenang: number;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export async function clusters(db: Db): Promise<Cluster[]> {
  return db
    .select({ id: iga_klaster.id, klaster: iga_klaster.klaster })
    .from(iga_klaster)
    .orderBy(asc(iga_klaster.id));
}

/** The award settings in force for a year: the latest row not after it, else AWARD_2023. */
export async function periodSettings(db: Db, tahun: number): Promise<PeriodSettings> {
  const [[row], all] = await Promise.all([
    db
      .select()
      .from(iga_periode)
      .where(lte(iga_periode.tahun, tahun))
      .orderBy(desc(iga_periode.tahun))
      .limit(1),
    clusters(db),
  ]);
  const kuota = new Map(
    all.map((k) => [k.id, row ? num(row.kuota[String(k.id)]) : (AWARD_2023.kuota[k.klaster] ?? 0)]),
  );
  return row
    ? {
        berlaku: row.tahun,
        bobot: {
          iid: Number(row.bobot_iid),
          presentasi: Number(row.bobot_presentasi),
          validasi: Number(row.bobot_validasi),
        },
        kuota,
        jumlah_pemenang: row.jumlah_pemenang,
      }
    : {
        berlaku: null,
        bobot: AWARD_2023.bobot,
        kuota,
        jumlah_pemenang: AWARD_2023.jumlah_pemenang,
      };
}

/** The latest publication of a year, or null. */
export async function latestPublication(db: Db, tahun: number) {
  const [row] = await db
    .select()
    .from(iga_terbit)
    .where(eq(iga_terbit.tahun, tahun))
    .orderBy(desc(iga_terbit.versi))
    .limit(1);
  return row ?? null;
}

/**
 * Changes a year's award settings (weights, nominees per cluster, winners per cluster): the row
 * of that year, created from the one in force. Nothing changes while the year is published and
 * frozen (409, awardFreeze.ts); each change is logged.
 */
export async function updatePeriodSettings(
  db: Db,
  actor: ActivityActor,
  tahun: number,
  change: {
    bobot?: AwardWeights;
    kuota?: { iga_klaster_id: number; jumlah: number }[];
    jumlah_pemenang?: number;
  },
): Promise<PeriodSettings> {
  if (change.bobot) {
    const bad = checkWeights(change.bobot);
    if (bad)
      throw fail(422, MESSAGES.invalid, {
        bobot: message(bad === 'award.bobot_jumlah' ? 'awardWeightsSum' : 'awardWeightsRange'),
      });
  }
  // Weights, quota and winners per cluster are part of a published year (frozen).
  await assertYearWritable(db, tahun);
  const before = await periodSettings(db, tahun);
  const known = new Set(before.kuota.keys());
  const kuota = Object.fromEntries([...before.kuota].map(([k, n]) => [String(k), n]));
  for (const k of change.kuota ?? []) {
    if (!known.has(k.iga_klaster_id))
      throw fail(422, MESSAGES.invalid, { [`kuota.${k.iga_klaster_id}`]: MESSAGES.notFound });
    kuota[String(k.iga_klaster_id)] = k.jumlah;
  }
  const bobot = change.bobot ?? before.bobot;
  const values = {
    tahun,
    bobot_iid: String(bobot.iid),
    bobot_presentasi: String(bobot.presentasi),
    bobot_validasi: String(bobot.validasi),
    kuota,
    jumlah_pemenang: change.jumlah_pemenang ?? before.jumlah_pemenang,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(iga_periode)
      .values(values)
      .onConflictDoUpdate({
        target: iga_periode.tahun,
        set: { ...values, updated_at: sql`now()` },
      });
    await recordActivity(tx, {
      actor,
      name: 'ubah_pengaturan_iga',
      resource: 'iga_periode',
      recordId: tahun,
      data: [
        { name: 'bobot', before: before.bobot, after: bobot },
        {
          name: 'kuota',
          before: Object.fromEntries([...before.kuota].map(([k, n]) => [String(k), n])),
          after: kuota,
        },
        { name: 'jumlah_pemenang', before: before.jumlah_pemenang, after: values.jumlah_pemenang },
      ],
    });
  });
  return periodSettings(db, tahun);
}

/** A region's stored verified result of a year, with the clusters its region belongs to. */
export interface VerifiedRow {
  profil_id: number;
  nama: string;
  m_daerah_id: number;
  klaster: number[];
  /** The innovations the verified index counts: verification passed (terverifikasi, diterima). */
  jumlah_inovasi: number;
  /** ISP: the verified region score. */
  skor_pemda_verify: number;
  /** ISI: the verified innovation score (SID: points / MAX(10, n) + the count score). */
  avg_inovasi: number;
  /** IID, verified. */
  iid: number;
  method_version: string | null;
}

/** Every region's stored verified result of a year (0 when never computed), best first. */
export async function verifiedRows(db: Db, tahun: number): Promise<VerifiedRow[]> {
  const res = await db.execute(sql`
    select p.id as profil_id, p.nama, p.m_daerah_id,
      coalesce(s.jumlah_inovasi_verifikasi, 0) as jumlah_inovasi,
      coalesce(s.skor_spd_verifikasi, 0) as spd, coalesce(s.skor_sid_verifikasi, 0) as sid,
      coalesce(s.indeks_verifikasi, 0) as iid, s.method_version,
      coalesce((select array_agg(kd.iga_klaster_id order by kd.iga_klaster_id)
        from iga_klaster_daerah kd where kd.iga_daerah_id = p.m_daerah_id), '{}') as klaster
    from profil_pemda p
    left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
    order by coalesce(s.indeks_verifikasi, 0) desc, p.nama asc, p.id asc`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    profil_id: Number(r.profil_id),
    nama: String(r.nama),
    m_daerah_id: Number(r.m_daerah_id),
    klaster: (r.klaster as (number | string)[]).map(Number),
    jumlah_inovasi: num(r.jumlah_inovasi),
    skor_pemda_verify: num(r.spd),
    avg_inovasi: num(r.sid),
    iid: num(r.iid),
    method_version: (r.method_version as string | null) ?? null,
  }));
}

export interface NomineeState extends VerifiedRow {
  /** The cluster the region is (or would be) nominated in. */
  iga_klaster_id: number | null;
  usulan: boolean;
  nominasi: boolean;
  keputusan: { nominasi: boolean; alasan: string } | null;
}

/**
 * The nominees of a year: the verified index proposes each cluster's top N (domain
 * proposeNominees); superadmin's stored decisions confirm, remove or add. A region without a
 * decision follows the proposal.
 */
export async function nomineeStates(db: Db, tahun: number) {
  const [rows, settings, all, decisions] = await Promise.all([
    verifiedRows(db, tahun),
    periodSettings(db, tahun),
    clusters(db),
    db.select().from(iga_nominasi).where(eq(iga_nominasi.tahun, tahun)),
  ]);
  const proposal = proposeNominees(
    all.map((k) => ({
      id: k.id,
      kuota: settings.kuota.get(k.id) ?? 0,
      members: rows
        .filter((r) => r.klaster.includes(k.id))
        .map((r) => ({ profil_id: r.profil_id, iid: r.iid })),
    })),
  );
  const decided = new Map(decisions.map((d) => [d.profil_id, d]));
  const states: NomineeState[] = rows.map((r) => {
    const d = decided.get(r.profil_id);
    const proposed = proposal.get(r.profil_id);
    return {
      ...r,
      iga_klaster_id: d?.iga_klaster_id ?? proposed ?? r.klaster[0] ?? null,
      usulan: proposed !== undefined,
      nominasi: d ? d.nominasi === 1 : proposed !== undefined,
      keputusan: d ? { nominasi: d.nominasi === 1, alasan: d.alasan } : null,
    };
  });
  return { states, settings, clusters: all };
}

/** The nominee profile ids of a year (the ranking-index IGA flag: nominee of the period). */
export async function nomineeIds(db: Db, tahun: number): Promise<Set<number>> {
  const { states } = await nomineeStates(db, tahun);
  return new Set(states.filter((s) => s.nominasi).map((s) => s.profil_id));
}

/**
 * Superadmin confirms, removes or adds a nominee, with a reason: stored as the period's decision
 * and logged with its reason. A region whose verified index is 0 is never added (422).
 */
export async function decideNominee(
  db: Db,
  actor: ActivityActor,
  input: { tahun: number; profil_id: number; nominasi: boolean; alasan: string },
): Promise<NomineeState> {
  const alasan = input.alasan.trim();
  if (!alasan) throw fail(422, MESSAGES.invalid, { alasan: message('awardReasonRequired') });
  await assertYearWritable(db, input.tahun);
  const [profile] = await db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(eq(profil_pemda.id, input.profil_id));
  if (!profile) throw fail(404, MESSAGES.notFound);
  const { states } = await nomineeStates(db, input.tahun);
  const before = states.find((s) => s.profil_id === input.profil_id)!;
  // Taking a nominee out is always allowed; adding one needs a verified index above 0.
  if (input.nominasi && !nominable(before.iid))
    throw fail(422, MESSAGES.invalid, {
      profil_id: message('awardNomineeUnrated', { nama: before.nama, tahun: input.tahun }),
    });
  const values = {
    tahun: input.tahun,
    profil_id: input.profil_id,
    iga_klaster_id: before.iga_klaster_id,
    nominasi: input.nominasi ? 1 : 0,
    alasan,
    updated_by: actor.id,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(iga_nominasi)
      .values(values)
      .onConflictDoUpdate({
        target: [iga_nominasi.tahun, iga_nominasi.profil_id],
        set: { nominasi: values.nominasi, alasan, updated_by: actor.id, updated_at: sql`now()` },
      });
    await recordActivity(tx, {
      actor,
      name: 'ubah_nominasi_iga',
      resource: 'profil_pemda',
      recordId: input.profil_id,
      data: [
        { name: 'tahun', value: input.tahun },
        { name: 'nominasi', before: before.nominasi, after: input.nominasi },
        { name: 'alasan', value: alasan },
      ],
    });
  });
  return { ...before, nominasi: input.nominasi, keputusan: { nominasi: input.nominasi, alasan } };
}

/** spec 3 "Review ranking": each region's verified figures, in a cluster or all, best first. */
export async function reviewRanking(db: Db, tahun: number, klasterId?: number) {
  const [{ states }, table] = await Promise.all([nomineeStates(db, tahun), predicateTable(db)]);
  return states
    .filter((s) => klasterId === undefined || s.klaster.includes(klasterId))
    .map((s) => ({
      profil_id: s.profil_id,
      pemda: s.nama,
      jumlah_inovasi: s.jumlah_inovasi,
      skor_pemda_verify: s.skor_pemda_verify,
      avg_inovasi: s.avg_inovasi,
      skor_total: s.iid,
      indeks_verifikasi: s.iid,
      predikat: predicateFor('daftar', s.iid, table, tahun)?.predikat ?? null,
      iga: s.nominasi,
    }));
}

/** A region's decisions of a year: used by the IGA flag of ranking-index. */
export async function toggleNominee(
  db: Db,
  actor: ActivityActor,
  tahun: number,
  profilId: number,
  alasan: string,
) {
  const { states } = await nomineeStates(db, tahun);
  const now = states.find((s) => s.profil_id === profilId);
  if (!now) throw fail(404, MESSAGES.notFound);
  return decideNominee(db, actor, { tahun, profil_id: profilId, nominasi: !now.nominasi, alasan });
}
