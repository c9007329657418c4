import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_PASSWORD } from './dataset';
import { login } from './load';
import { send } from './soakConfig';
import { SURGE_USER_PREFIX, SURGE_YEAR } from './surgeSeed';

/**
 * The writers of the `deadline surge` (issue 40), shared by `npm run bench` and `npm run soak
 * -- --mix surge`: one session per region (the surge accounts of bench/surgeSeed.ts), each saving
 * its region's indicator answers and its drafts' answers, attaching a 100 KB evidence file about
 * once a minute, and now and then sending a complete draft for verification. A session has one
 * request in flight at most, as a person at a browser does.
 */

export const EVIDENCE_BYTES = 100 * 1024;
/** Each session attaches one evidence file this often. */
export const EVIDENCE_EVERY_MS = 60_000;
/** One write in SEND_EVERY sends an innovation (while the session has a draft left to send). */
export const SEND_EVERY = 40;
export const WRITE_TIMEOUT_MS = 10_000;

export type WriteKind = 'region answers' | 'innovation answers' | 'evidence' | 'send';
export const WRITE_KINDS: readonly WriteKind[] = [
  'region answers',
  'innovation answers',
  'evidence',
  'send',
];

/** One request, in the shape bench/soakLoad.ts sends (`Request` of bench/soakConfig.ts). */
export interface WriteRequest {
  method: 'POST';
  path: string;
  token: string;
  body?: unknown;
  form?: FormData;
  kind: WriteKind;
  done?: (ok: boolean) => void;
}

interface Choice {
  id: number;
  skala: number[];
}

export interface SurgeSession {
  profilId: number;
  username: string;
  token: string;
  /** complete drafts of the input year still to send (the last one is sent first) */
  toSend: number[];
  /** a draft that is never sent: its answers are saved again and again */
  answerDraft: number | null;
  nextEvidence: number;
  busy: boolean;
}

export interface SurgePlan {
  tahun: number;
  sessions: SurgeSession[];
  /** region indicators (tipe P) picked from a scale, with their scale ids */
  regionIndicators: Choice[];
  /** innovation indicators (tipe I) picked from a scale */
  innovationIndicators: Choice[];
  /** region indicators that take a PDF as evidence */
  evidenceIndicators: number[];
}

/** Logs the surge accounts in (a few at a time: Argon2id) and finds what each may write. */
export async function prepareSurge(
  baseUrl: string,
  dbUrl: string,
  log: (m: string) => void,
): Promise<SurgePlan> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const q = async <T>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows as T[];
    const accounts = await q<{ username: string; profil_id: number }>(
      `select u.username, p.id as profil_id from usr_asn u
       join profil_pemda p on p.m_daerah_id = u.m_daerah_id
       where u.username like $1 order by p.id`,
      [`${SURGE_USER_PREFIX}%`],
    );
    if (!accounts.length) throw new Error('the dataset has no surge accounts (bench/surgeSeed.ts)');
    const drafts = await q<{ profil_id: number; ids: number[] }>(
      `select i.profil_id, array_agg(i.id order by i.id) as ids from iga2020_inovasi i
       where i.tahun = $1 and i.submitable = 1 and i.is_index = 0 and i.lomba = 0
         and not exists (select 1 from nomor_registrasi r where r.inovasi_id = i.id)
       group by i.profil_id`,
      [SURGE_YEAR],
    );
    const draftsOf = new Map(drafts.map((d) => [Number(d.profil_id), d.ids.map(Number)]));
    const choices = (tipe: string) =>
      q<{ id: number; skala: number[] }>(
        `select i.id, array_agg(s.id order by s.id) as skala from iga_indikator i
         join iga_skala s on s.iga_indikator_id = i.id and s.mulai_dari is null
         where i.tipe = $1 and i.jenis = 'H'
           and i.tahun = (select max(tahun) from iga_indikator where tahun <= $2)
         group by i.id having count(*) >= 2 order by i.id`,
        [tipe, SURGE_YEAR],
      );
    const regionIndicators = await choices('P');
    const innovationIndicators = await choices('I');
    const evidenceIndicators = (
      await q<{ id: number }>(
        `select id from iga_indikator where tipe = 'P' and filetypes like '%pdf%'
           and tahun = (select max(tahun) from iga_indikator where tahun <= $1) order by id`,
        [SURGE_YEAR],
      )
    ).map((r) => Number(r.id));
    if (!regionIndicators.length || !innovationIndicators.length || !evidenceIndicators.length)
      throw new Error('no indicator of the input year to answer or to attach evidence to');

    const now = Date.now();
    const sessions: SurgeSession[] = [];
    for (let i = 0; i < accounts.length; i += 4) {
      const batch = accounts.slice(i, i + 4);
      const tokens = await Promise.all(batch.map((a) => login(baseUrl, a.username, DEMO_PASSWORD)));
      batch.forEach((a, k) => {
        const ids = draftsOf.get(Number(a.profil_id)) ?? [];
        sessions.push({
          profilId: Number(a.profil_id),
          username: a.username,
          token: tokens[k]!,
          answerDraft: ids[0] ?? null,
          toSend: ids.slice(1),
          // Spread over the first minute, so that the evidence comes at an even rate.
          nextEvidence: now + (sessions.length * EVIDENCE_EVERY_MS) / accounts.length,
          busy: false,
        });
      });
    }
    log(
      `  surge: ${sessions.length} pemda sessions logged in, ${sessions.reduce((n, s) => n + s.toSend.length, 0)} ` +
        `drafts to send, ${regionIndicators.length} region / ${innovationIndicators.length} innovation ` +
        `indicators to answer, ${evidenceIndicators.length} taking PDF evidence`,
    );
    return {
      tahun: SURGE_YEAR,
      sessions,
      regionIndicators,
      innovationIndicators,
      evidenceIndicators,
    };
  } finally {
    await db.end();
  }
}

