/**
 * Whether a member session is open. The token itself never enters the store: it lives behind
 * the platform seam (sessionStorage on the web, the main process on desktop).
 * `sessionEnded` is the event the session-error listener raises (session errors: docs/protocol.md,
 * Error codes); features react to it (close member screens, go home) with `startAppListening`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionState = {
  loggedIn: boolean;
  /** Epoch ms of the last forced end, used to fold a burst of session errors into one. */
  endedAt: number | null;
};

export type SessionEndedPayload = { message: string; errorCode: string; at: number };

const initialState: SessionState = { loggedIn: false, endedAt: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state) {
      state.loggedIn = true;
    },
    loggedOut(state) {
      state.loggedIn = false;
    },
    /** The server said the session is gone; the token is already cleared. */
    sessionEnded(state, action: PayloadAction<SessionEndedPayload>) {
      state.loggedIn = false;
      state.endedAt = action.payload.at;
    },
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
  },
});

export const { loggedIn, loggedOut, sessionEnded } = sessionSlice.actions;
export const { selectLoggedIn } = sessionSlice.selectors;
export default sessionSlice;
