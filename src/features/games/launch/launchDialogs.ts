/**
 * The dialogs of a launch: the offer of a real account to a trial player, and what a failed or
 * blocked launch tells the player. The dialogs carry catalog keys; their namespaces are loaded
 * first, because the dialog host only keeps its own.
 */
import i18next from 'i18next';
import type { OpenDialogInput } from '../../ui/uiSlice';
import { INSUFFICIENT_BALANCE_DIALOG_ID } from '../../wallet/InsufficientBalanceOffer';
import type { LaunchProblem } from './launchProblems';

export type AskDialog = (input: OpenDialogInput) => Promise<string | null>;

/** Ids reused by a second launch, so dialogs replace each other instead of queueing. */
export const TRIAL_DIALOG_ID = 'launch-trial';
export const LAUNCH_PROBLEM_DIALOG_ID = 'launch-problem';

const loadCatalogs = () => i18next.loadNamespaces(['launch', 'cashier']);

/** Offers sign-up or log-in; resolves with the choice, or null when the player declines. */
export async function askForRealAccount(ask: AskDialog): Promise<'register' | 'login' | null> {
  await loadCatalogs();
  const answer = await ask({
    id: TRIAL_DIALOG_ID,
    icon: 'info',
    title: { key: 'launch:trial.title' },
    message: { key: 'launch:trial.message' },
    buttons: [
      { id: 'register', label: { key: 'launch:trial.register' }, variant: 'primary' },
      { id: 'login', label: { key: 'launch:trial.login' }, variant: 'secondary' },
      { id: 'cancel', label: { key: 'common:cancel' }, variant: 'secondary' },
    ],
  });
  return answer === 'register' || answer === 'login' ? answer : null;
}

/**
 * Tells the player why the game did not start. Resolves 'deposit' when they chose to deposit
 * (insufficient balance), else null.
 */
export async function showLaunchProblem(
  ask: AskDialog,
  problem: Exclude<LaunchProblem, { kind: 'silent' | 'trial' }>,
): Promise<'deposit' | null> {
  await loadCatalogs();
  if (problem.kind === 'previousGameOpen') {
    await ask({
      id: LAUNCH_PROBLEM_DIALOG_ID,
      icon: 'warning',
      title: { key: 'launch:previousGameOpen.title' },
      message: { key: 'launch:previousGameOpen.message' },
    });
    return null;
  }
  if (problem.kind === 'insufficientBalance') {
    // The same id as the app-wide offer, which may have opened it already: one dialog, not two.
    const answer = await ask({
      id: INSUFFICIENT_BALANCE_DIALOG_ID,
      icon: 'warning',
      title: { key: 'cashier:insufficient.title' },
      message: problem.message ? { text: problem.message } : { key: 'cashier:insufficient.message' },
      buttons: [
        { id: 'deposit', label: { key: 'cashier:insufficient.deposit' }, variant: 'primary' },
        { id: 'cancel', label: { key: 'cashier:insufficient.cancel' }, variant: 'secondary' },
      ],
    });
    return answer === 'deposit' ? 'deposit' : null;
  }
  if (problem.kind === 'refused') {
    await showRefused(ask);
    return null;
  }
  await ask({
    id: LAUNCH_PROBLEM_DIALOG_ID,
    icon: 'error',
    title: { key: 'launch:failed.title' },
    message: problem.message ? { text: problem.message } : { key: 'errors:unknown' },
  });
  return null;
}

/** The browser blocked the game window: resolves true when the player asks to open it now. */
export async function askToOpenBlocked(ask: AskDialog): Promise<boolean> {
  await loadCatalogs();
  const answer = await ask({
    id: LAUNCH_PROBLEM_DIALOG_ID,
    icon: 'warning',
    title: { key: 'launch:blocked.title' },
    message: { key: 'launch:blocked.message' },
    buttons: [
      { id: 'open', label: { key: 'launch:blocked.open' }, variant: 'primary' },
      { id: 'cancel', label: { key: 'common:cancel' }, variant: 'secondary' },
    ],
  });
  return answer === 'open';
}

export async function showRefused(ask: AskDialog): Promise<void> {
  await loadCatalogs();
  await ask({
    id: LAUNCH_PROBLEM_DIALOG_ID,
    icon: 'error',
    title: { key: 'launch:failed.title' },
    message: { key: 'launch:refused' },
  });
}
