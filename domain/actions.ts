import {
  ADMIN_DIKLAT,
  AREA_REVIEWERS,
  ASN,
  ASSESSORS,
  AVERAGE_PANEL_READERS,
  COMPETITION_EDITORS,
  DEVELOPER,
  DIKLAT,
  DIKLAT_ACCOUNTS,
  DIKLAT_CONFIGURATORS,
  INNOVATION_EDITORS,
  OPD,
  PEMDA,
  PROFILE_EDITORS,
  QUALITY_CONTROL,
  REVIEWERS,
  STAFF,
  SUPERADMIN,
  TIM_PENILAI,
  UPT,
  VERIFIERS,
  VIEWER,
} from './policy';
import { rolesFor, WORKFLOW_READERS } from './innovationWorkflow';
import { hasAnyRole, type Role } from './roles';
import { SCREEN_ROLES } from './screens';

/** What the settings-dependent rules read (spec 9 "Local flags", app settings by name). */
export interface ActionContext {
  settings: Readonly<Record<string, string | null | undefined>>;
  now: Date;
  /** The record acted on, when there is one. */
  record?: Readonly<Record<string, unknown>> | null;
  /** The values a create or update is about to store. */
  values?: Readonly<Record<string, unknown>> | null;
}

export interface ActionRule {
  roles: readonly Role[];
  /** Extra condition beyond the roles; returns the reason (an i18n key) when it fails. */
  when?: (ctx: ActionContext, roles: readonly string[]) => string | null;
}

/** The input period is over when the `batas_input` setting (YYYY-MM-DD, Jakarta) has passed. */
export function isExpired(ctx: ActionContext): boolean {
  const limit = ctx.settings.batas_input;
  if (!limit || !/^\d{4}-\d{2}-\d{2}$/.test(limit)) return false;
  return ctx.now.getTime() > Date.parse(`${limit}T23:59:59+07:00`);
}

const flagOn = (ctx: ActionContext, name: string) => ctx.settings[name] === '1';

/** Spec 6: competition add, edit, delete: admin, superadmin, pemda, opd, upt. */
const LOMBA_WRITERS = COMPETITION_EDITORS;

/**
 * A competition write: the flag on, never an index-year record, and for all but admin and
 * superadmin not while the entry is sent or verified (registration status 0 or 1).
 */
function lombaOpen(
  ctx: ActionContext,
  roles: readonly string[],
  flag: string,
  closed: string,
): string | null {
  if (!flagOn(ctx, flag)) return closed;
  if (ctx.record?.is_index === 1) return 'actions.reason.index_record';
  if (hasAnyRole(roles, STAFF)) return null;
  const status = ctx.record?.status_nomor;
  return status === 0 || status === 1 ? 'actions.reason.sent' : null;
}

const openPeriod = (ctx: ActionContext) =>
  isExpired(ctx)
    ? 'actions.reason.expired'
    : flagOn(ctx, 'iga_status')
      ? null
      : 'actions.reason.iga_closed';

/**
 * Row actions and per-screen actions of spec 2 and 6 ("Actions"), with their roles and the
 * settings-dependent conditions of spec 4. Server routes and client buttons read this table.
 */
