import { estimatePassword } from '../../../domain/passwordEstimator';
import { passwordProblem, passwordProblemText } from '../../../domain/passwordStrength';
import { interpolate } from '../../../i18n/format';
import { passwordStrengthId } from '../../../i18n/id/passwordStrength';
import { lookup, type MessageTree } from '../../../i18n/messages';
import { validationMessage } from '../http/validationMessages';

const strengthCatalog = passwordStrengthId as unknown as MessageTree;

function text(key: string, args?: Record<string, string | number>): string {
  if (key.startsWith('validation.')) return validationMessage({ key, args });
  return interpolate(lookup(strengthCatalog, key) ?? key, args);
}

/**
 * The Indonesian reason a new password is refused for the account `record` describes (its
 * username, names, email), or null when it is long and strong enough. One rule for the account
 * forms, the change and reset routes and ADMIN_PASSWORD.
 */
export function passwordRefusal(password: string, record: Record<string, unknown>): string | null {
  const problem = passwordProblem(estimatePassword, password, record);
  return problem ? passwordProblemText(problem, text) : null;
}
