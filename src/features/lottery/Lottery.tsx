import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { currentLanguage } from '../../i18n';
import { GameFrame } from '../games/launch/GameFrame';
import { useFramedLaunch } from '../games/launch/useFramedLaunch';
import { useVendorLanes } from '../games/launch/useVendorLanes';
import { lotteryPrizeMode } from '../games/launch/vendorLanes';
import { lotteryLaunchArgs, lotteryVariant } from './lotteryLaunch';

/** Game codes and vendor codes as the platform writes them; anything else is ignored. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function codeParam(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim() ?? '';
  return CODE.test(value) ? value : '';
}

/**
 * Lottery pages (/lottery, /vnLottery, /seaLottery; ?gameCode=): the lottery launched with the
 * lottery variant of the launch call (src/shared/wire/games.ts) and shown inside the page. The
 * route needs a session; these are game pages, so there is no side menu.
 */
export default function Lottery() {
  const { t } = useTranslation(['nav', 'launch']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const variant = lotteryVariant(pathname);
  const gameCode = codeParam(params, 'gameCode');
  const vassalage = codeParam(params, 'vassalage');
  const { lanes, isError } = useVendorLanes();
  // The prize mode comes from the lanes; SEA does not need them, and a failed call means LOTT.
  const prizeMode = lanes ? lotteryPrizeMode(lanes) : isError || variant === 'sea' ? 'LOTT' : null;
  const language = currentLanguage();
  const args = useMemo(
    () =>
      prizeMode === null
        ? null
        : lotteryLaunchArgs({
            variant,
            gameCode,
            vassalage,
            prizeMode,
            backUrl: window.location.href,
            language,
            device: 'WEB',
          }),
    // backUrl is read when the arguments are made; the page's address is in the other inputs.
    [variant, gameCode, vassalage, prizeMode, language],
  );
  const title = t('lottery');
  const { state, retry } = useFramedLaunch(args, title);
  return (
    <PageFrame title={title}>
      <GameFrame state={state} name={state.status === 'ready' ? state.title : title} onRetry={retry} />
    </PageFrame>
  );
}
