import { diffRecords, recordActivity } from '../platform/db/audit';
import { foreignMedia } from './media/services/media';
import { refuseFieldFile, removeDroppedMedia } from './media/services/mediaFields';
import { hashPassword } from '../platform/auth/password';
import { passwordRefusal } from '../platform/auth/passwordRule';
import { sanitizeRichText } from '../platform/http/richText';

/**
 * The services the generic engine's writes call (the activity log, file fields, password
 * hashing and rules, rich-text cleaning), registered here like the resources' hooks: the engine
 * (server/crud/) imports no service itself, so the layers run one way (services may use the
 * engine, never the reverse; tests/build/importCycles.test.ts).
 */
export const WRITE_SERVICES = {
  diffRecords,
  recordActivity,
  foreignMedia,
  refuseFieldFile,
  removeDroppedMedia,
  hashPassword,
  passwordRefusal,
  sanitizeRichText,
} as const;
