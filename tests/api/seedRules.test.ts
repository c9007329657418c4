import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../domain/indicatorAnswer';
import { isLombaComplete, isSubmitable } from '../../domain/innovationCompleteness';
import {
  LOMBA_EDGES,
  needsNote,
  registrationPrefix,
  stateOf,
  transition,
  type WorkflowAction,
  type WorkflowState,
} from '../../domain/innovationWorkflow';
import { STAFF, VERIFIERS } from '../../domain/policy';
import { hasAnyRole } from '../../domain/roles';
import { verifiesOwnRegion } from '../../domain/verificationScope';
import * as s from '../../server/platform/db/schema';
import { storedInput } from '../../server/features/innovations/services/answerState';
import { refusal } from '../../server/features/review/services/evaluation';
import { recountYear } from '../../server/features/scoring/services/indexEngine';
import {
  innovationIndicators,
  regionIndicators,
} from '../../server/features/scoring/services/indicatorSet';
import { refreshCompleteness } from '../../server/features/innovations/services/innovationAnswers';
import { innovationInScope } from '../../server/features/innovations/services/innovationWorkflow';
import { findActiveUser, type AuthUser } from '../../server/platform/auth/users';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 35 finding 6: every seeded row in a workflow state got there by the rules the API
 * applies. Each seeded registration, answer, evaluation and index figure is run through the
 * product's own functions (the answer engine, the completeness upkeep, the transition table,
 * the evaluation rule, the index engine) and must come out unchanged.
 */

let t: TestApp;
const users = new Map<number, AuthUser>();
const userOf = async (id: number) => {
  if (!users.has(id)) users.set(id, (await findActiveUser(t.db, id))!);
  return users.get(id)!;
};

type Sent = {
  id: number;
  tahun: number;
  profil_id: number;
  m_daerah_id: number;
  kode: string;
  lomba: number;
  qc: number;
  submitable: number;
  status_dokumen: number;
  is_covid: number | null;
  verifikasi_points: string | null;
  status_nomor: number;
  nomor: string | null;
  sent_by: number | null;
  verified_by: number | null;
  qc_by: number | null;
  history: (typeof s.nomor_registrasi.$inferSelect)['history'];
};
let sent: Sent[];

