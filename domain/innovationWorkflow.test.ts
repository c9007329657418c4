import { describe, expect, it } from 'vitest';
import {
  needsNote,
  nextActor,
  registrationNumber,
  rolesFor,
  stateOf,
  STORED,
  transition,
  WORKFLOW_ACTIONS,
  WORKFLOW_STATES,
  type WorkflowAction,
  type WorkflowState,
} from './innovationWorkflow';

describe('innovation state', () => {
  it('reads the registration status and the QC flag', () => {
    expect(stateOf({ status_nomor: null, qc: 0 })).toBe('draf');
    expect(stateOf({ status_nomor: -1, qc: 0 })).toBe('draf');
    expect(stateOf({ status_nomor: 0, qc: 0 })).toBe('dikirim');
    expect(stateOf({ status_nomor: 1, qc: 0 })).toBe('terverifikasi');
    expect(stateOf({ status_nomor: 1, qc: null })).toBe('terverifikasi');
    expect(stateOf({ status_nomor: 1, qc: 1 })).toBe('diterima');
    expect(stateOf({ status_nomor: 2, qc: 0 })).toBe('ditolak');
    expect(stateOf({ status_nomor: 2, qc: 2 })).toBe('ditolak_qc');
  });

  it('stores each state so that reading it back gives the same state', () => {
    for (const state of WORKFLOW_STATES) expect(stateOf(STORED[state])).toBe(state);
  });

  it('names who must act next', () => {
    expect(nextActor('draf')).toBe('pengusul');
    expect(nextActor('dikirim')).toBe('verifikator');
    expect(nextActor('terverifikasi')).toBe('quality_control');
    expect(nextActor('ditolak')).toBe('quality_control');
    expect(nextActor('ditolak_qc')).toBe('pengusul');
    expect(nextActor('diterima')).toBeNull();
  });
});

describe('transitions', () => {
  // Every legal move with a role that may take it; everything else is refused.
  const LEGAL: [WorkflowAction, WorkflowState, string, WorkflowState][] = [
    ['kirim', 'draf', 'pemda', 'dikirim'],
    ['kirim', 'draf', 'opd', 'dikirim'],
    ['kirim', 'ditolak', 'pemda', 'dikirim'],
    ['kirim', 'ditolak_qc', 'pemda', 'dikirim'],
    ['setujui', 'dikirim', 'verifikator', 'terverifikasi'],
    ['setujui', 'dikirim', 'admin', 'terverifikasi'],
    // Issue 27 item 2: hasil-rejected "approve" by admin and superadmin.
    ['setujui', 'ditolak', 'admin', 'terverifikasi'],
    ['setujui', 'ditolak', 'superadmin', 'terverifikasi'],
    ['tolak', 'dikirim', 'verifikator', 'ditolak'],
    ['tolak', 'terverifikasi', 'quality_control', 'ditolak'],
    ['tolak', 'terverifikasi', 'superadmin', 'ditolak'],
    ['qc-terima', 'terverifikasi', 'quality_control', 'diterima'],
    ['qc-terima', 'ditolak', 'quality_control', 'diterima'],
    ['qc-tolak', 'ditolak', 'quality_control', 'ditolak_qc'],
    ['qc-tolak', 'terverifikasi', 'quality_control', 'ditolak_qc'],
  ];

  it.each(LEGAL)('%s from %s by %s goes to %s', (action, from, role, to) => {
    expect(transition(action, from, [role])).toEqual({ ok: true, from, to });
  });

  it('refuses every other state with reason "state" for a role that may take the action', () => {
    for (const action of WORKFLOW_ACTIONS) {
      const legalFrom = new Set(LEGAL.filter((l) => l[0] === action).map((l) => l[1]));
      for (const from of WORKFLOW_STATES) {
        if (legalFrom.has(from)) continue;
        const outcome = transition(action, from, rolesFor(action));
        expect(outcome, `${action} from ${from}`).toEqual({ ok: false, reason: 'state', from });
      }
    }
  });

  it('acting twice is refused: approving an approved one, confirming a confirmed rejection', () => {
    expect(transition('setujui', 'terverifikasi', ['verifikator']).ok).toBe(false);
    expect(transition('qc-tolak', 'ditolak_qc', ['quality_control']).ok).toBe(false);
    expect(transition('kirim', 'dikirim', ['pemda']).ok).toBe(false);
  });

  it('refuses roles outside spec 6 with reason "role", whatever the state', () => {
    expect(transition('setujui', 'dikirim', ['pemda'])).toMatchObject({ reason: 'role' });
    expect(transition('setujui', 'dikirim', ['quality_control'])).toMatchObject({ reason: 'role' });
    expect(transition('qc-terima', 'ditolak', ['admin'])).toMatchObject({ reason: 'role' });
    expect(transition('qc-terima', 'ditolak', ['verifikator'])).toMatchObject({ reason: 'role' });
    expect(transition('kirim', 'draf', ['verifikator'])).toMatchObject({ reason: 'role' });
    expect(transition('kirim', 'draf', ['viewer'])).toMatchObject({ reason: 'role' });
  });

  it('answers "state" to a role that may take the step, only not from this state', () => {
    // quality_control rejects only from the review result, not a fresh submission.
    expect(transition('tolak', 'dikirim', ['quality_control'])).toMatchObject({ reason: 'state' });
    // Issue 21 finding 15: a verifier's reject that lost the race to an approve finds the
    // innovation verified, which only admin, superadmin and quality_control may still reject.
    expect(transition('tolak', 'terverifikasi', ['verifikator'])).toMatchObject({
      reason: 'state',
      from: 'terverifikasi',
    });
    expect(transition('setujui', 'ditolak', ['verifikator'])).toMatchObject({ reason: 'state' });
    expect(transition('tolak', 'terverifikasi', ['admin']).ok).toBe(true);
    // Only admin and superadmin overturn a rejection; never once quality control confirmed it.
    expect(transition('setujui', 'ditolak_qc', ['admin'])).toMatchObject({ reason: 'state' });
  });

  it('asks a note for every rejection and for approving a rejected innovation', () => {
    expect(needsNote('tolak', 'dikirim')).toBe(true);
    expect(needsNote('qc-tolak', 'ditolak')).toBe(true);
    expect(needsNote('setujui', 'ditolak')).toBe(true);
    expect(needsNote('setujui', 'dikirim')).toBe(false);
    expect(needsNote('qc-terima', 'ditolak')).toBe(false);
  });
});

describe('registration number', () => {
  it('reads year / region code / five-digit sequence', () => {
    expect(registrationNumber(2026, '32.73', 12)).toBe('2026/32.73/00012');
  });
});
