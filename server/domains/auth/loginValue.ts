/** The value every successful login, registration and password change answers with. */
import type { LoginValue, SessionOrigin } from '../../../src/shared/wire/auth';
import type { MemberRow } from './sessions';

/**
 * Sessions that may change the password without the old one: the member proved themselves
 * another way (SMS code, identity provider) or holds only the e-mailed temporary password.
 */
export const PASSWORDLESS_ORIGINS: readonly SessionOrigin[] = ['sms', 'firebase', 'temporary'];

export function loginValue(
  member: MemberRow,
  token: string,
  origin: SessionOrigin,
  firstTimeLogin: boolean,
  now: Date,
): LoginValue {
  const id = Number(member.id);
  return {
    token,
    firstTimeLogin,
    passwordExpired: member.password_expires_at !== null && member.password_expires_at <= now,
    // A temporary password must be replaced at once, exactly like the default one.
    passwordIsDefault: member.password_is_default || origin === 'temporary',
    id,
    customerId: id,
    userName: member.username,
    customerType: member.type,
    loginType: origin,
    oldPasswordRequired: !PASSWORDLESS_ORIGINS.includes(origin),
  };
}
