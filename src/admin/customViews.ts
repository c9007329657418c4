import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceConfig, ViewSlot } from '../../resources/types';

// Props differ per slot; customView's caller names them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = ComponentType<any>;
type ViewModule = { default: AnyView };
type Loader = () => Promise<ViewModule>;

/** Every module of src/views, loaded only when its screen opens. */
const MODULES = import.meta.glob<ViewModule>('../views/*.tsx');

const cache = new Map<string, LazyExoticComponent<AnyView>>();

/**
 * The custom component a resource config names for one of its views (`views.form: 'X'` is the
 * default export of `src/views/X.tsx`), or null for the generic one. It renders inside the
 * engine's screen, so the API's access checks, validation and audit stay the engine's.
 */
export function customView<P>(
  config: ResourceConfig,
  slot: ViewSlot,
  modules: Record<string, Loader> = MODULES,
): ComponentType<P> | null {
  const name = config.views?.[slot];
  if (!name) return null;
  const path = `../views/${name}.tsx`;
  const load = modules[path];
  if (!load)
    throw new Error(`${config.name}: views.${slot} names src/views/${name}.tsx, not found`);
  if (!cache.has(path)) cache.set(path, lazy(load));
  return cache.get(path)! as ComponentType<P>;
}
