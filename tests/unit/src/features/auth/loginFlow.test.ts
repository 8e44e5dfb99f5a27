/**
 * The login state machine (loginFlow.ts): which step follows a login answer, where
 * the member goes, and the order of the effects when the flow runs.
 */
import { describe, expect, it } from 'vitest';
import {
  destinationAfterLogin,
  destinationAfterLogout,
  originOf,
  runLoginFlow,
  stepAfterLogin,
  type LoginFlowDeps,
} from '../../../../../src/features/auth/loginFlow';
import type { LoginValue, MemberInfo, SessionOrigin } from '../../../../../src/shared/wire/auth';
import { memberInfoFixture } from '../../support/memberInfo';

const value = (patch: Partial<LoginValue> = {}): LoginValue => ({
  token: 't'.repeat(43),
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  id: 7,
  customerId: 7,
  userName: 'player',
  customerType: 0,
  loginType: 'username',
  oldPasswordRequired: true,
  ...patch,
});

describe('stepAfterLogin', () => {
  const step = (patch: Partial<LoginValue>, origin: SessionOrigin = 'username', forceExpiredChange = true) =>
    stepAfterLogin(value(patch), { origin, forceExpiredChange });

  it('loads member info after an ordinary login', () => {
    expect(step({})).toEqual({ kind: 'loadMember' });
  });

  it('forces the change for the default password, keeping what the server says about the old one', () => {
    expect(step({ passwordIsDefault: true })).toEqual({
      kind: 'changePassword',
      request: { reason: 'default', oldPasswordRequired: true },
    });
    expect(step({ passwordIsDefault: true, oldPasswordRequired: false }, 'temporary')).toEqual({
      kind: 'changePassword',
      request: { reason: 'default', oldPasswordRequired: false },
    });
  });

  it('forces the change for an expired password only while PWDEXPFORCECHANGE3 is on', () => {
    expect(step({ passwordExpired: true }, 'username', true)).toEqual({
      kind: 'changePassword',
      request: { reason: 'expired', oldPasswordRequired: true },
    });
    expect(step({ passwordExpired: true }, 'username', false)).toEqual({ kind: 'loadMember' });
  });

  it('the default password wins over expiry, whatever the flag', () => {
    expect(step({ passwordIsDefault: true, passwordExpired: true }, 'username', false)).toMatchObject({
      request: { reason: 'default' },
    });
  });

  it('never forces a change after an SMS, firebase or free-play login', () => {
    for (const origin of ['sms', 'firebase', 'freeplay'] as const) {
      expect(step({ passwordIsDefault: true, passwordExpired: true }, origin)).toEqual({ kind: 'loadMember' });
    }
  });
});

describe('originOf', () => {
  it("prefers the server's loginType, else the type that was sent ('' is a username login)", () => {
    expect(originOf({ loginType: 'sms' }, 'username')).toBe('sms');
    expect(originOf({ loginType: undefined as unknown as SessionOrigin }, '')).toBe('username');
    expect(originOf({ loginType: undefined as unknown as SessionOrigin }, 'firebase')).toBe('firebase');
  });
});

describe('destinations', () => {
  it('agents go to /agentHome after login, members stay', () => {
    expect(destinationAfterLogin(memberInfoFixture({ isAgent: true, type: 1 }))).toBe('/agentHome');
    expect(destinationAfterLogin(memberInfoFixture())).toBeNull();
  });

  it('sign-out lands on /agent for agents and from the agent area, else home', () => {
    expect(destinationAfterLogout('/promotions', memberInfoFixture())).toBe('/');
    expect(destinationAfterLogout('/', null)).toBe('/');
    expect(destinationAfterLogout('/', memberInfoFixture({ isAgent: true }))).toBe('/agent');
    expect(destinationAfterLogout('/agentHome', null)).toBe('/agent');
  });
});

describe('runLoginFlow', () => {
  function fakes(loaded: MemberInfo | null, forceExpiredChange = true) {
    const log: string[] = [];
    const deps: LoginFlowDeps = {
      setToken: async (token) => void log.push(`token ${token.length}`),
      started: (origin) => void log.push(`started ${origin}`),
      firstLogin: () => void log.push('first login'),
      forcePasswordChange: (request) => void log.push(`change ${request.reason}`),
      loadMember: async () => {
        log.push('member info');
        return loaded;
      },
      forceExpiredChange,
    };
    return { log, deps };
  }

  it('keeps the token, then the first-login action, then member info; agents are sent to their centre', async () => {
    const { log, deps } = fakes(memberInfoFixture({ isAgent: true, type: 2 }));
    const outcome = await runLoginFlow(value({ firstTimeLogin: true }), 'username', deps);
    expect(log).toEqual(['token 43', 'started username', 'first login', 'member info']);
    expect(outcome).toMatchObject({ kind: 'member', destination: '/agentHome' });
  });

  it('welcomes nobody who must change the password first (issue 14 item 12)', async () => {
    const forced = fakes(memberInfoFixture());
    await runLoginFlow(value({ firstTimeLogin: true, passwordIsDefault: true }), 'username', forced.deps);
    expect(forced.log).toEqual(['token 43', 'started username', 'change default']);
  });

  it('stops at the forced change: member info does not load', async () => {
    const { log, deps } = fakes(memberInfoFixture());
    const outcome = await runLoginFlow(value({ passwordIsDefault: true }), 'username', deps);
    expect(log).toEqual(['token 43', 'started username', 'change default']);
    expect(outcome).toEqual({ kind: 'changePassword', request: { reason: 'default', oldPasswordRequired: true } });
  });

  it('an SMS login with an expired password goes straight to member info', async () => {
    const { log, deps } = fakes(memberInfoFixture());
    await runLoginFlow(value({ passwordExpired: true, loginType: 'sms' }), 'sms', deps);
    expect(log).toEqual(['token 43', 'started sms', 'member info']);
  });

  it('keeps the session when member info cannot load', async () => {
    const { deps } = fakes(null);
    expect(await runLoginFlow(value(), 'username', deps)).toEqual({ kind: 'memberUnavailable' });
  });
});
