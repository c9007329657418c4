import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import {
  registrationNumber,
  STORED,
  type WorkflowState,
} from '../../../../domain/innovationWorkflow';
import type { Db } from '../../client';
import {
  iga2020_inovasi,
  m_daerah,
  nomor_registrasi,
  profil_pemda,
  wilayah_daerah,
} from '../../schema';
import { DEMO_USER } from '../usernames';
import type { Log } from '../util';

/** The demo journeys, in order: what the review screens show on a fresh portal. */
const JOURNEYS: readonly WorkflowState[] = [
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

/** The steps that lead to a state, with who takes them and their notes. */
const STEPS: Readonly<Record<WorkflowState, readonly [string, string, WorkflowState, string?][]>> =
  {
    draf: [],
    dikirim: [['kirim', DEMO_USER.pemda, 'dikirim']],
    terverifikasi: [
      ['kirim', DEMO_USER.pemda, 'dikirim'],
      ['setujui', DEMO_USER.verifikator, 'terverifikasi', 'Bukti indikator lengkap dan sah'],
    ],
    ditolak: [
      ['kirim', DEMO_USER.pemda, 'dikirim'],
      [
        'tolak',
        DEMO_USER.verifikator,
        'ditolak',
        'Indikator 16: SK tidak mencantumkan nama inovasi',
      ],
    ],
    diterima: [
      ['kirim', DEMO_USER.pemda, 'dikirim'],
      ['setujui', DEMO_USER.verifikator, 'terverifikasi', 'Bukti indikator lengkap dan sah'],
      ['qc-terima', DEMO_USER.qualityControl, 'diterima'],
    ],
    ditolak_qc: [
      ['kirim', DEMO_USER.pemda, 'dikirim'],
      [
        'tolak',
        DEMO_USER.verifikator,
        'ditolak',
        'Indikator 20: video uji coba tidak dapat diputar',
      ],
      ['qc-tolak', DEMO_USER.qualityControl, 'ditolak_qc', 'Penolakan verifikator sudah tepat'],
    ],
  };

/**
 * Registration records for a few complete innovations of Wilayah I (the demo reviewers' area), so
 * the review, review-result, rejected and quality-control screens have work on a fresh portal.
 * Runs only while no registration record exists.
 */
export async function seedAlurDemo(db: Db, akun: Map<string, number>, log: Log): Promise<void> {
  const [have] = await db.select({ n: count() }).from(nomor_registrasi);
  if (Number(have?.n ?? 0) > 0) return;
  const candidates = await db
    .select({ id: iga2020_inovasi.id, tahun: iga2020_inovasi.tahun, kode: m_daerah.kode })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
    .where(
      and(
        eq(iga2020_inovasi.inovasi_status, 2),
        gte(iga2020_inovasi.is_covid, 9),
        eq(iga2020_inovasi.is_index, 0),
        eq(wilayah_daerah.wilayah_id, 1),
        inArray(iga2020_inovasi.tahun, [2025, 2026]),
      ),
    )
    .orderBy(asc(iga2020_inovasi.id))
    .limit(JOURNEYS.length);
  const sequence = new Map<string, number>();
  const start = Date.UTC(2026, 9, 1, 2);
  for (const [i, inovasi] of candidates.entries()) {
    const state = JOURNEYS[i]!;
    const history = STEPS[state].map(([action, by, to, catatan], step) => ({
      ts: new Date(start + (i * 3 + step) * 86_400_000).toISOString(),
      by: akun.get(by) ?? 0,
      action,
      status: STORED[to].status_nomor,
      from: step === 0 ? 'draf' : STEPS[state][step - 1]![2],
      to,
      ...(catatan ? { catatan } : {}),
    }));
    const stored = STORED[state];
    let nomor: string | null = null;
    if (stored.status_nomor === 1) {
      const key = `${inovasi.tahun}/${inovasi.kode}`;
      const next = (sequence.get(key) ?? 0) + 1;
      sequence.set(key, next);
      nomor = registrationNumber(inovasi.tahun, inovasi.kode, next);
    }
    await db.insert(nomor_registrasi).values({
      inovasi_id: inovasi.id,
      hash: `demo-${inovasi.id}`,
      nomor,
      status_nomor: stored.status_nomor,
      catatan: history.at(-1)?.catatan ?? null,
      history,
      sent_by: akun.get(DEMO_USER.pemda) ?? null,
      setuju: 1,
      created_at: new Date(history[0]!.ts),
      updated_at: new Date(history.at(-1)!.ts),
    });
    await db
      .update(iga2020_inovasi)
      .set({ qc: stored.qc, nomor })
      .where(eq(iga2020_inovasi.id, inovasi.id));
  }
  log(`alur inovasi demo: ${candidates.length} catatan registrasi`);
}
