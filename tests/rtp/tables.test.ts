/**
 * RTP simulations of the tables, 1,000,000 rounds each on fixed seeds: baccarat (every bet option
 * measured on the same coups), roulette and sic bo (every bet kind measured on the same spins or
 * rolls), against the exact figures; and blackjack's basic strategy against its stated measured
 * figure, where the tolerance adds the stated figure's own standard error, and on a 100,000-deck
 * shoe against the computed infinite-deck return.
 */
import { describe, it } from 'vitest';
import {
  BACCARAT_OPTIONS,
  baccaratChances,
  baccaratReturn,
  baccaratRtp,
  dealBaccarat,
  PAIR_CHANCE,
} from '../../server/domains/play/shared/games/baccarat';
import { BLACKJACK_RTP, infiniteDeckReturn, playBasic } from '../../server/domains/play/shared/games/blackjack';
import { Sfc32 } from '../../server/domains/play/shared/games/draw';
import { toNumber } from '../../server/domains/play/shared/games/fraction';
import { coveredBy, rouletteRtp, type RouletteBet } from '../../server/domains/play/shared/games/roulette';
import { sicboPays, sicboRtp, type SicboBet } from '../../server/domains/play/shared/games/sicbo';
import { expectRtp, ROUNDS, sigmaOf, Tally } from './sim';

describe('tables', () => {
  it('baccarat, every bet on the same coups', () => {
    const t0 = Date.now();
    const source = new Sfc32(301);
    const tallies = BACCARAT_OPTIONS.map(() => new Tally());
    for (let i = 0; i < ROUNDS; i += 1) {
      const hand = dealBaccarat(source);
      BACCARAT_OPTIONS.forEach((o, j) => tallies[j]!.add(baccaratReturn(o, hand) / 100));
    }
    const c = baccaratChances();
    const [pw, bw, tw, pair] = [c.player, c.banker, c.tie, PAIR_CHANCE].map(toNumber) as [
      number,
      number,
      number,
      number,
    ];
    const sigma: Record<string, number> = {
      player: sigmaOf([
        [pw, 2],
        [tw, 1],
        [bw, 0],
      ]),
      banker: sigmaOf([
        [bw, 1.95],
        [tw, 1],
        [pw, 0],
      ]),
      tie: sigmaOf([
        [tw, 9],
        [1 - tw, 0],
      ]),
      playerPair: sigmaOf([
        [pair, 12],
        [1 - pair, 0],
      ]),
      bankerPair: sigmaOf([
        [pair, 12],
        [1 - pair, 0],
      ]),
    };
    BACCARAT_OPTIONS.forEach((o, j) =>
      expectRtp(`baccarat ${o}`, tallies[j]!, toNumber(baccaratRtp(o)), sigma[o]!, t0),
    );
  });

  it('roulette, every bet kind on the same spins', () => {
    const t0 = Date.now();
    const source = new Sfc32(302);
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stake: 1n },
      { kind: 'split', numbers: [0, 1], stake: 1n },
      { kind: 'street', numbers: [0, 2, 3], stake: 1n },
      { kind: 'corner', numbers: [0, 1, 2, 3], stake: 1n },
      { kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36], stake: 1n },
      { kind: 'red', stake: 1n },
      { kind: 'even', stake: 1n },
      { kind: 'high', stake: 1n },
      { kind: 'dozen', index: 1, stake: 1n },
      { kind: 'column', index: 3, stake: 1n },
    ];
    const covered = bets.map((b) => new Set(coveredBy(b)));
    const tallies = bets.map(() => new Tally());
    for (let i = 0; i < ROUNDS; i += 1) {
      const pocket = source.int(37);
      covered.forEach((set, j) => tallies[j]!.add(set.has(pocket) ? 36 / set.size : 0));
    }
    bets.forEach((b, j) => {
      const k = covered[j]!.size;
      const sigma = sigmaOf([
        [k / 37, 36 / k],
        [1 - k / 37, 0],
      ]);
      expectRtp(`roulette ${b.kind}`, tallies[j]!, toNumber(rouletteRtp(b.kind)), sigma, t0);
    });
  });

  it('sic bo, every bet kind on the same rolls', () => {
    const t0 = Date.now();
    const source = new Sfc32(303);
    const bets: SicboBet[] = [
      { kind: 'small', stake: 1n },
      { kind: 'big', stake: 1n },
      { kind: 'odd', stake: 1n },
      { kind: 'total', total: 10, stake: 1n },
      { kind: 'total', total: 4, stake: 1n },
      { kind: 'triple', face: 6, stake: 1n },
      { kind: 'anyTriple', stake: 1n },
      { kind: 'double', face: 3, stake: 1n },
      { kind: 'combination', faces: [2, 5], stake: 1n },
      { kind: 'single', face: 1, stake: 1n },
    ];
    const tallies = bets.map(() => new Tally());
    const ret = (b: SicboBet, dice: number[]): number => Math.max(0, sicboPays(b, dice) + 1);
    for (let i = 0; i < ROUNDS; i += 1) {
      const dice = [source.int(6) + 1, source.int(6) + 1, source.int(6) + 1];
      bets.forEach((b, j) => tallies[j]!.add(ret(b, dice)));
    }
    const rolls: number[][] = [];
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push([a, b, c]);
    bets.forEach((b, j) => {
      const sigma = sigmaOf(rolls.map((r) => [1 / 216, ret(b, r)] as const));
      const label = b.kind === 'total' ? `total-${b.total}` : b.kind;
      expectRtp(`sicbo ${label}`, tallies[j]!, toNumber(sicboRtp(b)), sigma, t0);
    });
  });

  it('blackjack, basic strategy, against the stated measured figure', () => {
    const t0 = Date.now();
    const source = new Sfc32(304); // not the stated figure's seed: an independent measurement
    const tally = new Tally();
    for (let i = 0; i < ROUNDS; i += 1) {
      const round = playBasic(100n, source);
      tally.add(Number(round.payout - (round.totalStake - round.stake)) / 100);
    }
    expectRtp(
      'blackjack basic strategy',
      tally,
      BLACKJACK_RTP.value,
      tally.sampleSigma,
      t0,
      BLACKJACK_RTP.standardError ** 2,
    );
  });

  it('blackjack, basic strategy on a 100,000-deck shoe, against the computed infinite-deck return', () => {
    const t0 = Date.now();
    const source = new Sfc32(305);
    const tally = new Tally();
    for (let i = 0; i < ROUNDS; i += 1) {
      const round = playBasic(100n, source, 100_000);
      tally.add(Number(round.payout - (round.totalStake - round.stake)) / 100);
    }
    // A 100,000-deck shoe moves the return from the infinite deck's by well under 10^-5.
    expectRtp('blackjack infinite deck (computed)', tally, infiniteDeckReturn(), tally.sampleSigma, t0);
  });
});
