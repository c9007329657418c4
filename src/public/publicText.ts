import { appId } from '../../i18n/id/app';
import { passwordStrengthId } from '../../i18n/id/passwordStrength';
import { raId } from '../../i18n/id/ra';
import { lookup, type MessageTree } from '../../i18n/messages';

/**
 * The public pages' own small catalog: only the sections they show, taken from the portal's
 * Indonesian messages (no react-admin i18n, no polyglot, no English catalog before sign-in).
 */
const PUBLIC_MESSAGES: MessageTree = {
  app: appId.app,
  portal: appId.portal,
  login: appId.login,
  forgot: appId.forgot,
  register: appId.register,
  reset: appId.reset,
  password: appId.password,
  password_strength: passwordStrengthId.password_strength,
  ra: { auth: { auth_check_error: raId.ra.auth.auth_check_error } },
};

/**
 * The Indonesian text of a public-page key; an unknown key is shown as itself so a gap is seen.
 * @example publicText('login.submit') // 'Masuk'
 */
export function publicText(key: string): string {
  return lookup(PUBLIC_MESSAGES, key) ?? key;
}
