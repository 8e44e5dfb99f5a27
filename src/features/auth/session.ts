/**
 * The session thunks: what happens after a login answer (via loginFlow.ts), loading
 * member info, the session found at start (stored token or `?token=`), and signing out.
 * Register and password screens finish with `completeLogin` too ("register, auto log in";
 * "change password success: log in again").
 */
import i18next from 'i18next';
import { api, MEMBER_TAGS } from '../../api/api';
import { isApiError } from '../../api/response';
import { createAppAsyncThunk } from '../../app/hooks';
import { loggedIn, loggedOut } from '../../app/sessionSlice';
import { platform } from '../../platform/platform';
import {
  isSessionError,
  type LoginType,
  type LoginValue,
  type MemberInfo,
  type SessionOrigin,
} from '../../shared/wire';
import { selectMerchantCode, selectWhitelabelFlags } from '../system';
import { clearSessionKeepingMerchant } from '../system/merchant';
import { openDialog } from '../ui/uiSlice';
import { authApi } from './authApi';
import {
  forcePasswordChange,
  memberLoaded,
  memberUnavailable,
  openLogin,
  openRegister,
  sessionStarted,
  signedOut,
  signOutStarted,
} from './authSlice';
import { AGENT_CUSTOMER_TYPE, runLoginFlow, type LoginOutcome } from './loginFlow';

export type CompleteLoginArgs = {
  value: LoginValue;
  /** The login type sent (or 'freeplay', 'register', 'password' for the other ways in). */
  via: LoginType | SessionOrigin;
  /** The form's "remember" box: on desktop the main process then keeps the token across restarts. */
  remember?: boolean;
};

/** Loads member info for the kept token; null when it failed (a dead session ends via listeners.ts). */
export const loadMember = createAppAsyncThunk(
  'auth/loadMember',
  async (_: void, { dispatch }): Promise<MemberInfo | null> => {
    const result = await dispatch(
      authApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if (result.data) {
      dispatch(memberLoaded(result.data));
      dispatch(loggedIn());
      return result.data;
    }
    // A session error is handled by the app's listener (dialog, token cleared, sessionEnded).
    const sessionDead = isApiError(result.error) && isSessionError(result.error.errorCode, result.error.message);
    if (!sessionDead) dispatch(memberUnavailable());
    return null;
  },
);

/** Everything after a successful login answer: token, first-login welcome, forced change or member info. */
export const completeLogin = createAppAsyncThunk(
  'auth/completeLogin',
  async ({ value, via, remember = false }: CompleteLoginArgs, { dispatch, getState }): Promise<LoginOutcome> =>
    runLoginFlow(value, via, {
      setToken: (token) => platform.token.set(token, remember),
      started: (origin) => dispatch(sessionStarted({ origin })),
      firstLogin: (login) => void dispatch(showWelcome({ agent: login.customerType === AGENT_CUSTOMER_TYPE })),
      forcePasswordChange: (request) => dispatch(forcePasswordChange(request)),
      loadMember: () => dispatch(loadMember()).unwrap(),
      forceExpiredChange: selectWhitelabelFlags(getState()).PWDEXPFORCECHANGE3 === true,
    }),
);

/**
 * The first-login action: a short welcome; an agent's speaks of the agent centre, not
 * of the games (issue 14 item 12).
 */
export const showWelcome = createAppAsyncThunk(
  'auth/showWelcome',
  async ({ agent = false }: { agent?: boolean } = {}, { dispatch }) => {
    await i18next.loadNamespaces('auth');
    const message = { key: agent ? 'auth:welcome.agentMessage' : 'auth:welcome.message' };
    dispatch(openDialog({ id: 'first-login', icon: 'success', title: { key: 'auth:welcome.title' }, message }));
  },
);

/**
 * The session found at start: a `?token=` from the URL (already stripped by the caller) is
 * kept first; any token then gets its member info. Resolves false when there is no session.
 * `hadToken` (boot found a token) marks the session as loading at once, before the first await,
 * so guards wait instead of sending the member away.
 */
export const restoreSession = createAppAsyncThunk(
  'auth/restoreSession',
  async ({ urlToken, hadToken }: { urlToken: string | null; hadToken: boolean }, { dispatch }): Promise<boolean> => {
    if (urlToken || hadToken) dispatch(sessionStarted({ origin: null }));
    if (urlToken) await platform.token.set(urlToken, false);
    if ((await platform.token.get()) === null) {
      if (hadToken) dispatch(signedOut());
      return false;
    }
    if (!urlToken && !hadToken) dispatch(sessionStarted({ origin: null }));
    return (await dispatch(loadMember()).unwrap()) !== null;
  },
);

/**
 * Signs out: tells the server, forgets the token, clears the session's stored data but
 * keeps the merchant code, drops member data. The server call may fail (offline, dead token):
 * the local session ends anyway.
 */
export const signOut = createAppAsyncThunk('auth/signOut', async (_: void, { dispatch, getState }) => {
  dispatch(signOutStarted());
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    /* ended locally below */
  }
  await platform.token.clear();
  clearSessionKeepingMerchant(window, selectMerchantCode(getState()));
  dispatch(api.util.invalidateTags([...MEMBER_TAGS]));
  dispatch(loggedOut());
  dispatch(signedOut());
});

/** A trial user chose to sign up or log in for real: the trial session ends first. */
export const leaveTrial = createAppAsyncThunk('auth/leaveTrial', async (next: 'login' | 'register', { dispatch }) => {
  await dispatch(signOut());
  dispatch(next === 'login' ? openLogin() : openRegister());
});
