import { actionDenied, type ActionId } from '../../domain/actions';
import { getRoles } from '../providers/session';

/** The app settings the action rules read; SettingsGate stores each under its own name. */
const SETTING_NAMES = [
  'iga_status',
  'batas_input',
  'lomba_status',
  'lomba_edit_indikator',
  'lomba_kirim_inovasi',
  'update_indikator_spd',
  'kirim_inovasi',
];

export function localSettings(): Record<string, string | null> {
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, localStorage.getItem(name)]));
}

/**
 * Whether the signed-in account may do an action of domain/actions.ts now: the same rule the API
 * enforces, so a button shows only where the call would succeed.
 */
export function actionAllowed(id: ActionId, record?: object | null): boolean {
  const ctx = {
    settings: localSettings(),
    now: new Date(),
    record: record as Record<string, unknown>,
  };
  return actionDenied(id, getRoles(), ctx) === null;
}

/** Spec 2: "Input Indikator" shows while the update_indikator_spd setting is 1. */
export const indicatorInputOpen = () => localStorage.getItem('update_indikator_spd') === '1';
