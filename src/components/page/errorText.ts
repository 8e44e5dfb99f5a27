import { isApiError } from '../../api/response';
import { MoneyErrorCode } from '../../shared/wire';

/**
 * The text of a failed call: the server's message (the base query always supplies one, from
 * the envelope or the catalog), or '' when the failure is not an API error.
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '';
}

/** The errorCode of a failed call, '' when there is none. */
export function errorCodeOf(error: unknown): string {
  return isApiError(error) ? error.errorCode : '';
}

/**
 * An "insufficient balance" answer: the app-wide dialog (wallet/InsufficientBalanceOffer.tsx)
 * already says it, so a form does not repeat it.
 */
export function isInsufficient(error: unknown): boolean {
  return errorCodeOf(error) === MoneyErrorCode.insufficientBalance;
}
