import { actionDenied, type ActionId } from '../../domain/actions';
import { actionsId } from '../../i18n/id/actions';
import type { ResourceConfig } from '../../resources/types';
import type { AppDeps } from '../platform/http/context';
import type { Db } from '../platform/db/client';
import { fail } from '../platform/http/http';
import type { AuthUser } from '../platform/auth/authUser';
import type { TableHooks } from './hooks';
import { allSettings } from '../platform/cache/settingsCache';

const reasons = actionsId.actions.reason as Record<string, string>;

/**
 * Applies the resource's action rule (roles plus settings and record state, domain/actions.ts)
 * to a create, update or delete: 403 when the role may not, 409 when the state forbids it.
 */
export async function checkActionRule(
  db: Db,
  deps: AppDeps,
  resource: ResourceConfig,
  hooks: TableHooks,
  action: 'create' | 'update' | 'delete',
  user: AuthUser,
  record: Record<string, unknown> | null,
  values: Record<string, unknown> | null = null,
): Promise<void> {
  const id = resource.actions?.[action];
  if (!id) return;
  await enforceAction(db, deps, id, hooks, user, record, values);
}

/** One action of domain/actions.ts on a record: 403 for the role, 409 for the state. */
export async function enforceAction(
  db: Db,
  deps: AppDeps,
  id: ActionId,
  hooks: TableHooks,
  user: AuthUser,
  record: Record<string, unknown> | null,
  values: Record<string, unknown> | null = null,
): Promise<void> {
  const extra = record && hooks.recordContext ? await hooks.recordContext(db, record) : {};
  const reason = actionDenied(id, user.roles, {
    settings: await allSettings(db),
    now: deps.clock.now(),
    record: record ? { ...record, ...extra } : null,
    values,
  });
  if (!reason) return;
  const key = reason.replace(/^actions\.reason\./, '');
  const forbidden = key === 'role' || key === 'role_not_assignable';
  throw fail(forbidden ? 403 : 409, reasons[key] ?? reasons.role!);
}
