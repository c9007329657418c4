import {
  AREA_REVIEWERS,
  COMPETITION_EDITORS,
  INNOVATION_EDITORS,
  QUALITY_CONTROL,
  REVIEWERS,
  STAFF,
  VERIFIERS,
  VERIFIKATOR,
} from './policy';
import { SCREEN_ROLES } from './screens';
import { hasAnyRole, type Role } from './roles';

/**
 * An innovation's journey to the ministry (spec 4, issue 9): one state read from the
 * registration record (`status_nomor`) and the QC flag (`qc`), the transitions between states,
 * who may take each one, and who must act next. The server applies a transition with a
 * conditional update on the state it read, so two reviewers acting at once cannot both win.
 */
export const WORKFLOW_STATES = [
  /** Not sent, or withdrawn (no registration record, or status_nomor -1). */
  'draf',
  /** Sent, waiting for a verifier (status_nomor 0). */
  'dikirim',
  /** Verified by a verifier, waiting for quality control (status_nomor 1, qc 0). */
  'terverifikasi',
  /** Rejected by a verifier, waiting for quality control (status_nomor 2, qc 0). */
  'ditolak',
  /** Accepted as an innovation by quality control (status_nomor 1, qc 1). Final. */
  'diterima',
  /** Rejection confirmed by quality control (status_nomor 2, qc 2): the region may fix and resend. */
  'ditolak_qc',
] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];