const PDF_HEAD = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
/** A 100 KB PDF (the server checks its magic bytes), unique by its random body. */
export function evidenceForm(indikatorId: number): FormData {
  const body = randomBytes(EVIDENCE_BYTES - PDF_HEAD.length - 8).toString('latin1');
  const pdf = Buffer.from(`${PDF_HEAD}${body}\n%%EOF\n`, 'latin1');
  const form = new FormData();
  form.append('indikator_id', String(indikatorId));
  form.append('nama', 'Bukti dukung tenggat');
  form.append('file', new Blob([pdf]), 'bukti-tenggat.pdf');
  return form;
}

/**
 * The next write of the surge: the next idle session in turn, and what it does now (evidence
 * when its minute is up, a send one write in SEND_EVERY, else answers: its region's and its
 * draft's in turn). Null when every session has a request in flight.
 */
export function surgeWrites(plan: SurgePlan): () => WriteRequest | null {
  let turn = 0;
  let writes = 0;
  const pick = <T>(xs: T[], n: number) => xs[n % xs.length]!;
  return () => {
    const ss = plan.sessions;
    for (let k = 0; k < ss.length; k++) {
      const s = ss[turn++ % ss.length]!;
      if (s.busy) continue;
      s.busy = true;
      const n = writes++;
      const release = () => {
        s.busy = false;
      };
      const now = Date.now();
      if (now >= s.nextEvidence) {
        s.nextEvidence = now + EVIDENCE_EVERY_MS;
        const ind = pick(plan.evidenceIndicators, n);
        return {
          kind: 'evidence',
          method: 'POST',
          path: `/api/daerah/${s.profilId}/dokumen`,
          token: s.token,
          form: evidenceForm(ind),
          done: release,
        };
      }
      if (n % SEND_EVERY === SEND_EVERY - 1 && s.toSend.length) {
        const id = s.toSend.pop()!;
        return {
          kind: 'send',
          method: 'POST',
          path: `/api/inovasi/${id}/kirim`,
          token: s.token,
          body: {},
          done: release,
        };
      }
      const region = n % 2 === 0 || s.answerDraft === null;
      const ind = pick(region ? plan.regionIndicators : plan.innovationIndicators, n >> 1);
      const body = {
        tahun: plan.tahun,
        jawaban: [{ indikator_id: ind.id, skala_id: pick(ind.skala, n >> 3) }],
      };
      return {
        kind: region ? 'region answers' : 'innovation answers',
        method: 'POST',
        path: region
          ? `/api/daerah/${s.profilId}/indikator`
          : `/api/inovasi/${s.answerDraft}/indikator`,
        token: s.token,
        body,
        done: release,
      };
    }
    return null;
  };
}

/** Sends one write; answers null or what went wrong, named by its kind. */
export const sendWrite = (baseUrl: string, r: WriteRequest): Promise<string | null> =>
  send(baseUrl, r, { timeoutMs: WRITE_TIMEOUT_MS, label: r.kind });
