import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { registrationNumber, STORED } from '../../../domain/innovationWorkflow';
import { parseRoles } from '../../../domain/roles';
import { innovationIndicators } from '../../features/scoring/services/indicatorSet';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import {
  iga2020_inovasi,
  m_daerah,
  nomor_registrasi,
  profil_pemda,
  usr_asn,
  wilayah_daerah,
} from '../../platform/db/schema';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import { createRng } from '../prng';
import { DEMO_USER } from '../../platform/auth/usernames';
import { insertJson, updateJson, type Log } from '../util';
import { evidenceFiles } from './berkas';
import { accept, answerOwner, completenessOf, drawLevels, evaluate, type Jawaban } from './jawaban';
import { JOURNEYS, rejectedIndicator, takeJourney, type Actor, type Journey } from './perjalanan';
import { saveJawaban } from './simpan';

const DAY = 86_400_000;

/** The 2026 journeys, in order: what the review screens show on a fresh portal. */
const JOURNEYS_2026: readonly Journey[] = [
  'dikirim',
  'dikirim',
  'dikirim',
  'dikirim',
  'terverifikasi',
  'terverifikasi',
  'ditolak',
  'ditolak',
  'diterima',
  'diterima',
  'ditolak_qc',
];

/** 2025 is complete: every journey has ended, most accepted, a few rejected or resent. */
const journey2025 = (i: number): Journey =>
  i % 8 === 5 ? 'ditolak_qc' : i % 8 === 2 ? 'kirim_ulang' : 'diterima';

/** The demo reviewers' area (demo-akun.json: verifikator and quality_control, area 1). */
const AREA = 1;

/** Wilayah I innovations ready to be sent: Penerapan, with an Asta Cita theme. */
async function candidates(db: Db, tahun: number) {
  return db
    .select({
      id: iga2020_inovasi.id,
      profil_id: iga2020_inovasi.profil_id,
      tahun: iga2020_inovasi.tahun,
      is_covid: iga2020_inovasi.is_covid,
      created_by: iga2020_inovasi.created_by,
      kode: m_daerah.kode,
    })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
    .where(
      and(
        eq(iga2020_inovasi.tahun, tahun),
        eq(iga2020_inovasi.inovasi_status, 2),
        gte(iga2020_inovasi.is_covid, 9),
        eq(iga2020_inovasi.is_index, 0),
        eq(iga2020_inovasi.lomba, 0),
        eq(wilayah_daerah.wilayah_id, AREA),
      ),
    )
    .orderBy(asc(iga2020_inovasi.id));
}

/** The demo accounts by username, with their roles (the transition table asks for them). */
export async function actorsOf(db: Db, akun: Map<string, number>): Promise<Map<string, Actor>> {
  const rows = await db
    .select({ id: usr_asn.id, username: usr_asn.username, role: usr_asn.role })
    .from(usr_asn)
    .where(inArray(usr_asn.id, [...akun.values()]));
  return new Map(rows.map((r) => [r.username, { id: r.id, roles: parseRoles(r.role) }]));
}

/**
 * Sent innovations of Wilayah I (the demo reviewers' area), each the way a region sends one:
 * its indicators answered with their evidence, complete and so submitable, then sent, verified
 * indicator by indicator and checked by quality control. 2025 is finished (every journey ended);
 * 2026 has a few of each state on regions other than the demo pemda's own, so the review, result,
 * rejected and quality-control screens have work. Kota Bandung's innovations are sent by the
 * account that made them; regions without a demo account by the ministry's admin, who may
 * send any region's innovation (INNOVATION_EDITORS). Runs only while no registration exists.
 */
