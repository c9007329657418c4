import { Suspense } from 'react';
import type { ResourceConfig } from '../../resources/types';
import { customView } from './customViews';

/** The record's own screens in a show or edit toolbar (customView `recordLinks`), or nothing. */
export function RecordLinks({ config }: { config: ResourceConfig }) {
  const Links = customView(config, 'recordLinks');
  if (!Links) return null;
  return (
    <Suspense fallback={null}>
      {/* The registry makes each lazy component once, so Links is stable across renders. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Links config={config} />
    </Suspense>
  );
}
