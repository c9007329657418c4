import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions every embedded database loads, so that the migrations' `CREATE
 * EXTENSION` finds them as on a PostgreSQL server: pg_trgm for the similarity of innovations'
 * texts (issue 38, migration 0022).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