export const ACTIONS = {
  'inovasi.create': { roles: INNOVATION_EDITORS, when: openPeriod },
  'inovasi.update': {
    roles: INNOVATION_EDITORS,
    when: (ctx, roles) => {
      if (hasAnyRole(roles, STAFF)) return null; // spec 4: admin and superadmin may always edit
      if (isExpired(ctx)) return 'actions.reason.expired';
      const status = ctx.record?.status_nomor;
      return status === 0 || status === 1 ? 'actions.reason.sent' : null;
    },
  },
  'inovasi.delete': {
    roles: [DEVELOPER, SUPERADMIN, PEMDA],
    when: (ctx) => {
      const period = openPeriod(ctx);
      if (period) return period;
      const status = ctx.record?.status_nomor;
      return status === 0 || status === 1 ? 'actions.reason.sent' : null;
    },
  },
  // Reading a region profile's own calls (its pact, indicator answers, downloads): the roles that
  // open a profile, as the profile's `show` access (resources/profil_pemda.ts).
  'profil.read': {
    roles: [
      ...new Set([...SCREEN_ROLES['profil-pemda-old'], ...SCREEN_ROLES['detail-pemda-verifikasi']]),
    ],
  },
  // Reading an innovation's indicator answers and its downloads: the list's readers, everyone who
  // reviews it and a province for its districts (the daerah-binaan screen), as its evidence.
  'inovasi.read': { roles: WORKFLOW_READERS },
  'skor.verify': { roles: VERIFIERS },
  // Issue 9: an innovation's download carries the verifier's points and notes for whoever reviews
  // it (the verifiers and quality control) before a verifier has decided; for everyone after.
  'inovasi.read_verification': { roles: [...VERIFIERS, QUALITY_CONTROL] },
  // Spec 2 (profil-pemda-old): a region edits its profile only while iga_status is 1; admin and
  // superadmin always (the pact and logo calls and the crud update share this rule).
  'profil.edit': {
    roles: PROFILE_EDITORS,
    when: (ctx, roles) =>
      hasAnyRole(roles, STAFF) || flagOn(ctx, 'iga_status') ? null : 'actions.reason.iga_closed',
  },
  'pakta.upload': { roles: PROFILE_EDITORS },
  // Region indicator answers and their documents: admin and superadmin always; the region's pemda
  // only while the period is open (iga_status 1) and before batas_input (spec 4, 6).
  'indikator.edit': {
    roles: PROFILE_EDITORS,
    when: (ctx, roles) => (hasAnyRole(roles, STAFF) ? null : openPeriod(ctx)),
  },
  // Copying a period's indicator set to a new year (issue 7 item 1): master data of the whole
  // index, kept to superadmin like the other period-wide changes.
  'indikator.salin': { roles: [SUPERADMIN] },
  'indikator.type_filter': {
    roles: [...STAFF, ...ASSESSORS, VIEWER, ...AREA_REVIEWERS],
  },
  // The innovation's journey (issue 9): each step's roles are those of its moves in
  // domain/innovationWorkflow.ts; the state decides the rest (409 in the service).
  'inovasi.kirim': { roles: rolesFor('kirim') },
  'inovasi.setujui': { roles: rolesFor('setujui') },
  'inovasi.tolak': { roles: rolesFor('tolak') },
  'inovasi.qc_terima': { roles: rolesFor('qc-terima') },
  'inovasi.qc_tolak': { roles: rolesFor('qc-tolak') },
  'review.approve': { roles: VERIFIERS },
  'review.reject': { roles: VERIFIERS },
  'review.qc_preview': { roles: VERIFIERS },
  'hasil_review.qc_approve': { roles: [QUALITY_CONTROL] },
  'hasil_review.qc_reject': { roles: [QUALITY_CONTROL] },
  'quality_control.reject': { roles: [...STAFF, QUALITY_CONTROL] },
  // Issue 10: the IGA flag and the recount change published results: superadmin only.
  'ranking.iga_flag': { roles: [SUPERADMIN] },
  'indeks.hitung_ulang': { roles: [SUPERADMIN] },
  // Issue 24 item 5: the average-index panel of the home screens (aggregates, and a region's
  // own row for an account fixed to its region).
  'indeks.panel': { roles: AVERAGE_PANEL_READERS },
  // Issue 25: the award. Superadmin confirms or adjusts the nominees, sets the period's weights
  // and publishes; an assessor (tim.penilai, or staff listed as iga_penilai) scores.
  'iga.nominasi': { roles: [SUPERADMIN] },
  'iga.nilai': { roles: [...STAFF, TIM_PENILAI] },
  'ranking_iga.bobot': { roles: [SUPERADMIN] },
  'ranking_iga.terbitkan': { roles: [SUPERADMIN] },
  // Issue 25 item 6: reminders mail the regions' pemda accounts; staff send them (the report's
  // other readers, assessors and viewers, only read it).
  'iga.pengingat': { roles: STAFF },
  'arsip.edit': { roles: STAFF },
  'arsip.delete': { roles: STAFF },
  // Competition entries (spec 4, 6): add, edit and delete while lomba_status is 1, never an
  // index-year record, and (as an innovation) not while a verifier has it or after it passed.
  'lomba.write': {
    roles: LOMBA_WRITERS,
    when: (ctx, roles) => lombaOpen(ctx, roles, 'lomba_status', 'actions.reason.lomba_closed'),
  },
  // Who reads an entry and its evidence: the list's readers and whoever reviews it.
  'lomba.read': {
    roles: [...new Set([...SCREEN_ROLES['lomba-inovasi-daerah'], ...REVIEWERS, ...AREA_REVIEWERS])],
  },
  // An entry's indicator answers and documents (spec 9 lomba_edit_indikator).
  'lomba.indikator': {
    roles: LOMBA_WRITERS,
    when: (ctx, roles) =>
      lombaOpen(ctx, roles, 'lomba_edit_indikator', 'actions.reason.lomba_indikator_closed'),
  },
  // Sending an entry to verification (spec 9 lomba_kirim_inovasi); the state is the workflow's.
  'lomba.kirim': {
    roles: LOMBA_WRITERS,
    when: (ctx) => {
      if (!flagOn(ctx, 'lomba_kirim_inovasi')) return 'actions.reason.lomba_kirim_closed';
      return ctx.record?.is_index === 1 ? 'actions.reason.index_record' : null;
    },
  },
  'diklat.write': { roles: DIKLAT },
  // Uploading a file (POST /media/upload): whoever creates or updates a resource with a file
  // field, so a read-only role cannot fill the disk with files nothing names. The resources'
  // access decides it; tests/build/accessChecks.test.ts fails when this list and they part.
  'media.upload': { roles: [...STAFF, PEMDA, OPD, UPT, ASN, ...DIKLAT_ACCOUNTS] },
  // Prometheus metrics (GET /metrics) without a scrape from this machine: admin and superadmin.
  'ops.metrics': { roles: STAFF },
  // Not in spec 6, which names no role for it: deleting an account (and its history's actor) is
  // kept to superadmin; admins disable accounts instead.
  'akun.delete': { roles: [SUPERADMIN] },
  'akun_diklat.write': {
    roles: DIKLAT_CONFIGURATORS,
    // Spec 6: only superadmin hands out (or touches) the national admin.diklat role.
    when: (ctx, roles) => {
      if (hasAnyRole(roles, [SUPERADMIN])) return null;
      const touches = [ctx.record?.role, ctx.values?.role].some((r) => r === ADMIN_DIKLAT);
      return touches ? 'actions.reason.role_not_assignable' : null;
    },
  },
} as const satisfies Record<string, ActionRule>;

export type ActionId = keyof typeof ACTIONS;

/** Whether the roles hold a declared action (its role list only; `actionDenied` adds its `when`). */
export const mayAct = (id: ActionId, roles: readonly string[]): boolean =>
  hasAnyRole(roles, ACTIONS[id].roles);

/** null when allowed; otherwise why not (`actions.reason.*` or `actions.reason.role`). */
export function actionDenied(
  id: ActionId,
  roles: readonly string[],
  ctx: ActionContext,
): string | null {
  const rule: ActionRule = ACTIONS[id];
  if (!hasAnyRole(roles, rule.roles)) return 'actions.reason.role';
  return rule.when?.(ctx, roles) ?? null;
}
