import { setRegistered, type FileFieldServices, type ResourceHooks } from './hooks';
import { checkRegionScopes } from './scope';

/**
 * The features hand the engine their resource hooks and file-field services when the app and
 * the seed start (server/features/register.ts), so the engine imports no feature. What can be
 * checked about them is checked here, at start, not at the first request that needs it.
 */
export function registerFeatures(input: {
  hooks: Readonly<Record<string, ResourceHooks | undefined>>;
  files: FileFieldServices;
}): void {
  setRegistered(input);
  checkRegionScopes();
}
