import type { AuthProvider } from 'react-admin';
import { canDo, isAllowed, type CrudAction } from '../../domain/access';
import { getResourceBySlug } from '../../resources';
import { screenRule } from '../../resources/types';
import { screenRoles } from '../../domain/screens';
import { answer, api } from './api';
import { rememberExpiry, resumeRenewal, sessionExpired, stopRenewal } from './sessionRenewal';
import { clearSession, getRoles, getToken, getUser, saveSession } from './session';
import { DENIED_LOGIN_PATH, EXPIRED_LOGIN_PATH, LOGIN_PATH } from './paths';

export {
  DENIED_LOGIN_PATH,
  EXPIRED_LOGIN_PATH,
  HOME_PATH,
  LOGIN_PATH,
  SIGNED_OUT_PATH,
} from './paths';

/** react-admin's action names -> the access table's (`edit` is the API's `update`). */
const ACTION_OF: Record<string, CrudAction | undefined> = {
  list: 'list',
  show: 'show',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

interface LoginParams {
  username: string;
  password: string;
}

interface ErrorWithStatus {
  status?: number;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    const { data } = await answer(api.login.$post({ json: { username, password } }));
    saveSession(data.token, data.user);
    rememberExpiry(data.expires_in);
  },
  async logout() {
    stopRenewal();
    // Best effort, for the activity log: the token is taken before clearSession runs.
    const token = getToken();
    if (token) {
      const headers = { Authorization: `Bearer ${token}` };
      api.logout.$post(undefined, { headers }).catch(() => undefined);
    }
    clearSession();
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!getToken()) throw { redirectTo: LOGIN_PATH, message: false };
    resumeRenewal();
  },
  /**
   * 401 (expired) ends the session. A 403 (spec 6: "A 403 response redirects to /login") also
   * goes to /login, but says the action was refused and keeps a token that is still valid: the
   * API authenticated it, it only refused the action.
   */
  async checkError(error: ErrorWithStatus) {
    if (error?.status === 401 || (error?.status === 403 && sessionExpired())) {
      throw { redirectTo: EXPIRED_LOGIN_PATH, message: false };
    }
    if (error?.status === 403) {
      throw { redirectTo: DENIED_LOGIN_PATH, message: false, logoutUser: false };
    }
  },
  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.nama_lengkap || user.username };
  },
  async getPermissions() {
    return getRoles();
  },
  /** One source of truth: the resource's access table in resources/, read with domain/access. */
  async canAccess({ action, resource }) {
    const user = getToken() ? { roles: getRoles() } : null;
    const config = getResourceBySlug(resource);
    // Hand-written screens (summary, activity, ...) follow the screen matrix of domain/screens.
    if (!config) {
      const roles = screenRoles(resource);
      return action === 'list' && !!roles && isAllowed(roles, user);
    }
    const crudAction = ACTION_OF[action];
    if (!crudAction) return false;
    // Opening a list screen follows the screen rule; every other action its API rule.
    if (crudAction === 'list') return isAllowed(screenRule(config), user);
    return canDo(config.access, crudAction, user);
  },
};
