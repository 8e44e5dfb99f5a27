/** Dice (../games/dice.ts): roll under or over a target. */
import { rollDice, type DiceBet } from '../games/dice';
import { intIn, noActions, objectIn, stakeIn, type HouseRules } from './types';

function betOf(raw: unknown): DiceBet {
  const o = objectIn(raw, 'bet');
  return {
    direction: o.direction as DiceBet['direction'],
    target: intIn(o.target, 'target'),
    stake: stakeIn(o.stakeMinor),
  };
}

export const dice: HouseRules = {
  id: 'dice',
  interactive: false,
  parseBet(raw) {
    const b = betOf(raw);
    return { direction: String(b.direction), target: b.target, stakeMinor: b.stake.toString() };
  },
  parseAction: noActions,
  play(bet, _actions, source) {
    const b = betOf(bet);
    const round = rollDice(b, source);
    return {
      stake: b.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: { roll: round.roll, won: round.won, multiplier: round.multiplier },
    };
  },
  registryId: () => 'dice',
};
