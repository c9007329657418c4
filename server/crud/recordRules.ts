import {
  lockedAfterSend,
  RECORD_RULES,
  WINDOW_SETTING,
  windowFor,
} from '../../domain/innovationRules';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { fail, MESSAGES } from '../platform/http/http';
import type { AuthUser } from '../platform/auth/authUser';
import { hooksOf } from './hooks';
import { validationMessage } from '../platform/http/validationMessages';
import { allSettings } from '../platform/cache/settingsCache';

const sameDate = (a: unknown, b: unknown) =>
  String(a ?? '').slice(0, 10) === String(b ?? '').slice(0, 10);

/**
 * A resource's record-level rules on the record as it will be stored (the stored row with the
 * write over it), and its `lockedWhenSent` fields: 422 keyed by field, in Indonesian, with the
 * messages the form shows.
 */
export async function checkRecordRules(
  db: Db,
  resource: ResourceConfig,
  user: AuthUser,
  before: Record<string, unknown> | null,
  values: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  const merged = { ...(before ?? {}), ...values };
  if (resource.recordRule) {
    const settings = await allSettings(db);
    const tahun = Number(merged.tahun) || new Date().getFullYear();
    const window = windowFor(settings[WINDOW_SETTING], tahun);
    for (const [field, failure] of Object.entries(
      RECORD_RULES[resource.recordRule](merged, window),
    ))
      errors[field] = validationMessage(failure);
  }
  const locked = resource.fields.filter(
    (f) =>
      f.lockedWhenSent &&
      before &&
      f.source in values &&
      !sameDate(values[f.source], before[f.source]),
  );
  if (locked.length > 0 && before) {
    const context = (await hooksOf(resource).recordContext?.(db, before)) ?? {};
    if (lockedAfterSend(user.roles, context.status_nomor as number | null | undefined)) {
      for (const f of locked)
        errors[f.source] = validationMessage({ key: 'validation.locked_after_send' });
    }
  }
  if (Object.keys(errors).length > 0) throw fail(422, MESSAGES.invalid, errors);
}
