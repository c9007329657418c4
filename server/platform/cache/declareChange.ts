import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import type { Change } from './changeScope';

/**
 * Says, beside a write, what it changes (issue 40 item 2): the kept answers that read it, and
 * only those, are recomputed after the request (server/app.ts, `noteChanges`), here and on the
 * other nodes. Declared before the write, so a write that fails half-way still drops what it may
 * have changed. A write request that declares nothing drops every kept answer; one that calls
 * this with no change (a file upload not yet attached) drops none.
 *
 * @example declareChange(c, { family: 'answers', tahun, profil_id: profile.id })
 */
export function declareChange(c: Context<AppEnv>, ...changes: Change[]): void {
  const by = c.var.user?.id;
  const made = changes.map((ch) => (by === undefined ? ch : { ...ch, by }));
  c.set('changes', [...(c.var.changes ?? []), ...made]);
}
