import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { app_settings, iga2020_inovasi, nomor_registrasi, usr_asn } from '../db/schema';
import pengaturan from '../db/seed/data/pengaturan.json' with { type: 'json' };
import { isSubmitable } from '../../domain/innovationCompleteness';
import { checkSetting } from '../../domain/settings';
import { fail, message, MESSAGES } from '../http';
import { enforceAccountGrants } from '../services/accountGrants';
import type { AuthUser } from '../services/users';
import { validationMessage } from './messages';
import { forgetSettings } from './settingsCache';

export interface WriteContext {
  db: Db;
  deps: AppDeps;
  /** The row before the write (null on create). */
  before: Record<string, unknown> | null;
  /** The account writing (null only for writes made by the server itself). */
  user: AuthUser | null;
}

/**
 * Side effects a table needs on every write, whichever resource writes it (several screens
 * share the accounts table). Kept beside the engine, not in the resource declarations, because
 * they touch server state.
 */
export interface TableHooks {
  /** Inside the write's transaction, before the SQL: throws (403/409/422) to refuse it. */
  beforeWrite?(ctx: WriteContext, values: Record<string, unknown>): void | Promise<void>;
  /** Facts about a row kept in other tables that action rules need (registration status). */
  recordContext?(db: Db, row: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Inside the delete's transaction, before the SQL: throws (e.g. a 409) when the row must stay. */
  beforeDelete?(ctx: WriteContext, row: Record<string, unknown>): void | Promise<void>;
  /** After the write is committed. */
  afterWrite?(ctx: WriteContext, row: Record<string, unknown>): void;
}

const accountHooks: TableHooks = {
  async beforeWrite({ db, user, before }, values) {
    // Who may hand out which role and touch which account (issue 21), for every screen on the
    // table.
    await enforceAccountGrants(db, user, before ? Number(before.id) : null, { values });
    // A new password or disabling the account ends every session the account has.
    const disabled = 'is_active' in values && values.is_active !== before?.is_active && before;
    if (before && ('password' in values || disabled)) {
      values.token_version = sql`${usr_asn.token_version} + 1`;
    }
  },
  async beforeDelete({ db, user }, row) {
    await enforceAccountGrants(db, user, Number(row.id), { delete: true });
  },
  afterWrite({ deps }, row) {
    deps.userCache.invalidate(Number(row.id));
  },
};

/**
 * The settings the product reads (the seeded ones: edit rights, the active year, the deadline,
 * the predicate bands, ...). Deleting one would silently change every account's rights, so only
 * their values can change; a setting added by hand can still be deleted.
 */
export const PRODUCT_SETTINGS: ReadonlySet<string> = new Set([
  ...Object.keys(pengaturan.nilai),
  'predikat_bands',
]);

const settingsHooks: TableHooks = {
  // Every write of a setting the product reads is checked against its kind (domain/settings.ts),
  // and such a setting keeps its name: renaming it would be deleting it.
  beforeWrite({ before }, values) {
    const oldName = before ? String(before.name) : null;
    const name = 'name' in values ? String(values.name) : oldName!;
    if (oldName !== null && oldName !== name && PRODUCT_SETTINGS.has(oldName))
      throw fail(422, MESSAGES.invalid, {
        name: validationMessage({ key: 'validation.read_only' }),
      });
    const value = 'setting_value' in values ? values.setting_value : before?.setting_value;
    const failure = checkSetting(name, value);
    if (failure) throw fail(422, MESSAGES.invalid, { setting_value: validationMessage(failure) });
  },
  beforeDelete(_ctx, row) {
    const name = String(row.name);
    if (PRODUCT_SETTINGS.has(name)) throw fail(409, message('settingInUse', { name }));
  },
  afterWrite({ db }) {
    forgetSettings(db);
  },
};

const innovationHooks: TableHooks = {
  // `submitable` follows the Asta Cita theme as well as the indicators (whose side is kept by
  // services/innovationAnswers.ts): a theme changed here changes it too.
  beforeWrite({ before }, values) {
    if (!before || !('is_covid' in values)) return;
    const tema =
      values.is_covid === null || values.is_covid === undefined ? null : Number(values.is_covid);
    values.submitable = isSubmitable({
      status_dokumen: Number(before.status_dokumen),
      is_covid: tema,
    })
      ? 1
      : 0;
  },
  async recordContext(db, row) {
    const [reg] = await db
      .select({ status_nomor: nomor_registrasi.status_nomor })
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, Number(row.id)))
      .limit(1);
    return { status_nomor: reg?.status_nomor ?? null };
  },
};

const HOOKS = new Map<PgTable, TableHooks>([
  [iga2020_inovasi, innovationHooks],
  [usr_asn, accountHooks],
  [app_settings, settingsHooks],
]);

export const hooksFor = (table: PgTable): TableHooks => HOOKS.get(table) ?? {};
