/**
 * The change-password modal opened by choice (from the member centre): `openChangePassword()`.
 * The forced change after a login lives in the auth slice (`forcePasswordChange`), and the
 * forgot-password popup too (`openForgotPassword`); PasswordPopups shows all three.
 */
import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../../app/sessionSlice';
import { signedOut } from '../authSlice';

export type PasswordState = {
  /** The member asked to change their password. */
  changeOpen: boolean;
};

const initialState: PasswordState = { changeOpen: false };

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    /** Opens the change-password modal for the signed-in member (closable, unlike the forced one). */
    openChangePassword(state) {
      state.changeOpen = true;
    },
    changePasswordClosed(state) {
      state.changeOpen = false;
    },
  },
  extraReducers: (builder) => {
    // No session, nothing to change.
    builder.addCase(sessionEnded, () => initialState);
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectChangePasswordOpen: (state) => state.changeOpen,
  },
});

export const { openChangePassword, changePasswordClosed } = passwordSlice.actions;
export const { selectChangePasswordOpen } = passwordSlice.selectors;
