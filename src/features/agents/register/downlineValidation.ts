/**
 * The checks of the new-downline form: the account and password by the site's registration
 * rules (the server applies the same rules, and stricter ones win there), the confirmation,
 * and the nickname's length. Without rules (they failed to load) only "required" is checked
 * here and the server has the last word.
 */
import { checkRule, type RegisterRules } from '../../../shared/wire';
import { type FieldMessage, messageOf } from '../../auth/register/fieldMessages';
import { checkConfirmation } from '../../auth/register/registerValidation';

export const DOWNLINE_FIELDS = ['account', 'password', 'confirmPassword', 'nickname'] as const;
export type DownlineField = (typeof DOWNLINE_FIELDS)[number];

/** The longest nickname the server takes. */
export const NICKNAME_MAX = 32;

export type DownlineValues = Readonly<Partial<Record<string, string>>>;

/**
 * Every field's first problem; empty when the form may be sent. `nicknameTooLong` is the
 * message of a nickname over NICKNAME_MAX characters (the caller's catalog has it).
 */
export function validateDownline(
  rules: RegisterRules | undefined,
  values: DownlineValues,
  nicknameTooLong: FieldMessage,
): Partial<Record<DownlineField, FieldMessage>> {
  const problems: Partial<Record<DownlineField, FieldMessage>> = {};
  const account = values.account ?? '';
  const password = values.password ?? '';
  // The rule fields are named as in registration: its messages (password wording) follow the name.
  const accountRule = rules?.username;
  const accountProblem = accountRule ? checkRule('username', accountRule, account, true) : null;
  if (accountProblem) problems.account = messageOf(accountProblem);
  else if (account.trim() === '') problems.account = { key: 'required' };
  const passwordRule = rules?.password;
  const passwordProblem = passwordRule ? checkRule('password', passwordRule, password, true) : null;
  if (passwordProblem) problems.password = messageOf(passwordProblem);
  else if (password === '') problems.password = { key: 'required' };
  const confirm = checkConfirmation(password, values.confirmPassword ?? '');
  if (confirm) problems.confirmPassword = confirm;
  if ((values.nickname ?? '').length > NICKNAME_MAX) problems.nickname = nicknameTooLong;
  return problems;
}
