/**
 * The crash pages' text, in English (like ../shared/text.ts: these pages stand in for a vendor's
 * game, which brings its own text; a translation would swap this object). {name}: format.ts fill().
 */
export const CRASH_TEXT = {
  multiplier: 'Multiplier',
  roundLabel: 'Round {id}',
  roundHash: 'Round hash (published before the round)',
  waiting: 'Next round opens in {seconds} s',
  betting: 'Bets open: take-off in {seconds} s',
  flying: 'In flight',
  crashed: 'Crashed at {multiplier}',
  crashedWaiting: 'Crashed at {multiplier}. Next round opens in {seconds} s',
  stake: 'Stake',
  autoCashOut: 'Auto cash-out at (optional, e.g. 2.00)',
  autoInvalid: 'Auto cash-out must be a multiplier from 1.01 to 10000, or empty.',
  placeBet: 'Place bet',
  cashOut: 'Cash out',
  cashOutAt: 'Cash out at {multiplier}',
  betPlaced: 'Bet of {stake} placed on round {id}.',
  cashedOut: 'Cashed out at {multiplier}: you won {payout}.',
  lost: 'The round crashed at {multiplier}: your bet of {stake} is lost.',
  yourBet: 'Your bet: {stake}',
  history: 'Last crashes',
  myBets: 'My recent bets',
  colRound: 'Round',
  colStake: 'Stake',
  colCashOut: 'Cash-out',
  colPayout: 'Payout',
  colResult: 'Result',
  resultOpen: 'In play',
  resultWon: 'Won',
  resultLost: 'Lost',
  verify: 'Verify round {id}',
  noBets: 'No bets yet.',
  rules: 'How crash works',
  rulesLines: [
    'Every player sees the same round: the multiplier starts at 1.00× at take-off and grows until ' +
      'the round crashes.',
    'Place one bet per round while bets are open. Cash out any time before the crash to win your ' +
      'stake times the multiplier shown by the server when your cash-out arrives.',
    'A bet still in when the round crashes is lost. An automatic cash-out pays at its target if ' +
      'the round reaches it. The highest cash-out is 10,000×.',
    'The return of any cash-out strategy is at most 99 %.',
    "Each round's hash is published before the round; its seed is revealed at the crash, so anyone " +
      'can recompute the crash point and check the seed against the hash.',
  ],
  // Verification page.
  verifyTitle: 'Verify a crash round',
  verifyIntro:
    'A crash round is decided by its seed from a hash chain: the hash of the seed is published ' +
    'before the round, and the seed of each round is the hash of the next round\u2019s seed. The ' +
    'crash point comes from HMAC-SHA256 of the seed with the client seed "crash" and the round ' +
    'number, computed here in your browser.',
  chain: 'Chain',
  roundNo: 'Round number in the chain',
  seed: 'Seed (revealed at the crash)',
  notRevealed: 'Not revealed yet: this round has not crashed.',
  crashPoint: 'Crash point (server)',
  recomputed: 'Crash point (recomputed here)',
  hashCheck: 'Hash of the seed',
  checking: 'Checking…',
  verified: 'Verified: the seed matches the published hash and gives the crash point {multiplier}.',
  mismatch: 'Mismatch: the recomputed values do not agree with the server\u2019s.',
  notFound: 'There is no such crash round.',
};

export type CrashText = typeof CRASH_TEXT;
