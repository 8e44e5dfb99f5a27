/**
 * A launch whose game is shown inside the page (/seamless and the lottery pages): asks the
 * server once per set of arguments (a launch token is single-use, and a repeated effect must not
 * spend a second one), and keeps the answer in local state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LaunchArgs } from '../../../shared/wire';
import { useLaunchGameMutation } from '../gamesApi';
import { frameableUrl } from './frameUrl';
import { launchProblem, type LaunchProblem } from './launchProblems';

export type FramedLaunch =
  | { status: 'starting' }
  | { status: 'ready'; url: string; title: string }
  | { status: 'failed'; problem: LaunchProblem };

/** `args` null: nothing to launch (yet). `fallbackTitle` names the game until the server does. */
export function useFramedLaunch(
  args: LaunchArgs | null,
  fallbackTitle: string,
): { state: FramedLaunch; retry: () => void } {
  const [launchGame] = useLaunchGameMutation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FramedLaunch>({ status: 'starting' });
  const started = useRef<string | null>(null);
  const key = args ? `${JSON.stringify(args)}#${attempt}` : null;

  useEffect(() => {
    if (!args || key === null || started.current === key) return;
    started.current = key;
    setState({ status: 'starting' });
    // No cancellation on cleanup: the answer belongs to this key, and a newer key overwrites it.
    launchGame(args)
      .unwrap()
      .then(({ content }) => {
        if (started.current !== key) return;
        const url = frameableUrl(content.game_url, window.location.href);
        setState(
          url
            ? { status: 'ready', url, title: content.game_name || fallbackTitle }
            : { status: 'failed', problem: { kind: 'refused' } },
        );
      })
      .catch((error: unknown) => {
        if (started.current === key) setState({ status: 'failed', problem: launchProblem(error) });
      });
  }, [args, key, fallbackTitle, launchGame]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
