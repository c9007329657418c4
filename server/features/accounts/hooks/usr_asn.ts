import { sql } from 'drizzle-orm';
import { usr_asn } from '../../../platform/db/schema';
import { enforceAccountGrants } from '../services/accountGrants';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * The accounts table, whichever screen writes it (account-admin, account, akun-diklat: each
 * registers these hooks in index.ts).
 */
export const accountHooks: ResourceHooks = {
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
