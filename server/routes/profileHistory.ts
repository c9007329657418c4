import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { badParam, fail, MESSAGES } from '../http';
import { findParent, mayRead } from '../services/documents';
import { listProfileHistory } from '../services/profileHistory';
import { pathId } from './documentForm';

/**
 * Lini Masa of a region profile (spec 2): `GET /daerah/{profilId}/lini-masa?since_id=`. Whoever
 * may open the profile reads its history; a profile outside the account's scope is a 404, as
 * for its documents.
 */
export const profileHistoryRoutes = new Hono<AppEnv>().get('/daerah/:id/lini-masa', async (c) => {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  if (!mayRead('daerah', user)) throw fail(403, MESSAGES.forbidden);
  const parent = await findParent(c.var.db, 'daerah', pathId(c, 'id'), user);
  if (!parent) throw fail(404, MESSAGES.notFound);
  const raw = c.req.query('since_id');
  if (raw !== undefined && raw !== '' && !/^\d{1,15}$/.test(raw)) throw badParam('since_id');
  const sinceId = raw ? Number(raw) : null;
  const { rows, sinceId: next } = await listProfileHistory(
    c.var.db,
    parent.profil_id,
    sinceId,
    user.roles,
  );
  return c.json({ status: 1, since_id: next, data: rows });
});
