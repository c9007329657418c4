import { getResource } from '../../../resources';

export interface LoggedRequest {
  method: string;
  path: string;
  /** The answer's status: the log keeps only what happened, so a logged write was a success. */
  status: number;
}

/** Fixed routes of the log's own entries (server/features/<feature>/routes/). */
const FIXED: Record<string, LoggedRequest> = {
  login: { method: 'POST', path: '/api/login', status: 200 },
  login_failed: { method: 'POST', path: '/api/login', status: 401 },
  logout: { method: 'POST', path: '/api/logout', status: 200 },
  password_change: { method: 'POST', path: '/api/me/password', status: 200 },
  password_reset_request: { method: 'POST', path: '/api/forgot', status: 200 },
  password_reset: { method: 'POST', path: '/api/reset-password', status: 200 },
};

const CRUD: Record<string, { method: string; status: number; withId: boolean }> = {
  create: { method: 'POST', status: 201, withId: false },
  update: { method: 'PUT', status: 200, withId: true },
  delete: { method: 'DELETE', status: 200, withId: true },
};

/**
 * The API request behind a log entry: the fixed route of an account action, or the CRUD call of
 * a write through the generic engine (`PUT /api/crud/m_daerah/12`). Null when the entry does not
 * say (writes of the documents and media services, which log under their own names).
 */
export function requestOf(entry: {
  name: string;
  resource: string | null;
  record_id: string | null;
}): LoggedRequest | null {
  const fixed = FIXED[entry.name];
  if (fixed) return fixed;
  const crud = CRUD[entry.name];
  if (!crud || !entry.resource || !getResource(entry.resource)) return null;
  const base = `/api/crud/${entry.resource}`;
  if (crud.withId && !entry.record_id) return null;
  return {
    method: crud.method,
    path: crud.withId ? `${base}/${entry.record_id}` : base,
    status: crud.status,
  };
}
