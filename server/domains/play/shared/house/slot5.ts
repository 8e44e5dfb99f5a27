/** The 5-reel slot themes (../games/slot5): a paid spin and its free spins, settled at once. */
import { refuse } from '../games/errors';
import { playSlot, type SpinResult } from '../games/slot5/engine';
import { SLOT_THEMES } from '../games/slot5/themes';
import { noActions, objectIn, stakeIn, type HouseRules, type Json } from './types';

export const themeOf = (theme: string | null) =>
  SLOT_THEMES.find((t) => t.id === theme) ?? refuse('unknownOption', `There is no slot theme "${theme}".`);

const spinJson = (s: SpinResult): Json => ({
  window: s.window,
  lines: s.lines,
  scatters: s.scatters,
  scatterPay: s.scatterPay,
  units: s.units,
  freeSpinsAwarded: s.freeSpinsAwarded,
});

export const slot5: HouseRules = {
  id: 'slot5',
  interactive: false,
  parseBet: (raw) => ({ stakeMinor: stakeIn(objectIn(raw, 'bet').stakeMinor).toString() }),
  parseAction: noActions,
  play(bet, _actions, source, theme) {
    const stake = stakeIn(objectIn(bet, 'bet').stakeMinor);
    const round = playSlot(themeOf(theme), stake, source);
    return {
      stake,
      payout: round.payout,
      validBet: round.validBet,
      settled: true,
      outcome: {
        theme: theme ?? '',
        base: spinJson(round.base),
        freeSpins: round.freeSpins.map(spinJson),
        units: round.units,
      },
    };
  },
  registryId: (theme) => `slot5-${themeOf(theme).id}`,
};
