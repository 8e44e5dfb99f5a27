/**
 * RTP simulations of the slots: the classic 3-reel slot and the five themes of the 5-reel engine,
 * 1,000,000 paid spins each (free spins included in the spin that triggered them) on a fixed seed,
 * against the exact figures of slotRules.ts and slot5/engine.ts. The 5-reel σ is the sample's.
 */
import { describe, it } from 'vitest';
import { spinClassicSlot } from '../../server/domains/play/shared/games/classic';
import { Sfc32 } from '../../server/domains/play/shared/games/draw';
import { toNumber } from '../../server/domains/play/shared/games/fraction';
import { playSlot, slotFigures } from '../../server/domains/play/shared/games/slot5/engine';
import { SLOT_THEMES } from '../../server/domains/play/shared/games/slot5/themes';
import { lineOf, REEL_LENGTH, slotRtp } from '../../server/domains/play/shared/slotRules';
import { expectRtp, ROUNDS, sigmaOf, Tally } from './sim';

describe('slots', () => {
  it('classic 3-reel slot', () => {
    const t0 = Date.now();
    const source = new Sfc32(101);
    const tally = new Tally();
    for (let i = 0; i < ROUNDS; i += 1) tally.add(Number(spinClassicSlot(100n, source).payout) / 100);
    const atoms: [number, number][] = [];
    for (let a = 0; a < REEL_LENGTH; a += 1)
      for (let b = 0; b < REEL_LENGTH; b += 1)
        for (let c = 0; c < REEL_LENGTH; c += 1) atoms.push([1 / REEL_LENGTH ** 3, lineOf([a, b, c]).pay / 100]);
    const { numerator, denominator } = slotRtp();
    expectRtp('slot line', tally, Number(numerator) / Number(denominator), sigmaOf(atoms), t0);
  });

  for (const [i, theme] of SLOT_THEMES.entries()) {
    it(`5-reel ${theme.id}`, () => {
      const t0 = Date.now();
      const source = new Sfc32(200 + i);
      const tally = new Tally();
      // stake 20 = one minor unit per line: the payout is the units exactly, no rounding
      for (let r = 0; r < ROUNDS; r += 1) tally.add(Number(playSlot(theme, 20n, source).payout) / 20);
      expectRtp(`slot5 ${theme.id}`, tally, toNumber(slotFigures(theme).rtp), tally.sampleSigma, t0);
    });
  }
});
