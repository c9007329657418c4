import {
  needsNote,
  STORED,
  transition,
  type WorkflowAction,
  type WorkflowState,
} from '../../../domain/innovationWorkflow';
import type { nomor_registrasi } from '../../platform/db/schema';

/**
 * An innovation's journey as its actors took it: each step checked against the workflow's own
 * transition table (domain/innovationWorkflow.ts) for the actor's roles, and written as
 * applyTransition (services/innovationWorkflow.ts) writes it: one history entry per step with
 * its states, the record's state, note and actors.
 */

type History = NonNullable<(typeof nomor_registrasi.$inferInsert)['history']>;

/** Who takes a step: the region's sender, the area's verifier (pemeriksa) or its quality control (mutu). */
export type Pelaku = 'pengirim' | 'pemeriksa' | 'mutu';

export type Langkah = readonly [WorkflowAction, Pelaku, string?];

/** Each journey the demo shows, by the state it ends in (`kirim_ulang`: fixed and resent). */
export const JOURNEYS = {
  dikirim: [['kirim', 'pengirim']],
  terverifikasi: [
    ['kirim', 'pengirim'],
    ['setujui', 'pemeriksa', 'Bukti indikator lengkap dan sah'],
  ],
  ditolak: [
    ['kirim', 'pengirim'],
    ['tolak', 'pemeriksa', 'Indikator 16: SK tidak mencantumkan nama inovasi'],
  ],
  diterima: [
    ['kirim', 'pengirim'],
    ['setujui', 'pemeriksa', 'Bukti indikator lengkap dan sah'],
    ['qc-terima', 'mutu'],
  ],
  ditolak_qc: [
    ['kirim', 'pengirim'],
    ['tolak', 'pemeriksa', 'Indikator 35: video penerapan tidak dapat diputar'],
    ['qc-tolak', 'mutu', 'Penolakan verifikator sudah tepat'],
  ],
  kirim_ulang: [
    ['kirim', 'pengirim'],
    ['tolak', 'pemeriksa', 'Indikator 16: SK tidak mencantumkan nama inovasi'],
    ['qc-tolak', 'mutu', 'Penolakan verifikator sudah tepat'],
    ['kirim', 'pengirim'],
    ['setujui', 'pemeriksa', 'Bukti perbaikan SK sudah sesuai'],
    ['qc-terima', 'mutu'],
  ],
} as const satisfies Record<string, readonly Langkah[]>;
export type Journey = keyof typeof JOURNEYS;

/** The indicator (no_urut) a rejection's note names, or null. */
export const rejectedIndicator = (note: string | undefined): number | null => {
  const m = /^Indikator (\d+):/.exec(note ?? '');
  return m ? Number(m[1]) : null;
};

export interface Actor {
  id: number;
  roles: readonly string[];
}

export interface Taken {
  state: WorkflowState;
  history: History;
  /** The last of each kind of actor (the record's sent_by, verified_by, qc_by). */
  sent_by: number;
  verified_by: number | null;
  qc_by: number | null;
  catatan: string | null;
  /** When the record first became verified (its number is given then), or null. */
  verified_at: string | null;
  /** The verifier's last decision: the note of a rejection, or null for an approval. */
  rejection: string | null;
}

/**
 * Takes a journey's steps from the draft state, a day apart from `start`, each refused unless
 * the transition table allows it to that actor from the state reached; a step that needs a
 * note always has one.
 */
export function takeJourney(
  steps: readonly Langkah[],
  actors: Readonly<Record<Pelaku, Actor>>,
  start: number,
  stepMs = 86_400_000,
  /** LOMBA_EDGES for a competition entry. */
  edges?: Parameters<typeof transition>[3],
): Taken {
  let state: WorkflowState = 'draf';
  const history: History = [];
  const out: Omit<Taken, 'state' | 'history'> = {
    sent_by: 0,
    verified_by: null,
    qc_by: null,
    catatan: null,
    verified_at: null,
    rejection: null,
  };
  steps.forEach(([action, who, note], i) => {
    const actor = actors[who];
    const outcome = transition(action, state, actor.roles, edges);
    if (!outcome.ok)
      throw new Error(`Alur demo: ${action} dari ${state} ditolak (${outcome.reason})`);
    if (needsNote(action, state) && !note) throw new Error(`Alur demo: ${action} tanpa catatan`);
    const ts = new Date(start + i * stepMs).toISOString();
    const status = STORED[outcome.to].status_nomor;
    history.push({
      ts,
      by: actor.id,
      action,
      status,
      ...(note ? { catatan: note } : {}),
      from: state,
      to: outcome.to,
    });
    if (action === 'kirim') out.sent_by = actor.id;
    else if (action.startsWith('qc-')) out.qc_by = actor.id;
    else {
      out.verified_by = actor.id;
      out.rejection = action === 'tolak' ? (note ?? null) : null;
    }
    if (status === 1 && out.verified_at === null) out.verified_at = ts;
    out.catatan = note ?? null;
    state = outcome.to;
  });
  return { state, history, ...out };
}
