/**
 * Starting a game from anywhere: `const launch = useLaunchGame();
 * launch(target)` inside the click. The decision is launchDecision.ts; this hook carries it out:
 * the login popup, the trial dialog, a page of this app, the group vendor's popup list, or the
 * launch call whose URL opens through the platform (a new window on the web, the shell's game
 * window on desktop).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/api';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { selectLoggedIn } from '../../../app/sessionSlice';
import type { AppStore, RootState } from '../../../app/store';
import { currentLanguage } from '../../../i18n';
import { platform, type GameLaunch, type GameWindowOutcome } from '../../../platform/platform';
import { openLogin, selectAuthStatus, selectIsTrial } from '../../auth/authSlice';
import { leaveTrial } from '../../auth/session';
import { useDialog } from '../../ui/useDialog';
import { useLaunchGameMutation } from '../gamesApi';
import type { AskDialog } from './launchDialogs';
import { decideLaunch, type LaunchSession, type LaunchTarget } from './launchDecision';
import { launchGate } from './launchGate';
import { launchProblem } from './launchProblems';
import { openVendorGames } from './vendorGamesStore';

export type { LaunchTarget } from './launchDecision';

// The dialogs after a launch (with the wallet offer they share an id with) and the member-centre
// link load when a launch first needs them, not with the pages that show games (the home-route
// JavaScript budget: tests/bench/bundleSize.ts).
const launchDialogs = () => import('./launchDialogs');

/** After the window question is settled: a blocked window can still open from the dialog's click. */
async function followUp(outcome: GameWindowOutcome, ask: AskDialog): Promise<void> {
  if (outcome.status !== 'refused' && outcome.status !== 'blocked') return;
  const { askToOpenBlocked, showRefused } = await launchDialogs();
  if (outcome.status === 'refused') await showRefused(ask);
  if (outcome.status === 'blocked' && (await askToOpenBlocked(ask))) {
    const again = await platform.openGame(async () => outcome.launch);
    if (again.status === 'refused') await showRefused(ask);
  }
}

/** The session as a launch sees it, read at the click (not from the last render). */
function launchSession(state: RootState): LaunchSession {
  const status = selectAuthStatus(state);
  const loggedIn = selectLoggedIn(state) || status === 'member';
  // A token found at start is a session whose member info is still on its way.
  const memberPending = loggedIn && status === 'loading';
  return { loggedIn, isTrial: memberPending ? null : selectIsTrial(state) };
}

/** Resolves once the member behind the session is known: info loaded, given up on, or signed out. */
function memberKnown(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (selectAuthStatus(store.getState()) === 'loading') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

export function useLaunchGame(): (target: LaunchTarget) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const ask = useDialog();
  const [launchGame] = useLaunchGameMutation();

  const offerRealAccount = useCallback(async () => {
    const choice = await (await launchDialogs()).askForRealAccount(ask);
    if (choice) await dispatch(leaveTrial(choice));
  }, [ask, dispatch]);

  return useCallback(
    (chosen: LaunchTarget) => {
      const start = (target: LaunchTarget, afterWait: boolean): void => {
        const session = launchSession(store.getState());
        // Waited once already (member info failed to load): the server still refuses a trial.
        if (afterWait && session.isTrial === null) session.isTrial = false;
        const decision = decideLaunch(target, session, currentLanguage());
        // Right after a page load the member info may not have arrived: a trial account must not
        // see a window open and close. The wait is short, and a window the browser then blocks
        // is offered again from a dialog (followUp).
        if (decision.kind === 'awaitMember') {
          void memberKnown(store).then(() => start(target, true));
          return;
        }
        // Repeating any of these is harmless (same page, same popup, same dialog id).
        if (decision.kind === 'navigate') return void navigate(decision.to);
        if (decision.kind === 'login') return void dispatch(openLogin());
        if (decision.kind === 'trial') return void offerRealAccount();
        if (decision.kind === 'vendorGames') return openVendorGames(decision.vendor);
        // A double click must not spend two launch tokens or open two windows.
        if (!launchGate.tryStart()) return;
        // Synchronously, still inside the click: the web opens its window before the await.
        const opening = platform.openGame(async (): Promise<GameLaunch> => {
          const { content } = await launchGame(decision.args).unwrap();
          return { url: content.game_url, title: content.game_name || decision.title };
        });
        opening
          .then(
            (outcome) => {
              launchGate.finish(outcome.status === 'opened' ? 'opened' : 'failed');
              // Rounds played in the window moved money: read the balance when it closes.
              if (outcome.status === 'opened')
                void outcome.closed?.then(() => dispatch(api.util.invalidateTags(['Balance'])));
              return followUp(outcome, ask);
            },
            async (error: unknown) => {
              launchGate.finish('failed');
              const problem = launchProblem(error);
              if (problem.kind === 'silent') return;
              if (problem.kind === 'trial') return offerRealAccount();
              const { showLaunchProblem } = await launchDialogs();
              if ((await showLaunchProblem(ask, problem)) === 'deposit') {
                const { memberPagePath } = await import('../../member/memberPageKeys');
                await navigate(memberPagePath('depositv2'));
              }
            },
          )
          .catch((error: unknown) => console.error('[launch] could not report the launch outcome', error));
      };
      start(chosen, false);
    },
    [ask, dispatch, launchGame, navigate, offerRealAccount, store],
  );
}
