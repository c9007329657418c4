import { lazy } from 'react';
import { Resource } from 'react-admin';
import { canDo } from '../../domain/access';
import { resourceLabel, type ResourceConfig } from '../../resources/types';
import { recordRepresentation } from './fields/referenceTarget';

/**
 * The generic screens load when first opened, not with the console: the first dashboard needs
 * none of the list, form or show code (react-admin's layout shows its loading indicator).
 */
const ResourceList = lazy(() =>
  import('./ResourceList').then((m) => ({ default: m.ResourceList })),
);
const ResourceShow = lazy(() =>
  import('./ResourceShow').then((m) => ({ default: m.ResourceShow })),
);
const ResourceCreate = lazy(() =>
  import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate })),
);
const ResourceEdit = lazy(() =>
  import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit })),
);

/** Whether any role at all may do an action (the route exists; canAccess decides per user). */
const declared = (config: ResourceConfig, action: 'create' | 'update') =>
  config.access[action] !== undefined && config.access[action] !== false;

/**
 * The react-admin `<Resource>` of a config: routed by its slug (`/dashboard/<slug>`), labelled
 * from i18n, with generic screens. The dataProvider maps the slug back to the API name.
 */
export function resourceElement(config: ResourceConfig) {
  return (
    <Resource
      key={config.slug}
      name={config.slug}
      options={{ label: resourceLabel(config) }}
      recordRepresentation={recordRepresentation(config)}
      list={<ResourceList config={config} />}
      show={<ResourceShow config={config} />}
      create={declared(config, 'create') ? <ResourceCreate config={config} /> : undefined}
      edit={declared(config, 'update') ? <ResourceEdit config={config} /> : undefined}
    />
  );
}

/** Whether a signed-in account may open a resource's list (menu entries, landing page). */
export const canList = (config: ResourceConfig, roles: readonly string[]) =>
  canDo(config.access, 'list', { roles });
