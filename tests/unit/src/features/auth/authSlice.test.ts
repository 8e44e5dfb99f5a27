/** The auth slice: popups any feature can open, the session's states, and its reset on sessionEnded. */
import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../../../../src/app/sessionSlice';
import {
  authSlice,
  closeAuthPopup,
  forcePasswordChange,
  initialAuthState,
  loginTabChosen,
  memberUnavailable,
  openForgotPassword,
  openLogin,
  openRegister,
  sessionStarted,
  signedOut,
  type AuthState,
} from '../../../../../src/features/auth/authSlice';

const reduce = (actions: Parameters<typeof authSlice.reducer>[1][], state: AuthState = initialAuthState) =>
  actions.reduce(authSlice.reducer, state);

describe('authSlice', () => {
  it('opens and closes the login and register popups', () => {
    expect(reduce([openLogin()]).popup).toBe('login');
    expect(reduce([openLogin({ tab: 'sms' })]).loginTab).toBe('sms');
    expect(reduce([openLogin(), openRegister()]).popup).toBe('register');
    expect(reduce([openLogin(), closeAuthPopup()]).popup).toBeNull();
  });

  it('forgot password replaces the login popup', () => {
    const state = reduce([openLogin(), openForgotPassword()]);
    expect(state).toMatchObject({ popup: null, forgotPasswordOpen: true });
    expect(reduce([openLogin()], state).forgotPasswordOpen).toBe(false);
  });

  it('a kept token means loading; a failed member call keeps the session', () => {
    const loading = reduce([openLogin(), sessionStarted({ origin: 'username' })]);
    expect(loading).toMatchObject({ status: 'loading', origin: 'username', popup: null });
    expect(reduce([memberUnavailable()], loading).status).toBe('member');
  });

  it('the forced change holds the session and closes the popup', () => {
    const state = reduce([
      openLogin(),
      sessionStarted({ origin: 'username' }),
      forcePasswordChange({ reason: 'default', oldPasswordRequired: true }),
    ]);
    expect(state).toMatchObject({
      status: 'passwordChange',
      popup: null,
      passwordChange: { reason: 'default', oldPasswordRequired: true },
    });
  });

  it('sign-out and sessionEnded forget the member but keep the chosen login tab', () => {
    const busy = reduce([
      loginTabChosen('sms'),
      sessionStarted({ origin: 'sms' }),
      forcePasswordChange({ reason: 'expired', oldPasswordRequired: false }),
    ]);
    for (const end of [signedOut(), sessionEnded({ message: 'bye', errorCode: 'login.not.session', at: 1 })]) {
      expect(reduce([end], busy)).toEqual({ ...initialAuthState, loginTab: 'sms' });
    }
  });
});
