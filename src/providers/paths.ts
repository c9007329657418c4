/** Paths of the public pages and the console (no imports: the login page loads this alone). */
export const LOGIN_PATH = '/login';
/** Where an expired or refused session lands: the login screen, saying why. */
export const EXPIRED_LOGIN_PATH = '/login?expired=1';
/** Where an API 403 lands (spec 8), saying the action was refused; the session stays. */
export const DENIED_LOGIN_PATH = '/login?denied=1';
/** Where the sign-out button goes (spec 2). */
export const SIGNED_OUT_PATH = '/session/signin';
export const HOME_PATH = '/dashboard/summary';
