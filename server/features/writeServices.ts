import type { FileFieldServices } from '../crud/hookTypes';
import { foreignMedia } from './media/services/media';
import { refuseFieldFile, removeDroppedMedia } from './media/services/mediaFields';

/**
 * The services the generic engine's writes call for file fields, handed over when the app
 * starts (server/features/register.ts) like the resources' hooks: the engine (server/crud/)
 * imports no feature, so the layers run one way (tests/build/importCycles.test.ts).
 */
export const FILE_FIELD_SERVICES: FileFieldServices = {
  foreignMedia,
  refuseFieldFile,
  removeDroppedMedia,
};
