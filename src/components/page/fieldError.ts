import { isApiError } from '../../api/response';
import { AuthErrorCode, MoneyErrorCode } from '../../shared/wire';

/**
 * The form field a server error names (`value.field`, as the server's input errors carry), so
 * its message can stand under that field; null when it names none of `fields`.
 */
export function fieldOfError<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return null;
  const field = (error.value as { field?: unknown }).field;
  return typeof field === 'string' && (fields as readonly string[]).includes(field) ? (field as F) : null;
}

/** Answers that mean the password typed was wrong: shown under that password field. */
const WRONG_PASSWORD_CODES: readonly string[] = [
  MoneyErrorCode.paymentPasswordWrong,
  AuthErrorCode.oldPasswordIncorrect,
];

export function isWrongPassword(error: unknown): boolean {
  return isApiError(error) && WRONG_PASSWORD_CODES.includes(error.errorCode);
}
