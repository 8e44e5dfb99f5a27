/**
 * UI state any code can drive with plain actions: the queue of generic dialogs (each with
 * icon, title, html, buttons, optional close on outside click, timeout
 * auto-close). Everything in a request is serialisable, so listeners (e.g. session expiry)
 * can open a dialog with `dispatch(openDialog({...}))` and learn the answer by waiting for
 * `dialogClosed` with the same id.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type DialogIcon = 'info' | 'success' | 'warning' | 'error';

/** Text given either literally or as an i18n key ("ns:key" or a key of `common`). */
export type DialogText = { text: string } | { key: string; values?: Record<string, string | number> };

export type DialogButton = {
  /** Reported back in `dialogClosed.buttonId`. */
  id: string;
  label: DialogText;
  variant?: 'primary' | 'secondary' | 'danger';
};

export type DialogRequest = {
  id: string;
  icon?: DialogIcon;
  title: DialogText;
  /** HTML from the server; sanitised with DOMPurify before it reaches the DOM. */
  html?: string;
  /** Plain message, used when there is no html. */
  message?: DialogText;
  /** Defaults to a single OK button with id 'ok'. */
  buttons?: DialogButton[];
  closeOnOutsideClick?: boolean;
  /** Closes by itself after this many milliseconds (buttonId null). */
  autoCloseMs?: number;
};

export type DialogState = {
  /** Open dialogs, oldest first; the first one is shown, the rest wait their turn. */
  queue: DialogRequest[];
};

const initialState: DialogState = { queue: [] };

export type OpenDialogInput = Omit<DialogRequest, 'id'> & { id?: string };

/**
 * Mounted in the store under `dialog` (not `ui`: src/app/uiSlice.ts, the notice queue,
 * already holds that key).
 */
export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    openDialog: {
      reducer(state, action: PayloadAction<DialogRequest>) {
        // Re-opening the same id replaces it instead of queueing a duplicate.
        const at = state.queue.findIndex((d) => d.id === action.payload.id);
        if (at >= 0) state.queue[at] = action.payload;
        else state.queue.push(action.payload);
      },
      prepare(input: OpenDialogInput) {
        return { payload: { ...input, id: input.id ?? nanoid() } };
      },
    },
    /** `buttonId` is null when closed by Escape, outside click, the close button or timeout. */
    dialogClosed(state, action: PayloadAction<{ id: string; buttonId: string | null }>) {
      state.queue = state.queue.filter((d) => d.id !== action.payload.id);
    },
  },
});

export const { openDialog, dialogClosed } = dialogSlice.actions;
export const dialogReducer = dialogSlice.reducer;

/** The dialog on screen, if any. Typed against this slice only, so any store holding `dialog` fits. */
export function selectActiveDialog(state: { dialog: DialogState }): DialogRequest | undefined {
  return state.dialog.queue[0];
}
