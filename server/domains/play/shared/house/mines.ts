/**
 * Mines (../games/mines.ts): the field is placed at the start; each action opens a tile or
 * cashes out. The round is its action list, replayed on every request; the mines are shown only
 * once the round is over.
 */
import { refuse } from '../games/errors';
import { cashOutMines, minesMultiplier, openTile, startMines, type MinesRound } from '../games/mines';
import { intIn, objectIn, stakeIn, type HouseRules, type Json } from './types';

const betOf = (raw: unknown) => {
  const o = objectIn(raw, 'bet');
  return { stake: stakeIn(o.stakeMinor), mines: intIn(o.mines, 'mine count') };
};

const actionOf = (raw: unknown): Json => {
  if (raw === 'cashOut') return raw;
  const tile = objectIn(raw, 'action').tile;
  return { tile: intIn(tile, 'tile') };
};

const multiplierText = (round: MinesRound, k: number) => {
  const m = minesMultiplier(round.mines.length, k);
  return ((m.numerator * 100n) / m.denominator).toString();
};

export const mines: HouseRules = {
  id: 'mines',
  interactive: true,
  parseBet(raw) {
    const b = betOf(raw);
    return { stakeMinor: b.stake.toString(), mines: b.mines };
  },
  parseAction: actionOf,
  play(bet, actions, source) {
    const b = betOf(bet);
    let round = startMines(b.stake, b.mines, source);
    for (const action of actions) {
      if (action === 'cashOut') round = cashOutMines(round);
      else if (action && typeof action === 'object' && !Array.isArray(action) && typeof action.tile === 'number')
        round = openTile(round, action.tile);
      else refuse('unknownOption', 'Open a tile or cash out.');
    }
    const settled = round.status !== 'playing';
    const k = round.opened.length;
    const cashOut =
      k > 0
        ? (round.stake * minesMultiplier(round.mines.length, k).numerator) /
          minesMultiplier(round.mines.length, k).denominator
        : 0n;
    return {
      stake: b.stake,
      payout: round.payout,
      validBet: round.validBet,
      settled,
      outcome: {
        mineCount: round.mines.length,
        opened: round.opened,
        status: round.status,
        mines: settled ? round.mines : null,
        cashOutMinor: (settled ? round.payout : cashOut).toString(),
        multiplierHundredths: k > 0 ? multiplierText(round, k) : '0',
        nextMultiplierHundredths: settled ? '0' : multiplierText(round, k + 1),
      },
    };
  },
  registryId: () => 'mines',
};
