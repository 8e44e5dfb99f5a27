/** Mounts balancePush.ts for the signed-in member: the header balance follows the money. */
import { useEffect } from 'react';
import { api } from '../../api/api';
import { buildWireHeaders, wireContext } from '../../api/wireContext';
import { useAppDispatch } from '../../app/hooks';
import { platform } from '../../platform/platform';
import { startBalancePush } from './balancePush';

export function useBalancePush(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    return startBalancePush({
      async request() {
        const [url, token] = await Promise.all([platform.apiOrigin(), platform.token.get()]);
        return { url, headers: buildWireHeaders(wireContext(), token) };
      },
      fetch: (input, init) => window.fetch(input, init),
      refresh: () => dispatch(api.util.invalidateTags(['Balance'])),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    });
  }, [enabled, dispatch]);
}
