/**
 * The lottery variant of the launch call (launchMode LOTT, src/shared/wire/games.ts): which lottery
 * a page is, and the launchGame arguments it sends. Pure, so each variant has a test.
 */
import { SEA_LOTTERY_VENDOR, VN_LOTTERY_VENDOR, type LaunchArgs } from '../../shared/wire';

export type LotteryVariant = 'standard' | 'vn' | 'sea';

/** Standard lottery launches go through this vendor when the address names none. */
export const DEFAULT_LOTTERY_VENDOR = 'LOTT';

/** The lottery a path shows; the lower-case spellings are older links to the same pages. */
export function lotteryVariant(pathname: string): LotteryVariant {
  if (pathname === '/vnLottery' || pathname === '/vnlottery') return 'vn';
  if (pathname === '/seaLottery' || pathname === '/sealottery') return 'sea';
  return 'standard';
}

export type LotteryLaunchInput = {
  variant: LotteryVariant;
  /** ?gameCode: a game opens at its betting view, none opens the lobby. */
  gameCode: string;
  /** ?vassalage (standard lottery only). */
  vassalage: string;
  /** LOTT or ELOTT, from the merchant's lanes (vendorLanes.lotteryPrizeMode); SEA has its own. */
  prizeMode: 'LOTT' | 'ELOTT';
  /** The page to come back to. */
  backUrl: string;
  language: string;
  device: string;
};

export function lotteryLaunchArgs(input: LotteryLaunchInput): LaunchArgs {
  const { variant, gameCode } = input;
  const vassalage =
    variant === 'vn'
      ? VN_LOTTERY_VENDOR
      : variant === 'sea'
        ? SEA_LOTTERY_VENDOR
        : input.vassalage || DEFAULT_LOTTERY_VENDOR;
  const args: LaunchArgs = {
    launchMode: 'LOTT',
    vassalage,
    lottoPrizeMode: variant === 'sea' ? 'SEA' : input.prizeMode,
    lottoView: gameCode ? 'betting' : 'lobby',
    device: input.device,
    backUrl: input.backUrl,
    language: input.language,
  };
  if (variant === 'vn') args.lottoArea = 'VN';
  if (gameCode) args.lottoGameCode = gameCode;
  return args;
}
