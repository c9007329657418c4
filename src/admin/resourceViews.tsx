import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Resource } from 'react-admin';
import { resourceLabel, type ResourceConfig } from '../../resources/types';
import { customView } from './customViews';
import { recordRepresentation } from './fields/referenceTarget';
import { LoadingText } from './LoadingText';
import { ViewGate } from './NoAccess';

/**
 * The generic screens load when first opened, not with the console: the first dashboard needs
 * none of the list, form or show code.
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

interface ViewProps {
  config: ResourceConfig;
}

/** A generic or custom view; a custom one loads on first use. */
const view = (View: ComponentType<ViewProps>, config: ResourceConfig) => (
  <Suspense fallback={<LoadingText />}>
    <View config={config} />
  </Suspense>
);

/** A view behind its access rule: a role that may not open it reads "Tidak ada akses". */
const gated = (
  config: ResourceConfig,
  action: 'list' | 'show' | 'create' | 'edit',
  element: ReactNode,
) => (
  <ViewGate resource={config.slug} action={action} screenLabel={resourceLabel(config)}>
    {element}
  </ViewGate>
);

/** Whether any role at all may do an action (the route exists; canAccess decides per user). */
const declared = (config: ResourceConfig, action: 'create' | 'update') =>
  config.access[action] !== undefined && config.access[action] !== false;

/**
 * The react-admin `<Resource>` of a config: routed by its slug (`/dashboard/<slug>`), labelled
 * from i18n, with generic screens. The dataProvider maps the slug back to the API name.
 */
export function resourceElement(config: ResourceConfig) {
  const List = customView(config, 'list') ?? ResourceList;
  const Show = customView(config, 'show') ?? ResourceShow;
  const form = customView(config, 'form') ?? undefined;
  return (
    <Resource
      key={config.slug}
      name={config.slug}
      options={{ label: resourceLabel(config) }}
      recordRepresentation={recordRepresentation(config)}
      list={gated(config, 'list', view(List, config))}
      show={gated(config, 'show', view(Show, config))}
      create={
        declared(config, 'create')
          ? gated(config, 'create', <ResourceCreate config={config} form={form} />)
          : undefined
      }
      edit={
        declared(config, 'update')
          ? gated(config, 'edit', <ResourceEdit config={config} form={form} />)
          : undefined
      }
    />
  );
}
