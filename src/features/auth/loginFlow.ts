/**
 * The login state machine as pure functions: what follows a successful login
 * answer, and where the member goes once their info has loaded. The thunks in session.ts
 * run these steps with the real token store and API; the unit tests run them with fakes.
 */
import type { LoginType, LoginValue, MemberInfo, SessionOrigin } from '../../shared/wire/auth';

/** Why a login must change its password before it may go on. */
export type PasswordChangeReason = 'default' | 'expired';

/** What the other engineer's change-password modal needs to know (forcePasswordChange). */
export type PasswordChangeRequest = {
  reason: PasswordChangeReason;
  /** False when the session may set a new password without the old one (SMS, firebase, temporary). */
  oldPasswordRequired: boolean;
};

export type LoginStep = { kind: 'changePassword'; request: PasswordChangeRequest } | { kind: 'loadMember' };

/** How a session began, as far as the client knows it: the server's answer, else the request. */
export function originOf(value: Pick<LoginValue, 'loginType'>, requested: LoginType | SessionOrigin): SessionOrigin {
  if (value.loginType) return value.loginType;
  return requested === '' ? 'username' : requested;
}

/** Logins that never get the forced change: SMS and Firebase logins, and free play. */
const EXEMPT: readonly SessionOrigin[] = ['sms', 'firebase', 'freeplay'];

/**
 * The step after a successful login (LoginValue, src/shared/wire/auth.ts): the change-password
 * modal when the password is the default one, or expired while PWDEXPFORCECHANGE3 is on, unless the
 * login came by SMS or firebase; otherwise member info loads.
 */
export function stepAfterLogin(
  value: Pick<LoginValue, 'passwordIsDefault' | 'passwordExpired' | 'oldPasswordRequired' | 'loginType'>,
  options: { origin: SessionOrigin; forceExpiredChange: boolean },
): LoginStep {
  if (EXEMPT.includes(options.origin)) return { kind: 'loadMember' };
  const reason: PasswordChangeReason | null = value.passwordIsDefault
    ? 'default'
    : value.passwordExpired && options.forceExpiredChange
      ? 'expired'
      : null;
  if (!reason) return { kind: 'loadMember' };
  // The server says whether the old password is needed; an older server says nothing: ask for it.
  return { kind: 'changePassword', request: { reason, oldPasswordRequired: value.oldPasswordRequired !== false } };
}

/** Where a member goes after logging in: agents to their centre, everyone else stays (null). */
export function destinationAfterLogin(member: Pick<MemberInfo, 'isAgent' | 'type'>): '/agentHome' | null {
  return member.isAgent ? '/agentHome' : null;
}

/** Where a sign-out lands: the agent login page from the agent area, else home. */
export function destinationAfterLogout(pathname: string, member: Pick<MemberInfo, 'isAgent'> | null): '/agent' | '/' {
  return pathname.startsWith('/agent') || member?.isAgent ? '/agent' : '/';
}

/** What a finished login flow reports to the screen that started it. */
export type LoginOutcome =
  | { kind: 'member'; member: MemberInfo; destination: '/agentHome' | null }
  | { kind: 'changePassword'; request: PasswordChangeRequest }
  /** The token is kept but member info could not load (network): the session stays open. */
  | { kind: 'memberUnavailable' };

/** The effects a login flow needs; session.ts passes the real ones, tests pass fakes. */
export type LoginFlowDeps = {
  setToken(token: string): Promise<void>;
  started(origin: SessionOrigin): void;
  firstLogin(value: LoginValue): void;
  forcePasswordChange(request: PasswordChangeRequest): void;
  /** Resolves with the member, or null when the call failed. */
  loadMember(): Promise<MemberInfo | null>;
  forceExpiredChange: boolean;
};

/** LoginValue.customerType of an agent (0 member, 1 agent; src/shared/wire/auth.ts). */
export const AGENT_CUSTOMER_TYPE = 1;

/**
 * Runs the login flow after a successful login answer: keep the token, first-login action, then the
 * forced password change or the member info.
 */
export async function runLoginFlow(
  value: LoginValue,
  requested: LoginType | SessionOrigin,
  deps: LoginFlowDeps,
): Promise<LoginOutcome> {
  const origin = originOf(value, requested);
  await deps.setToken(value.token);
  deps.started(origin);
  const step = stepAfterLogin(value, { origin, forceExpiredChange: deps.forceExpiredChange });
  // No welcome before a password that must be changed first (issue 14 item 12): the change is
  // the first thing such a person sees.
  if (value.firstTimeLogin && step.kind !== 'changePassword') deps.firstLogin(value);
  if (step.kind === 'changePassword') {
    deps.forcePasswordChange(step.request);
    return step;
  }
  const member = await deps.loadMember();
  if (!member) return { kind: 'memberUnavailable' };
  return { kind: 'member', member, destination: destinationAfterLogin(member) };
}
