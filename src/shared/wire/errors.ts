/** Error codes of the wire contract (§2.2, §2.3) and the ones this product adds. */
export const ErrorCode = {
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  requestParamError: 'request_param_err',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  tokenIpDifferent: 'token_ip_different',
  duplicateLogin: 'duplicateLogin',
  noLogin: 'nologin',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  loginVerifyRequired: 'login_verify_required',
  systemBusy: '#727',
  previousGameNotFinished: '#734',
  /** Product addition: a request whose fields fail validation. */
  validation: 'request_param_err',
  notFound: 'not.found',
  internal: 'system.error',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Error codes that end the session: alert, clear the session, go home (§2.3). */
export const SESSION_ERROR_CODES: readonly string[] = [
  ErrorCode.userOrTokenInvalid,
  ErrorCode.loginNotSession,
  ErrorCode.customerNotLogin,
  ErrorCode.tokenIpDifferent,
  ErrorCode.duplicateLogin,
  ErrorCode.noLogin,
];

const SESSION_ERROR_TEXT = 'customer not login or login timeout';

export function isSessionError(errorCode: string | undefined, message?: string): boolean {
  if (errorCode && SESSION_ERROR_CODES.includes(errorCode)) return true;
  return (message ?? '').toLowerCase().includes(SESSION_ERROR_TEXT);
}

/** Codes the generic error popup stays silent about; the calling screen handles them (§2.3). */
export const SILENT_ERROR_CODES: readonly string[] = [
  'merchant.acct.setup.err',
  ErrorCode.loginVerifyRequired,
  'TOO_MANY_REQUEST',
  ErrorCode.tooManyRequests,
  'bind_customer_required',
];
