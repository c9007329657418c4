import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';

/** Answers when the database does, throws when it does not (the `/readyz` probe). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
