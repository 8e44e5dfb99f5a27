/** Baccarat (../games/baccarat.ts): player, banker, tie and pair bets on one coup. */
import { BACCARAT_OPTIONS, playBaccarat, type BaccaratBet, type BaccaratOption } from '../games/baccarat';
import { refuse } from '../games/errors';
import { listIn, noActions, objectIn, stakeIn, type HouseRules, type Json } from './types';

function betOf(raw: unknown): BaccaratBet {
  const o = objectIn(raw, 'bet');
  const option = o.option as BaccaratOption;
  if (!BACCARAT_OPTIONS.includes(option))
    return refuse('unknownOption', `There is no baccarat bet "${String(o.option)}".`);
  return { option, stake: stakeIn(o.stakeMinor) };
}

const betJson = (b: BaccaratBet): Json => ({ option: b.option, stakeMinor: b.stake.toString() });
const betsOf = (raw: unknown) => listIn(objectIn(raw, 'bet').bets, 'bets', 5).map(betOf);

export const baccarat: HouseRules = {
  id: 'baccarat',
  interactive: false,
  parseBet: (raw) => ({ bets: betsOf(raw).map(betJson) }),
  parseAction: noActions,
  play(bet, _actions, source) {
    const round = playBaccarat(betsOf(bet), source);
    return {
      stake: round.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: {
        hand: round.hand,
        bets: round.bets.map((b) => ({ bet: betJson(b.bet), payoutMinor: b.payout.toString() })),
      },
    };
  },
  registryId: () => 'baccarat',
};
