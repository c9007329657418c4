import type { ComponentType } from 'react';
import type { ResourceConfig } from '../../resources/types';
import { VIEWS, type ResourceViews, type ViewSlot, type ViewSlots } from '../views/registry';

/**
 * The custom component registered for one of a resource's views (src/views/registry.ts), or
 * null for the generic one. It renders inside the engine's screen, so the API's access checks,
 * validation and audit stay the engine's. The components are lazy and made once, so the same
 * one comes back on every render.
 */
export function customView<S extends ViewSlot>(
  config: ResourceConfig,
  slot: S,
  views: Readonly<Record<string, ResourceViews | undefined>> = VIEWS,
): ComponentType<ViewSlots[S]> | null {
  return (views[config.name]?.[slot] as ComponentType<ViewSlots[S]> | undefined) ?? null;
}
