import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { grantableRoles, passwordRefusal } from '../../domain/accountGrants';
import { parseRoles } from '../../domain/roles';
import type { FieldConfig } from '../../resources/types';
import { getRoles, getUser } from '../providers/session';

/**
 * An account field as the signed-in account may use it (domain/accountGrants.ts, the server's
 * rule): the role select narrowed to the roles it may hand out (a stored role beyond them stays
 * shown, disabled), and for the password of an account it may not touch, the i18n key of why.
 */
export function useAccountGrant(field: FieldConfig): {
  field: FieldConfig;
  refusal: string | null;
} {
  const record = useRecordContext<{ id?: number; role?: string; is_active?: number }>();
  const recordId = record?.id;
  const recordRole = record?.role;
  const recordActive = record?.is_active;
  return useMemo(() => {
    const roles = getRoles();
    if (field.accountGrant === 'role') {
      const offered = field.choices ?? [];
      const allowed = new Set(
        grantableRoles(
          roles,
          offered.map((c) => String(c.id)),
        ),
      );
      return {
        field: {
          ...field,
          choices: offered.filter((c) => allowed.has(String(c.id))),
          shownChoices: field.shownChoices ?? offered,
        },
        refusal: null,
      };
    }
    const user = getUser();
    if (field.accountGrant !== 'password' || recordId === undefined || !user)
      return { field, refusal: null };
    const reason = passwordRefusal(
      { id: user.id, roles },
      { id: Number(recordId), roles: parseRoles(recordRole), active: recordActive === 1 },
    );
    return { field, refusal: reason && `form.account.${reason}` };
  }, [field, recordId, recordRole, recordActive]);
}
