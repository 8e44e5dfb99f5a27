/**
 * App-wide reactions to API failures, as one listener middleware per store:
 * - a session error (docs/protocol.md, Error codes) raises `sessionEnded`, shows its message in the
 *   generic dialog, clears the token and the session's stored data; the shell goes home on
 *   `sessionEnded`. Not while the member is signing out, nor once signed out: late answers to calls
 *   sent before the sign-out are its echo;
 * - `function.not.available` from a gated call means maintenance or a region block began
 *   while the app ran: the status is fetched again so the system gate can take over.
 * Side effects come in through `SessionEffects`, so tests run them in memory.
 */
import {
  createListenerMiddleware,
  isRejectedWithValue,
  type ListenerMiddleware,
  type PayloadAction,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { api, MEMBER_TAGS, systemApi } from '../api/api';
import { isApiError, type ApiError } from '../api/response';
import { openDialog } from '../features/ui/uiSlice';
import { ErrorCode, isSessionError } from '../shared/wire';
import { sessionEnded } from './sessionSlice';
import type { AppDispatch, RootState } from './store';

export type SessionEffects = {
  /** Forgets the token through the platform seam. */
  clearToken(): Promise<void>;
  /** Clears the session's stored data, keeping the merchant code. */
  clearSessionStorage(): void;
  now(): number;
};

/** Session errors within this window after one handled are the same event (parallel calls). */
export const SESSION_END_WINDOW_MS = 3_000;

/** Id of the session-ended dialog: a second one replaces the first instead of queueing. */
export const SESSION_ENDED_DIALOG_ID = 'session-ended';

type RejectedApiCall = PayloadAction<ApiError, string, { arg?: { endpointName?: string } }>;

function isRejectedApiCall(action: unknown): action is RejectedApiCall {
  return isRejectedWithValue(action) && isApiError(action.payload);
}

function isSessionFailure(action: unknown): action is RejectedApiCall {
  return isRejectedApiCall(action) && isSessionError(action.payload.errorCode, action.payload.message);
}

function isGateFailure(action: unknown): action is RejectedApiCall {
  return (
    isRejectedApiCall(action) &&
    action.payload.errorCode === ErrorCode.functionNotAvailable &&
    action.meta.arg?.endpointName !== 'systemStatus'
  );
}

/** Registers a listener typed with the app's state and dispatch; returns its unsubscribe. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export type AppListeners = { middleware: ListenerMiddleware; startAppListening: AppStartListening };

export function createAppListeners(effects: SessionEffects): AppListeners {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening as AppStartListening;

  startAppListening({
    matcher: isSessionFailure,
    effect: async (action, { dispatch, getState }) => {
      const { auth, session } = getState();
      // A call that was in flight when the member signed out is answered 'not logged in' by a
      // server that already ended the session: that is the sign-out itself, not news to show.
      if (auth.signingOut || (!session.loggedIn && auth.status === 'guest')) return;
      const at = effects.now();
      const last = session.endedAt;
      if (last !== null && at - last < SESSION_END_WINDOW_MS) return;
      // Marks the end first, so session errors arriving while the token clears are folded in.
      const { message, errorCode } = action.payload;
      dispatch(sessionEnded({ message, errorCode, at }));
      dispatch(
        openDialog({
          id: SESSION_ENDED_DIALOG_ID,
          icon: 'warning',
          title: { key: 'errors:sessionEnded' },
          message: { text: message },
        }),
      );
      await effects.clearToken();
      effects.clearSessionStorage();
      dispatch(api.util.invalidateTags([...MEMBER_TAGS]));
    },
  });

  startAppListening({
    matcher: isGateFailure,
    effect: async (_action, { dispatch, getState, cancelActiveListeners, delay }) => {
      // Several gated calls fail together when maintenance starts: one refetch is enough.
      cancelActiveListeners();
      await delay(50);
      const status = systemApi.endpoints.systemStatus.select()(getState()).data;
      if (status && !status.maintenance && !status.regionRestriction) {
        dispatch(api.util.invalidateTags(['SystemStatus']));
      }
    },
  });

  return { middleware: listener.middleware, startAppListening };
}
