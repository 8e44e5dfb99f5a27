/** Sic bo (../games/sicbo.ts): bets on three dice. */
import { refuse } from '../games/errors';
import { rollSicbo, SICBO_KINDS, type SicboBet, type SicboKind } from '../games/sicbo';
import { intIn, listIn, noActions, objectIn, stakeIn, type HouseRules, type Json } from './types';

function betOf(raw: unknown): SicboBet {
  const o = objectIn(raw, 'bet');
  const kind = o.kind as SicboKind;
  if (!SICBO_KINDS.includes(kind)) return refuse('unknownOption', `There is no sic bo bet "${String(o.kind)}".`);
  const stake = stakeIn(o.stakeMinor);
  if (kind === 'total') return { kind, total: intIn(o.total, 'total'), stake };
  if (kind === 'triple' || kind === 'double' || kind === 'single') return { kind, face: intIn(o.face, 'face'), stake };
  if (kind === 'combination') {
    const faces = listIn(o.faces, 'faces', 2).map((f) => intIn(f, 'face'));
    if (faces.length !== 2) return refuse('invalidSelection', 'A combination is two faces.');
    return { kind, faces: [faces[0]!, faces[1]!], stake };
  }
  return { kind, stake } as SicboBet;
}

const betJson = (b: SicboBet): Json => ({
  kind: b.kind,
  ...('total' in b ? { total: b.total } : {}),
  ...('face' in b ? { face: b.face } : {}),
  ...('faces' in b ? { faces: [...b.faces] } : {}),
  stakeMinor: b.stake.toString(),
});

const betsOf = (raw: unknown) => listIn(objectIn(raw, 'bet').bets, 'bets', 60).map(betOf);

export const sicbo: HouseRules = {
  id: 'sicbo',
  interactive: false,
  parseBet: (raw) => ({ bets: betsOf(raw).map(betJson) }),
  parseAction: noActions,
  play(bet, _actions, source) {
    const round = rollSicbo(betsOf(bet), source);
    return {
      stake: round.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: {
        dice: round.dice,
        bets: round.bets.map((b) => ({ bet: betJson(b.bet), payoutMinor: b.payout.toString() })),
      },
    };
  },
  registryId: () => 'sicbo',
};
