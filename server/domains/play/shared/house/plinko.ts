/** Plinko (../games/plinko.ts): a ball through 8 to 16 rows of pins. */
import { dropPlinko, type PlinkoBet } from '../games/plinko';
import { intIn, noActions, objectIn, stakeIn, type HouseRules } from './types';

function betOf(raw: unknown): PlinkoBet {
  const o = objectIn(raw, 'bet');
  return { rows: intIn(o.rows, 'rows'), risk: o.risk as PlinkoBet['risk'], stake: stakeIn(o.stakeMinor) };
}

export const plinko: HouseRules = {
  id: 'plinko',
  interactive: false,
  parseBet(raw) {
    const b = betOf(raw);
    return { rows: b.rows, risk: String(b.risk), stakeMinor: b.stake.toString() };
  },
  parseAction: noActions,
  play(bet, _actions, source) {
    const b = betOf(bet);
    const round = dropPlinko(b, source);
    return {
      stake: b.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: { path: round.path, bin: round.bin, pay: round.pay },
    };
  },
  registryId: () => 'plinko',
};
