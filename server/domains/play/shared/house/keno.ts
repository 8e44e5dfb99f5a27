/** Keno (../games/keno.ts): pick 1 to 10 of 40 numbers, ten are drawn. */
import { playKeno, type KenoBet } from '../games/keno';
import { intIn, listIn, noActions, objectIn, stakeIn, type HouseRules } from './types';

function betOf(raw: unknown): KenoBet {
  const o = objectIn(raw, 'bet');
  return { picks: listIn(o.picks, 'picks', 10).map((n) => intIn(n, 'pick')), stake: stakeIn(o.stakeMinor) };
}

export const keno: HouseRules = {
  id: 'keno',
  interactive: false,
  parseBet(raw) {
    const b = betOf(raw);
    return { picks: [...b.picks], stakeMinor: b.stake.toString() };
  },
  parseAction: noActions,
  play(bet, _actions, source) {
    const b = betOf(bet);
    const round = playKeno(b, source);
    return {
      stake: b.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: { drawn: round.drawn, hits: round.hits, pay: round.pay },
    };
  },
  registryId: () => 'keno',
};
