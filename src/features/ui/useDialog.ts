import { nanoid } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { openDialog, type OpenDialogInput } from './uiSlice';

type Settle = (buttonId: string | null) => void;

/** Waiting callers by dialog id. Functions stay here, out of the store. */
const pending = new Map<string, Settle>();

/** Called by DialogHost when it closes a dialog; resolves the caller of `useDialog()`, if any. */
export function settleDialog(id: string, buttonId: string | null): void {
  const settle = pending.get(id);
  pending.delete(id);
  settle?.(buttonId);
}

/**
 * Opens the generic dialog from a component and resolves with the id of the button pressed
 * (null when dismissed or timed out). Non-React code dispatches `openDialog` instead and
 * listens for `dialogClosed`.
 */
export function useDialog(): (input: OpenDialogInput) => Promise<string | null> {
  const dispatch = useAppDispatch();
  return useCallback(
    (input) => {
      const id = input.id ?? nanoid();
      // A caller re-opening an id that is still waiting supersedes the earlier caller.
      settleDialog(id, null);
      const answer = new Promise<string | null>((resolve) => pending.set(id, resolve));
      dispatch(openDialog({ ...input, id }));
      return answer;
    },
    [dispatch],
  );
}
