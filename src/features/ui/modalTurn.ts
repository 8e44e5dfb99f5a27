/**
 * One modal at a time (issue 14 item 4): the dialogs that open by themselves, the announcement
 * popup and the contract offer, wait their turn instead of stacking over whatever is open.
 * A waiting dialog gets the turn when no other dialog is open (none asked for by the store:
 * login, register, forgot password, a password change, signing out, any generic dialog such as
 * the welcome or "signed out"; and no modal in the DOM, src/components/modalStack.ts) and no
 * other waiting dialog holds it; waiting dialogs are served in the order they asked. Once a
 * dialog has the turn it keeps it until it closes, so a dialog it opens itself (a confirmation)
 * or an urgent one (the session ended) can stack over it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { openModalCount, subscribeModalStack } from '../../components/modalStack';
import { selectAuthPopup, selectForgotPasswordOpen, selectPasswordChange, selectSigningOut } from '../auth/authSlice';
import { selectChangePasswordOpen } from '../auth/password/passwordSlice';
import { selectActiveDialog } from './uiSlice';

export type WaitingDialog = 'announcement-popup' | 'contract-offer';

type Turns = { holder: WaitingDialog | null; waiting: readonly WaitingDialog[] };

let turns: Turns = { holder: null, waiting: [] };
const listeners = new Set<() => void>();

function update(next: Turns): void {
  if (next.holder === turns.holder && next.waiting.join() === turns.waiting.join()) return;
  turns = next;
  for (const listener of [...listeners]) listener();
}

const subscribeTurns = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentTurns = () => turns;

/** Asks for a turn (queued behind earlier askers). */
export function askTurn(id: WaitingDialog): void {
  if (turns.holder === id || turns.waiting.includes(id)) return;
  update({ ...turns, waiting: [...turns.waiting, id] });
}

/** Gives the turn up, or stops waiting for one. */
export function releaseTurn(id: WaitingDialog): void {
  update({ holder: turns.holder === id ? null : turns.holder, waiting: turns.waiting.filter((w) => w !== id) });
}

/** Hands the turn to the first waiting dialog when nothing else is open; true if it did. */
export function grantTurn(othersOpen: boolean): WaitingDialog | null {
  if (turns.holder !== null || othersOpen || turns.waiting.length === 0) return null;
  const [next, ...rest] = turns.waiting;
  update({ holder: next!, waiting: rest });
  return next!;
}

/** Who has the turn (tests and diagnostics). */
export const turnHolder = (): WaitingDialog | null => turns.holder;

/** Back to no turns (tests). */
export function resetTurns(): void {
  update({ holder: null, waiting: [] });
}

/** True while any dialog other than the waiting ones is open, by the store's account. */
export function useOtherDialogOpen(): boolean {
  const authPopup = useAppSelector(selectAuthPopup) !== null;
  const forgot = useAppSelector(selectForgotPasswordOpen);
  const forcedChange = useAppSelector(selectPasswordChange) !== null;
  const chosenChange = useAppSelector(selectChangePasswordOpen);
  const signingOut = useAppSelector(selectSigningOut);
  const generic = useAppSelector(selectActiveDialog) !== undefined;
  return authPopup || forgot || forcedChange || chosenChange || signingOut || generic;
}

/**
 * For a dialog that opens by itself: `wants` says it has something to show; the answer says
 * whether it may show it now. Pass `wants` false (or unmount) when it closes.
 */
export function useModalTurn(id: WaitingDialog, wants: boolean): boolean {
  const { holder } = useSyncExternalStore(subscribeTurns, currentTurns);
  const modals = useSyncExternalStore(subscribeModalStack, openModalCount);
  const othersBusy = useOtherDialogOpen();

  useEffect(() => {
    if (wants) askTurn(id);
    else releaseTurn(id);
  }, [id, wants]);
  useEffect(() => () => releaseTurn(id), [id]);
  // No holder means no waiting dialog's modal is in the DOM: every open modal is another's.
  useEffect(() => {
    if (holder === null) grantTurn(othersBusy || modals > 0);
  });
  return wants && holder === id;
}
