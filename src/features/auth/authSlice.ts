/**
 * Who is signed in, and which account popup is open. The token never enters the store (it
 * lives behind platform.token); `session.loggedIn` (app/sessionSlice) mirrors "member info
 * loaded". Any feature opens the popups with plain actions:
 *
 *   dispatch(openLogin())            login popup over the current page
 *   dispatch(openRegister())         register popup (register/ renders its form)
 *   dispatch(openForgotPassword())   forgot-password popup (password/ renders it)
 *   dispatch(forcePasswordChange({reason, oldPasswordRequired}))  change-password modal (password/)
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../app/sessionSlice';
import type { MemberInfo, SessionOrigin } from '../../shared/wire/auth';
import type { PasswordChangeRequest } from './loginFlow';

/**
 * guest: no session. loading: a token is kept (login, or found at start) and member info is
 * on its way. member: member info loaded (or a failed load kept the session). passwordChange:
 * logged in but held at the forced password change.
 */
export type AuthStatus = 'guest' | 'loading' | 'member' | 'passwordChange';

export type AuthPopup = 'login' | 'register';
export type LoginTab = 'username' | 'sms';

export type AuthState = {
  status: AuthStatus;
  member: MemberInfo | null;
  /** How the session began; decides e.g. whether a password change needs the old password. */
  origin: SessionOrigin | null;
  popup: AuthPopup | null;
  loginTab: LoginTab;
  forgotPasswordOpen: boolean;
  passwordChange: PasswordChangeRequest | null;
  /** True while sign-out runs (the loader, SigningOut.tsx). */
  signingOut: boolean;
};

export const initialAuthState: AuthState = {
  status: 'guest',
  member: null,
  origin: null,
  popup: null,
  loginTab: 'username',
  forgotPasswordOpen: false,
  passwordChange: null,
  signingOut: false,
};

const signedOutState = (state: AuthState): AuthState => ({ ...initialAuthState, loginTab: state.loginTab });

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Opens the login popup (on the given tab) over the current page. */
    openLogin: {
      reducer(state, action: PayloadAction<{ tab?: LoginTab }>) {
        state.popup = 'login';
        state.forgotPasswordOpen = false;
        if (action.payload.tab) state.loginTab = action.payload.tab;
      },
      prepare: (options?: { tab?: LoginTab }) => ({ payload: options ?? {} }),
    },
    openRegister(state) {
      state.popup = 'register';
      state.forgotPasswordOpen = false;
    },
    closeAuthPopup(state) {
      state.popup = null;
    },
    loginTabChosen(state, action: PayloadAction<LoginTab>) {
      state.loginTab = action.payload;
    },
    /** Closes the login popup and asks password/ to show the forgot-password popup. */
    openForgotPassword(state) {
      state.popup = null;
      state.forgotPasswordOpen = true;
    },
    closeForgotPassword(state) {
      state.forgotPasswordOpen = false;
    },
    /** The login is held until the password changes: password/ shows its modal. */
    forcePasswordChange(state, action: PayloadAction<PasswordChangeRequest>) {
      state.status = 'passwordChange';
      state.passwordChange = action.payload;
      state.popup = null;
    },
    /** The change-password modal closed (done, or abandoned with a sign-out). */
    passwordChangeClosed(state) {
      state.passwordChange = null;
    },
    /** A token is kept: a login succeeded, or one was found at start. */
    sessionStarted(state, action: PayloadAction<{ origin: SessionOrigin | null }>) {
      state.status = 'loading';
      state.origin = action.payload.origin;
      state.popup = null;
      state.passwordChange = null;
    },
    /** Member info arrived (GET /wps/member/info). */
    memberLoaded(state, action: PayloadAction<MemberInfo>) {
      state.member = action.payload;
      if (state.status === 'loading' || state.status === 'guest') state.status = 'member';
    },
    /** Member info could not load for a reason other than a dead session: keep the session. */
    memberUnavailable(state) {
      if (state.status === 'loading') state.status = 'member';
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
    signedOut: signedOutState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, signedOutState);
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectMember: (state) => state.member,
    selectAuthPopup: (state) => state.popup,
    selectLoginTab: (state) => state.loginTab,
    selectForgotPasswordOpen: (state) => state.forgotPasswordOpen,
    selectPasswordChange: (state) => state.passwordChange,
    selectSessionOrigin: (state) => state.origin,
    selectSigningOut: (state) => state.signingOut,
    /** Trial accounts (type 4): no member centre, no real-money games, no unread-message polling. */
    selectIsTrial: (state) => state.member?.isTrial === true,
    selectIsAgent: (state) => state.member?.isAgent === true,
    /** Unread messages load for real members only, never for trial accounts. */
    selectShouldLoadUnread: (state) => state.member !== null && !state.member.isTrial,
  },
});

export const {
  openLogin,
  openRegister,
  closeAuthPopup,
  loginTabChosen,
  openForgotPassword,
  closeForgotPassword,
  forcePasswordChange,
  passwordChangeClosed,
  sessionStarted,
  memberLoaded,
  memberUnavailable,
  signOutStarted,
  signedOut,
} = authSlice.actions;

export const {
  selectAuthStatus,
  selectMember,
  selectAuthPopup,
  selectLoginTab,
  selectForgotPasswordOpen,
  selectPasswordChange,
  selectSessionOrigin,
  selectSigningOut,
  selectIsTrial,
  selectIsAgent,
  selectShouldLoadUnread,
} = authSlice.selectors;
