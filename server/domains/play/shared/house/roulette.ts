/** Roulette (../games/roulette.ts): inside and outside bets on one spin. */
import { refuse } from '../games/errors';
import { ROULETTE_KINDS, spinRoulette, type RouletteBet, type RouletteKind } from '../games/roulette';
import { intIn, listIn, noActions, objectIn, stakeIn, type HouseRules, type Json } from './types';

const INSIDE = ['straight', 'split', 'street', 'corner', 'sixLine'];

function betOf(raw: unknown): RouletteBet {
  const o = objectIn(raw, 'bet');
  const kind = o.kind as RouletteKind;
  if (!ROULETTE_KINDS.includes(kind)) return refuse('unknownOption', `There is no roulette bet "${String(o.kind)}".`);
  const stake = stakeIn(o.stakeMinor);
  if (INSIDE.includes(kind))
    return { kind, numbers: listIn(o.numbers, 'numbers', 6).map((n) => intIn(n, 'number')), stake } as RouletteBet;
  if (kind === 'dozen' || kind === 'column') {
    const index = intIn(o.index, 'dozen or column');
    if (index !== 1 && index !== 2 && index !== 3) return refuse('invalidSelection', 'A dozen or column is 1, 2 or 3.');
    return { kind, index, stake };
  }
  return { kind, stake } as RouletteBet;
}

const betJson = (b: RouletteBet): Json => ({
  kind: b.kind,
  ...('numbers' in b ? { numbers: [...b.numbers] } : {}),
  ...('index' in b ? { index: b.index } : {}),
  stakeMinor: b.stake.toString(),
});

const betsOf = (raw: unknown) => listIn(objectIn(raw, 'bet').bets, 'bets', 40).map(betOf);

export const roulette: HouseRules = {
  id: 'roulette',
  interactive: false,
  parseBet: (raw) => ({ bets: betsOf(raw).map(betJson) }),
  parseAction: noActions,
  play(bet, _actions, source) {
    const spin = spinRoulette(betsOf(bet), source);
    return {
      stake: spin.stake,
      payout: spin.payout,
      validBet: spin.validBet,
      settled: true,
      outcome: {
        pocket: spin.pocket,
        bets: spin.bets.map((b) => ({ bet: betJson(b.bet), won: b.won, payoutMinor: b.payout.toString() })),
      },
    };
  },
  registryId: () => 'roulette',
};