export async function seedAlurDemo(
  db: Db,
  refs: { akun: Map<string, number>; storage: Storage },
  log: Log,
): Promise<void> {
  const [have] = await db.select({ n: count() }).from(nomor_registrasi);
  if (Number(have?.n ?? 0) > 0) return;
  const actors = await actorsOf(db, refs.akun);
  const get = (u: string) => {
    const a = actors.get(u);
    if (!a) throw new Error(`Akun demo ${u} tidak ada`);
    return a;
  };
  const files = await evidenceFiles();
  const rng = createRng(35_2025);
  const all = [
    ...(await candidates(db, 2025)).map((c, i) => ({
      c,
      journey: journey2025(i),
      start: Date.UTC(2025, 7, 4, 2) + i * DAY,
      stepMs: 6 * DAY,
    })),
    ...(await candidates(db, 2026))
      .filter((c) => c.kode !== akunData.kode_kota)
      .slice(0, JOURNEYS_2026.length)
      .map((c, i) => ({
        c,
        journey: JOURNEYS_2026[i]!,
        start: Date.UTC(2026, 9, 1, 2) + i * 3 * DAY,
        stepMs: DAY,
      })),
  ];
  const sets = new Map<number, Awaited<ReturnType<typeof innovationIndicators>>['indikator']>();
  for (const tahun of [2025, 2026])
    sets.set(tahun, (await innovationIndicators(db, tahun)).indikator);
  const senderOf = (createdBy: number | null) =>
    [DEMO_USER.pemda, DEMO_USER.opd].map(get).find((a) => a.id === createdBy) ??
    get(DEMO_USER.admin);

  const jawaban: Jawaban[] = [];
  const registrations: (typeof nomor_registrasi.$inferInsert)[] = [];
  const rows: ({ id: number } & Partial<typeof iga2020_inovasi.$inferInsert>)[] = [];
  const approvals: { at: string; tahun: number; kode: string; index: number }[] = [];
  for (const { c, journey, start, stepMs } of all) {
    const set = sets.get(c.tahun)!;
    const sender = senderOf(c.created_by);
    const owner = {
      unit: 'inovasi' as const,
      profil_id: c.profil_id,
      inovasi_id: c.id,
      tahun: c.tahun,
      kode: c.kode,
      by: sender.id,
    };
    const effort = rng.next();
    const answers = answerOwner(set, owner, drawLevels(rng, set, effort, true), files);
    const done = completenessOf(set, answers, c.is_covid);
    // Kirim needs submitable (spec 4): a seeded journey never skips the product's own rule.
    if (done.submitable !== 1) throw new Error(`Inovasi demo ${c.id} belum dapat dikirim`);
    const taken = takeJourney(
      JOURNEYS[journey],
      {
        pengirim: sender,
        pemeriksa: get(DEMO_USER.verifikator),
        mutu: get(DEMO_USER.qualityControl),
      },
      start,
      stepMs,
    );
    let points: number | null = null;
    if (taken.verified_by !== null) {
      const rejected = rejectedIndicator(taken.rejection ?? undefined);
      const reason = taken.rejection?.replace(/^Indikator \d+: /, '') ?? '';
      evaluate(set, answers.answers, taken.verified_by, (ind, answer) =>
        ind.no_urut === rejected
          ? { status_verifikasi: 2, catatan: reason }
          : accept(ind, answer, rng.chance(0.12), 'inovasi'),
      );
      points = answers.answers.reduce((s, a) => s + Number(a.skor_verifikasi ?? 0), 0);
    }
    jawaban.push(answers);
    const stored = STORED[taken.state];
    if (taken.verified_at)
      approvals.push({ at: taken.verified_at, tahun: c.tahun, kode: c.kode, index: rows.length });
    registrations.push({
      inovasi_id: c.id,
      hash: randomUUID(),
      status_nomor: stored.status_nomor,
      catatan: taken.catatan,
      history: taken.history,
      sent_by: taken.sent_by,
      verified_by: taken.verified_by,
      qc_by: taken.qc_by,
      setuju: 1,
      created_at: new Date(taken.history[0]!.ts),
      updated_at: new Date(taken.history.at(-1)!.ts),
    });
    rows.push({
      id: c.id,
      qc: stored.qc,
      nomor: null,
      status_dokumen: done.status_dokumen,
      kelengkapan: done.kelengkapan,
      kematangan: String(done.kematangan),
      submitable: done.submitable,
      verifikasi_points: points === null ? null : String(Math.round(points * 100) / 100),
    });
  }
  // Numbers in the order the innovations were first verified, per year and region.
  const sequence = new Map<string, number>();
  for (const a of approvals.sort((x, y) => x.at.localeCompare(y.at))) {
    const key = `${a.tahun}/${a.kode}`;
    const next = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, next);
    const nomor = registrationNumber(a.tahun, a.kode, next);
    rows[a.index]!.nomor = nomor;
    registrations[a.index]!.nomor = nomor;
  }
  if (rows.length === 0) return;
  const saved = await saveJawaban(db, refs.storage, jawaban);
  await insertJson(db, nomor_registrasi, registrations);
  await updateJson(db, iga2020_inovasi, rows);
  log(
    `alur inovasi demo: ${rows.length} inovasi terkirim, ${saved.answers} jawaban, ` +
      `${saved.documents} dokumen pendukung`,
  );
}
