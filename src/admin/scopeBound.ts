import { hasAnyRole } from '../../domain/roles';
import {
  AREA_ROLES,
  OWN_REGION_ROLES,
  PROVINCE_ROLES,
  REGION_FREE_ROLES,
} from '../../domain/scoping';
import type { ResourceConfig } from '../../resources/types';
import { getRoles } from '../providers/session';

/**
 * Whether an account is fixed to its own region (spec 6, data scoping): the server sets the
 * region of what it writes whatever is sent (server/crud/scope.ts, `imposeScope`), so its
 * screens neither ask for nor show it.
 */
export function fixedToOwnRegion(roles: readonly string[]): boolean {
  return (
    hasAnyRole(roles, OWN_REGION_ROLES) &&
    !hasAnyRole(roles, REGION_FREE_ROLES) &&
    !hasAnyRole(roles, PROVINCE_ROLES) &&
    !hasAnyRole(roles, AREA_ROLES)
  );
}

/** The fields of a resource the account cannot choose: left out of its forms, filters and lists. */
export function scopeBoundFields(config: ResourceConfig, roles: readonly string[]): Set<string> {
  const bound = new Set<string>();
  const region = config.scope?.region;
  if (region && fixedToOwnRegion(roles)) bound.add(region.field);
  return bound;
}

/** The scope-bound fields of a resource for the signed-in account. */
export const useScopeBound = (config: ResourceConfig): Set<string> =>
  scopeBoundFields(config, getRoles());
