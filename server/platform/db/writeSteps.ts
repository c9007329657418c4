import { sql, type SQL } from 'drizzle-orm';

/**
 * Data-modifying statements as steps of one WITH (`w0 as (...), w1 as (...)`): they run in the
 * round trip of the statement that holds them (issue 40: a save's activity entry and
 * completeness go in its region's recount). Every step sees what the transaction wrote before
 * the statement, none what another step writes.
 */
export const writeSteps = (writes: SQL[]): SQL =>
  sql.join(
    writes.map((w, k) => sql`${sql.raw(`w${k}`)} as (${w})`),
    sql`, `,
  );

/** Data-modifying statements run as one statement, in one round trip. */
export const together = (writes: SQL[]): SQL => sql`with ${writeSteps(writes)} select 1`;
