import { hooksFor } from '../../../crud/hooks';
import { iga2020_inovasi, profil_pemda } from '../../../platform/db/schema';

/*
 * The two tables hand-written routes act on outside the generic engine (innovations and region
 * profiles): their row types and write hooks (record context, action guards), so that a route
 * names no table itself (tests/build/importCycles.test.ts, thin routes).
 */

export type InnovationRow = typeof iga2020_inovasi.$inferSelect;
export type ProfileRow = typeof profil_pemda.$inferSelect;

/** The innovation table's write hooks, whichever resource writes it. */
export const innovationTableHooks = () => hooksFor(iga2020_inovasi);
/** The profile table's write hooks. */
export const profileTableHooks = () => hooksFor(profil_pemda);
