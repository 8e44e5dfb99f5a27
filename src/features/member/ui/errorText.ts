import { isApiError } from '../../../api/response';

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
