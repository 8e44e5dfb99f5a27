/**
 * The crash page's API (crash/routes.ts ↔ client/crash.ts): paths, error codes and answers.
 * Money is integer minor units in decimal strings; multipliers are hundredths (250 = 2.50×);
 * times are epoch milliseconds of the server's clock.
 */
import type { Money } from '../shared/playApi';

export const CRASH_PATHS = {
  state: '/play/api/crash/state',
  bet: '/play/api/crash/bet',
  cashOut: '/play/api/crash/cashout',
  /** + '/<round id>': a round as anyone may see it (the verification page's data). */
  round: '/play/api/crash/rounds',
  /** + '<round id>': the verification page of a round. */
  verifyPage: '/play/verify/crash-',
} as const;

export const CrashErrorCode = {
  roundNotFound: 'game.round.not.found',
  betsClosed: 'game.round.closed',
  afterCrash: 'game.crash.after.crash',
  tooEarly: 'game.crash.too.early',
  nothingToCashOut: 'game.crash.no.bet',
  requestConflict: 'request.state.conflict',
  stakeOutOfRange: 'amount.out.of.range',
  targetInvalid: 'request_param_err',
} as const;

export type CrashPhase = 'waiting' | 'betting' | 'flying' | 'crashed';

/** A round as everyone sees it: the crash point, its time and the seed only once it has crashed. */
export type CrashRoundView = {
  id: string;
  chainId: string;
  roundNo: number;
  hash: string;
  opensAt: number;
  takeoffAt: number;
  phase: CrashPhase;
  crashPoint: number | null;
  crashAt: number | null;
  seed: string | null;
  settled: boolean;
};

export type CrashBetView = {
  roundId: string;
  stakeMinor: string;
  autoCashOut: number | null;
  cashedOutAt: number | null;
  payoutMinor: string;
  status: 'open' | 'won' | 'lost';
  /** Its betting record (bets.round_id), real money only. */
  betRoundId: string | null;
};

export type CrashStateValue = {
  serverTime: number;
  game: { name: string; vendorName: string };
  money: Money;
  balanceMinor: string;
  playMoney: boolean;
  chipsMinor: string[];
  minStakeMinor: string;
  maxStakeMinor: string;
  round: CrashRoundView | null;
  myBet: CrashBetView | null;
  /** The last settled rounds, newest first. */
  history: CrashRoundView[];
  /** The member's last bets, newest first. */
  myBets: CrashBetView[];
};

export type CrashBetValue = { serverTime: number; bet: CrashBetView; balanceMinor: string };