export const WORKFLOW_ACTIONS = ['kirim', 'setujui', 'tolak', 'qc-terima', 'qc-tolak'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export const isWorkflowAction = (v: string): v is WorkflowAction =>
  (WORKFLOW_ACTIONS as readonly string[]).includes(v);

/** What the registration record and the innovation row say. */
export interface WorkflowFacts {
  /** null when no registration record exists. */
  status_nomor: number | null;
  qc: number | null;
}

/** The stored columns of a state (what a transition writes). */
export interface StoredState {
  status_nomor: number;
  qc: number;
}

export function stateOf({ status_nomor, qc }: WorkflowFacts): WorkflowState {
  if (status_nomor === null || status_nomor < 0) return 'draf';
  if (status_nomor === 0) return 'dikirim';
  if (status_nomor === 1) return qc === 1 ? 'diterima' : 'terverifikasi';
  return qc === 2 ? 'ditolak_qc' : 'ditolak';
}

export const STORED: Readonly<Record<WorkflowState, StoredState>> = {
  draf: { status_nomor: -1, qc: 0 },
  dikirim: { status_nomor: 0, qc: 0 },
  terverifikasi: { status_nomor: 1, qc: 0 },
  ditolak: { status_nomor: 2, qc: 0 },
  diterima: { status_nomor: 1, qc: 1 },
  ditolak_qc: { status_nomor: 2, qc: 2 },
};

/** Spec 6: quality control approves and confirms rejections; quality_control only. */
const QUALITY_CONTROLLERS: readonly Role[] = [QUALITY_CONTROL];
/** Spec 6 "Queue reject" on the review result (hasil-review): admin, superadmin, quality_control. */
const QUEUE_REJECTERS: readonly Role[] = [...STAFF, QUALITY_CONTROL];
/** Spec 2 hasil-rejected "approve" (issue 27 item 2): admin and superadmin overturn a rejection. */
const REJECTION_OVERTURNERS: readonly Role[] = STAFF;

interface Edge {
  from: readonly WorkflowState[];
  to: WorkflowState;
  roles: readonly Role[];
}

/**
 * Every legal move. A rejected innovation goes back to the region, which may fix it and send it
 * again (spec 4: Kirim shows when status_nomor is neither 0 nor 1, so also while quality control
 * has not yet looked at the rejection; sending again puts it before a verifier once more). A verified innovation may still be rejected from the review result while qc is pending
 * (spec 2 hasil-review: "reject (hidden once qc is 1)"). A rejected innovation may be approved
 * from the rejected list by admin and superadmin while qc is pending (spec 2 hasil-rejected
 * "approve", issue 27): it becomes verified, with a note, and gets its registration number.
 */
const EDGES: Readonly<Record<WorkflowAction, readonly Edge[]>> = {
  kirim: [{ from: ['draf', 'ditolak', 'ditolak_qc'], to: 'dikirim', roles: INNOVATION_EDITORS }],
  setujui: [
    { from: ['dikirim'], to: 'terverifikasi', roles: VERIFIERS },
    { from: ['ditolak'], to: 'terverifikasi', roles: REJECTION_OVERTURNERS },
  ],
  tolak: [
    { from: ['dikirim'], to: 'ditolak', roles: VERIFIERS },
    { from: ['terverifikasi'], to: 'ditolak', roles: QUEUE_REJECTERS },
  ],
  'qc-terima': [{ from: ['terverifikasi', 'ditolak'], to: 'diterima', roles: QUALITY_CONTROLLERS }],
  'qc-tolak': [
    { from: ['terverifikasi', 'ditolak'], to: 'ditolak_qc', roles: QUALITY_CONTROLLERS },
  ],
};

/**
 * A competition entry's journey: the same states and reviewers, sent by the competition's
 * editors (spec 6: upt too) through /api/lomba-inovasi-daerah/kirim/{id}.
 */
export const LOMBA_EDGES: Readonly<Record<WorkflowAction, readonly Edge[]>> = {
  ...EDGES,
  kirim: EDGES.kirim.map((e) => ({ ...e, roles: COMPETITION_EDITORS })),
};

/** Roles that may take an action from some state (403 for the others, whatever the state). */
export const rolesFor = (action: WorkflowAction): Role[] => [
  ...new Set(EDGES[action].flatMap((e) => e.roles)),
];

export type TransitionOutcome =
  | { ok: true; from: WorkflowState; to: WorkflowState }
  /**
   * `role`: the account may take this action from no state at all (403); `state`: it may, but
   * not from this one (409), e.g. the loser of an approve racing a reject.
   */
  | { ok: false; reason: 'role' | 'state'; from: WorkflowState };

/**
 * Whether `action` may be taken from `from` by an account with `roles`. Only the moves open to
 * the account count: a verifier's reject meets a verified innovation (which only admin,
 * superadmin and quality control may still reject) as a state it cannot act on, a 409, not as
 * a role it lacks.
 * @example transition('setujui', 'dikirim', ['verifikator']) // { ok: true, to: 'terverifikasi' }
 * @example transition('setujui', 'draf', ['verifikator']).reason // 'state'
 * @example transition('tolak', 'terverifikasi', ['verifikator']).reason // 'state'
 */
export function transition(
  action: WorkflowAction,
  from: WorkflowState,
  roles: readonly string[],
  /** LOMBA_EDGES for a competition entry. */
  edges: Readonly<Record<WorkflowAction, readonly Edge[]>> = EDGES,
): TransitionOutcome {
  const own = edges[action].filter((e) => hasAnyRole(roles, e.roles));
  if (!own.length) return { ok: false, reason: 'role', from };
  const edge = own.find((e) => e.from.includes(from));
  if (!edge) return { ok: false, reason: 'state', from };
  return { ok: true, from, to: edge.to };
}

/** Who must act next: the region (pengusul), a verifier, quality control, or nobody. */
export const NEXT_ACTORS = ['pengusul', VERIFIKATOR, QUALITY_CONTROL] as const;
export type NextActor = (typeof NEXT_ACTORS)[number] | null;

export function nextActor(state: WorkflowState): NextActor {
  switch (state) {
    case 'draf':
    case 'ditolak_qc':
      return 'pengusul';
    case 'dikirim':
      return VERIFIKATOR;
    case 'terverifikasi':
    case 'ditolak':
      return QUALITY_CONTROL;
    case 'diterima':
      return null;
  }
}

/** Actions whose note is mandatory: a rejection always says why. */
export const NEEDS_REASON: readonly WorkflowAction[] = ['tolak', 'qc-tolak'];

/**
 * Whether a step from `from` needs a note: every rejection, and the approval that overturns a
 * verifier's rejection (issue 27 item 2: the note says why).
 * @example needsNote('setujui', 'ditolak') // true
 * @example needsNote('setujui', 'dikirim') // false
 */
export const needsNote = (action: WorkflowAction, from: WorkflowState | null): boolean =>
  NEEDS_REASON.includes(action) || (action === 'setujui' && from === 'ditolak');

/**
 * A readable, unique registration number: year / region code / sequence within them
 * (e.g. `2026/32.73/00012`).
 */
export const registrationNumber = (tahun: number, kodeDaerah: string, sequence: number) =>
  `${tahun}/${kodeDaerah}/${String(sequence).padStart(5, '0')}`;

/** The prefix shared by the numbers of a year and region (for the next sequence). */
export const registrationPrefix = (tahun: number, kodeDaerah: string) => `${tahun}/${kodeDaerah}/`;

/**
 * Who may read an innovation's timeline and evidence: its list's readers, everyone who reviews
 * it, and a province for its districts and cities (the daerah-binaan screen's document preview).
 */
export const WORKFLOW_READERS: readonly Role[] = [
  ...new Set([
    ...SCREEN_ROLES['inovasi-daerah'],
    ...REVIEWERS,
    ...AREA_REVIEWERS,
    ...SCREEN_ROLES['daerah-binaan'],
  ]),
];