beforeAll(async () => {
  t = await createTestApp();
  sent = (
    (await t.db.execute(sql`
      select i.id, i.tahun, i.profil_id, p.m_daerah_id, d.kode, i.lomba, i.qc, i.submitable,
        i.status_dokumen, i.is_covid, i.verifikasi_points, r.status_nomor, r.nomor, r.sent_by,
        r.verified_by, r.qc_by, r.history
      from nomor_registrasi r
      join iga2020_inovasi i on i.id = r.inovasi_id
      join profil_pemda p on p.id = i.profil_id
      join m_daerah d on d.id = p.m_daerah_id
      order by i.id`)) as unknown as { rows: Sent[] }
  ).rows;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const unitOf = (r: { lomba: number }) => (r.lomba === 1 ? 'lomba' : 'inovasi');

describe('the seeded innovations went the way a user takes them', () => {
  it('were each sent complete: submitable, or a complete competition entry (spec 4)', async () => {
    expect(sent.length).toBeGreaterThan(10);
    for (const r of sent) {
      expect(
        r.history.some((h) => h.action === 'kirim'),
        `inovasi ${r.id}`,
      ).toBe(true);
      if (r.lomba === 1) expect(isLombaComplete(r), `lomba ${r.id}`).toBe(true);
      else {
        expect(r.submitable, `inovasi ${r.id}`).toBe(1);
        expect(isSubmitable(r), `inovasi ${r.id}`).toBe(true);
      }
    }
  });

  it('keep the completeness the server computes from their answers and evidence', async () => {
    const cols = {
      id: s.iga2020_inovasi.id,
      lomba: s.iga2020_inovasi.lomba,
      status_dokumen: s.iga2020_inovasi.status_dokumen,
      kelengkapan: s.iga2020_inovasi.kelengkapan,
      kematangan: s.iga2020_inovasi.kematangan,
      submitable: s.iga2020_inovasi.submitable,
    };
    // The innovations with answers: the server keeps their completeness after every save (an
    // innovation never answered keeps the defaults of a new one).
    const answered = inArray(
      s.iga2020_inovasi.id,
      t.db
        .selectDistinct({ id: s.indikator_jawaban.inovasi_id })
        .from(s.indikator_jawaban)
        .where(isNotNull(s.indikator_jawaban.inovasi_id)),
    );
    const read = () =>
      t.db.select(cols).from(s.iga2020_inovasi).where(answered).orderBy(s.iga2020_inovasi.id);
    const before = await read();
    for (const r of before) await refreshCompleteness(t.db, r.id, unitOf(r));
    const after = await read();
    expect(after).toEqual(before);
    expect(before.filter((r) => r.status_dokumen === 1).length).toBeGreaterThan(10);
  });

  it('score every answer as the answer engine does with the evidence stored', async () => {
    const answers = await t.db.select().from(s.indikator_jawaban);
    const docs = await t.db
      .select({
        unit: s.dokumen.unit,
        profil_id: s.dokumen.profil_id,
        inovasi_id: s.dokumen.inovasi_id,
        indikator_id: s.dokumen.indikator_id,
      })
      .from(s.dokumen);
    const key = (d: {
      unit: string;
      profil_id: number;
      inovasi_id: number | null;
      indikator_id: number;
    }) => `${d.unit}|${d.inovasi_id ?? `p${d.profil_id}`}|${d.indikator_id}`;
    const withDocs = new Set(docs.map(key));
    const sets = new Map<string, Awaited<ReturnType<typeof regionIndicators>>['indikator']>();
    for (const a of answers) {
      const setKey = `${a.unit === 'daerah' ? 'P' : 'I'}${a.tahun}`;
      if (!sets.has(setKey))
        sets.set(
          setKey,
          (a.unit === 'daerah'
            ? await regionIndicators(t.db, a.tahun)
            : await innovationIndicators(t.db, a.tahun)
          ).indikator,
        );
      const ind = sets.get(setKey)!.find((i) => i.id === a.indikator_id);
      expect(ind, `jawaban ${a.id}`).toBeDefined();
      const result = scoreAnswer(ind!, storedInput(a), { hasEvidence: withDocs.has(key(a)) });
      expect(result.ok && result.skor, `jawaban ${a.id}`).toBe(Number(a.skor));
      // Every seeded answer comes with the evidence its indicator asks for.
      expect(result.ok && result.lengkap, `jawaban ${a.id}`).toBe(true);
    }
    expect(answers.length).toBeGreaterThan(1000);
  });

  it('took every step of their history legally, each actor within its reach', async () => {
    for (const r of sent) {
      const edges = r.lomba === 1 ? LOMBA_EDGES : undefined;
      let state: WorkflowState = 'draf';
      let last = '';
      const who: { kirim?: number; verif?: number; qc?: number } = {};
      for (const h of r.history) {
        const actor = await userOf(h.by);
        const action = h.action as WorkflowAction;
        const step = transition(action, state, actor.roles, edges);
        expect(step, `inovasi ${r.id}: ${action} oleh ${actor.username} dari ${state}`).toEqual({
          ok: true,
          from: state,
          to: h.to,
        });
        expect(h.from).toBe(state);
        if (needsNote(action, state)) expect(h.catatan, `inovasi ${r.id} ${action}`).toBeTruthy();
        expect(h.ts >= last, `inovasi ${r.id}: urutan waktu`).toBe(true);
        // The account reaches the innovation: the sender its own, a reviewer its area.
        const owner = action === 'kirim' ? unitOf(r) : 'semua';
        expect(await innovationInScope(t.db, actor, r.id, owner), `inovasi ${r.id}`).not.toBeNull();
        if (action !== 'kirim') expect(verifiesOwnRegion(actor, r)).toBe(false);
        if (action === 'kirim') who.kirim = h.by;
        else if (action.startsWith('qc-')) who.qc = h.by;
        else who.verif = h.by;
        state = step.ok ? step.to : state;
        last = h.ts;
      }
      expect(stateOf(r), `inovasi ${r.id}`).toBe(state);
      expect([r.sent_by, r.verified_by, r.qc_by]).toEqual([
        who.kirim ?? null,
        who.verif ?? null,
        who.qc ?? null,
      ]);
    }
  });

  it('carry a registration number once verified, unique, of their year and region', async () => {
    const numbers = sent.filter((r) => r.nomor !== null).map((r) => r.nomor);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const r of sent) {
      const everVerified = r.history.some((h) => h.status === 1);
      expect(r.nomor !== null, `inovasi ${r.id}`).toBe(everVerified);
      if (r.nomor) expect(r.nomor.startsWith(registrationPrefix(r.tahun, r.kode))).toBe(true);
    }
  });
});

describe('the verifier decided on every answered indicator', () => {
  it('of each verified or rejected innovation, as the evaluation service accepts it', async () => {
    const decided = sent.filter((r) => r.verified_by !== null);
    expect(decided.some((r) => r.tahun === 2025)).toBe(true);
    for (const r of decided) {
      const set = (await innovationIndicators(t.db, r.tahun)).indikator;
      const answers = await t.db
        .select()
        .from(s.indikator_jawaban)
        .where(eq(s.indikator_jawaban.inovasi_id, r.id));
      expect(answers.length, `inovasi ${r.id}`).toBeGreaterThan(0);
      for (const a of answers) {
        const ind = set.find((i) => i.id === a.indikator_id)!;
        const e = {
          indikator_id: a.indikator_id,
          status_verifikasi: a.status_verifikasi as 1 | 2,
          skor_verifikasi: a.skor_verifikasi === null ? null : Number(a.skor_verifikasi),
          catatan: a.catatan,
        };
        expect([1, 2], `jawaban ${a.id}`).toContain(a.status_verifikasi);
        expect(refusal(e, ind), `jawaban ${a.id}`).toBeNull();
        if (a.status_verifikasi === 2) expect(Number(a.skor_verifikasi)).toBe(0);
        expect(a.evaluated_by, `jawaban ${a.id}`).toBe(r.verified_by);
      }
      const sum = answers.reduce((n, a) => n + Number(a.skor_verifikasi), 0);
      expect(Number(r.verifikasi_points), `inovasi ${r.id}`).toBeCloseTo(sum, 2);
      // A verifier's rejection names an indicator it rejected.
      const last = [...r.history]
        .reverse()
        .find((h) => h.action === 'setujui' || h.action === 'tolak');
      if (last?.action === 'tolak')
        expect(answers.some((a) => a.status_verifikasi === 2)).toBe(true);
    }
  });

  it('never before the innovation reached a verifier', async () => {
    const waiting = sent.filter((r) => r.verified_by === null);
    expect(waiting.length).toBeGreaterThan(0);
    for (const r of waiting) {
      const answers = await t.db
        .select()
        .from(s.indikator_jawaban)
        .where(eq(s.indikator_jawaban.inovasi_id, r.id));
      expect(answers.every((a) => a.skor_verifikasi === null && a.status_verifikasi === null)).toBe(
        true,
      );
    }
  });

  it('of each 2025 region answer, as a verifier who may verify that region', async () => {
    const rows = (
      (await t.db.execute(sql`
        select j.*, p.m_daerah_id, w.wilayah_id from indikator_jawaban j
        join profil_pemda p on p.id = j.profil_id
        join wilayah_daerah w on w.m_daerah_id = p.m_daerah_id
        where j.unit = 'daerah' and j.tahun = 2025`)) as unknown as {
        rows: (typeof s.indikator_jawaban.$inferSelect & {
          m_daerah_id: number;
          wilayah_id: number;
        })[];
      }
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    const set = (await regionIndicators(t.db, 2025)).indikator;
    for (const a of rows) {
      const ind = set.find((i) => i.id === a.indikator_id)!;
      const e = {
        indikator_id: a.indikator_id,
        skor_verifikasi: Number(a.skor_verifikasi),
        catatan: a.catatan,
      };
      expect(a.skor_verifikasi, `jawaban ${a.id}`).not.toBeNull();
      expect(refusal(e, ind), `jawaban ${a.id}`).toBeNull();
      const verifier = await userOf(a.evaluated_by!);
      expect(hasAnyRole(verifier.roles, VERIFIERS)).toBe(true);
      expect(hasAnyRole(verifier.roles, STAFF) || verifier.area === a.wilayah_id).toBe(true);
      expect(verifiesOwnRegion(verifier, a)).toBe(false);
    }
  });
});

describe("the verifier's queue", () => {
  it('holds only innovations with answers and points, never an empty one', async () => {
    const res = await t.call('GET', '/api/nomor_registrasi/request/lookup?per_page=100', {
      as: 'verifikator',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const row of res.body.data) {
      expect(row.kelengkapan, row.nama).toBe(100);
      expect(row.kematangan, row.nama).toBeGreaterThan(0);
    }
  });
});

describe('the stored index', () => {
  it('is what a recount of the stored answers and journeys gives', async () => {
    const read = () =>
      t.db
        .select()
        .from(s.skor_indeks)
        .orderBy(s.skor_indeks.tahun, s.skor_indeks.profil_id)
        .then((rows) => rows.map(({ updated_at: _u, created_at: _c, id: _i, ...r }) => r));
    const before = await read();
    for (const tahun of [2023, 2024, 2025, 2026]) await recountYear(t.db, tahun);
    expect(await read()).toEqual(before);
  });
});
