/**
 * Every game played on the provably fair stream (playFair over FairStream's words) is a function
 * of the seeds: the same seeds give the same round, so /play/verify can recompute any round; a
 * different nonce gives a different draw sequence.
 */
import { describe, expect, it } from 'vitest';
import { playBaccarat } from '../../../../../server/domains/play/shared/games/baccarat';
import { replayBlackjack } from '../../../../../server/domains/play/shared/games/blackjack';
import { playHiloPlan, spinClassicSlot } from '../../../../../server/domains/play/shared/games/classic';
import { openCrashRound } from '../../../../../server/domains/play/shared/games/crash';
import { rollDice } from '../../../../../server/domains/play/shared/games/dice';
import { playFair, type DrawSource } from '../../../../../server/domains/play/shared/games/draw';
import { aimShot, fireShot } from '../../../../../server/domains/play/shared/games/fishing';
import { playKeno } from '../../../../../server/domains/play/shared/games/keno';
import { openTile, startMines } from '../../../../../server/domains/play/shared/games/mines';
import { dropPlinko } from '../../../../../server/domains/play/shared/games/plinko';
import { spinRoulette } from '../../../../../server/domains/play/shared/games/roulette';
import { rollSicbo } from '../../../../../server/domains/play/shared/games/sicbo';
import { playSlot } from '../../../../../server/domains/play/shared/games/slot5/engine';
import { SLOT_THEMES } from '../../../../../server/domains/play/shared/games/slot5/themes';
import { esportsRound, playEsports } from '../../../../../server/domains/play/shared/games/virtual/esports';
import { footballRound, playFootball } from '../../../../../server/domains/play/shared/games/virtual/football';

const GAMES: Record<string, (s: DrawSource) => unknown> = {
  classicSlot: (s) => spinClassicSlot(100n, s),
  ...Object.fromEntries(SLOT_THEMES.map((t) => [t.id, (s: DrawSource) => playSlot(t, 100n, s)])),
  baccarat: (s) => playBaccarat([{ option: 'banker', stake: 100n }], s),
  roulette: (s) => spinRoulette([{ kind: 'red', stake: 100n }], s),
  blackjack: (s) => {
    const round = replayBlackjack(100n, [], s);
    return { hands: round.hands, dealer: round.dealer, phase: round.phase };
  },
  sicbo: (s) => rollSicbo([{ kind: 'big', stake: 100n }], s),
  dice: (s) => rollDice({ direction: 'over', target: 4_999, stake: 100n }, s),
  crash: (s) => openCrashRound(s),
  mines: (s) => openTile(startMines(100n, 3, s), 12),
  plinko: (s) => dropPlinko({ rows: 16, risk: 'high', stake: 100n }, s),
  keno: (s) => playKeno({ picks: [1, 2, 3, 4, 5], stake: 100n }, s),
  hilo: (s) => playHiloPlan(100n, (card, step) => (step < 3 ? (card % 13 < 6 ? 'higher' : 'lower') : 'cashOut'), s),
  fishing: (s) => fireShot(aimShot(10n, 'turtle'), s),
  football: (s) => playFootball(footballRound(0, 'fb')[0]!, s),
  esports: (s) => playEsports(esportsRound(0, 'es')[0]!, s),
};

const seeds = (nonce: number): { serverSeed: string; clientSeed: string; nonce: number } => ({
  serverSeed: '0123456789abcdef'.repeat(4),
  clientSeed: 'verify-me',
  nonce,
});

describe('fair play of every game', () => {
  for (const [name, play] of Object.entries(GAMES)) {
    it(`${name}: same seeds, same round; the next nonce, another draw`, async () => {
      const a = await playFair(seeds(1), play);
      const b = await playFair(seeds(1), play);
      expect(b).toEqual(a);
      const draws = async (nonce: number): Promise<number[]> =>
        playFair(seeds(nonce), (s) => {
          const seen: number[] = [];
          play({ int: (n) => (seen.push(s.int(n)), seen[seen.length - 1]!) });
          return seen;
        });
      expect(await draws(2)).not.toEqual(await draws(1));
    });
  }
});
