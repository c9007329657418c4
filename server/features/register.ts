import { registerFeatures } from '../crud/registry';
import { SERVER_HOOKS } from './resourceHooks';
import { FILE_FIELD_SERVICES } from './writeServices';

/**
 * Hands the generic engine what the features register with it: each resource's hooks and the
 * file-field services. The composition (app, boot, seed) calls this before anything writes, so
 * the engine never imports a feature and the layers run one way.
 */
export const registerFeatureHooks = () =>
  registerFeatures({ hooks: SERVER_HOOKS, files: FILE_FIELD_SERVICES });
