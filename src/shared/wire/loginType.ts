/**
 * The kind of a login as its arguments name it, on both sides (the login form,
 * src/features/auth/login/useLoginAttempt.ts; the login route, server/domains/auth/routes.ts).
 * A module of its own, outside the wire index: only the lazy login screens need it, so it stays
 * out of the home route's entry chunk.
 */
import type { LoginArgs, LoginType } from './auth';

/** '1' [seen from one script] and no type at all mean a username login. */
export const loginTypeOf = (type: LoginArgs['type']): LoginType =>
  type === undefined || type === '1' ? 'username' : type;
