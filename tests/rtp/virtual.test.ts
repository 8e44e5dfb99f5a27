/**
 * RTP simulations of virtual sports: 1,000,000 simulated matches of one football fixture and one
 * e-sports series on fixed seeds; every selection's measured return (settled at the quoted odds)
 * against its exact return p × odds from the model.
 */
import { describe, it } from 'vitest';
import { Sfc32 } from '../../server/domains/play/shared/games/draw';
import { toNumber } from '../../server/domains/play/shared/games/fraction';
import {
  esportsPrices,
  esportsRound,
  esportsWinningScores,
  playEsports,
} from '../../server/domains/play/shared/games/virtual/esports';
import {
  footballPrices,
  footballRound,
  footballWins,
  playFootball,
} from '../../server/domains/play/shared/games/virtual/football';
import { selectionRtp } from '../../server/domains/play/shared/games/virtual/pricing';
import { expectRtp, ROUNDS, sigmaOf, Tally } from './sim';

describe('virtual sports', () => {
  it('football: every market of one fixture', () => {
    const t0 = Date.now();
    const fixture = footballRound(2, 'fb')[1]!;
    const prices = footballPrices(fixture).filter((p) => p.odds !== null);
    const tallies = prices.map(() => new Tally());
    const source = new Sfc32(501);
    for (let i = 0; i < ROUNDS; i += 1) {
      const r = playFootball(fixture, source);
      prices.forEach((p, j) => tallies[j]!.add(footballWins(p.market, p.pick, r.home, r.away) ? p.odds! / 100 : 0));
    }
    prices.forEach((p, j) => {
      const q = toNumber(p.chance);
      const sigma = sigmaOf([
        [q, p.odds! / 100],
        [1 - q, 0],
      ]);
      expectRtp(`football ${p.market} ${p.pick}`, tallies[j]!, toNumber(selectionRtp(p.chance, p.odds!)), sigma, t0);
    });
  });

  it('e-sports: every market of one series', () => {
    const t0 = Date.now();
    const fixture = esportsRound(1, 'es')[0]!;
    const prices = esportsPrices(fixture).filter((p) => p.odds !== null);
    const tallies = prices.map(() => new Tally());
    const source = new Sfc32(502);
    for (let i = 0; i < ROUNDS; i += 1) {
      const { score } = playEsports(fixture, source);
      prices.forEach((p, j) =>
        tallies[j]!.add(esportsWinningScores(p.market, p.pick).includes(score) ? p.odds! / 100 : 0),
      );
    }
    prices.forEach((p, j) => {
      const q = toNumber(p.chance);
      const sigma = sigmaOf([
        [q, p.odds! / 100],
        [1 - q, 0],
      ]);
      expectRtp(`esports ${p.market} ${p.pick}`, tallies[j]!, toNumber(selectionRtp(p.chance, p.odds!)), sigma, t0);
    });
  });
});
