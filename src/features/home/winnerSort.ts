/**
 * The winner board's order: by win amount, largest first, compared as integers of
 * minor units (BigInt: a float would misorder amounts past 2^53). Rows whose amount cannot be
 * read go last; equal amounts keep the newest first. At most WINNER_BOARD_SIZE rows. Pure.
 */
import { parseMinor } from '../../shared/money';
import { WINNER_BOARD_SIZE, type WinnerRow } from '../../shared/wire';

export function sortWinners(rows: readonly WinnerRow[], limit = WINNER_BOARD_SIZE): WinnerRow[] {
  const keyed = rows.map((row) => ({ row, amount: parseMinor(row.vo.winAmountMinor) }));
  keyed.sort((a, b) => {
    if (a.amount === null || b.amount === null)
      return a.amount === b.amount ? b.row.vo.wonAt - a.row.vo.wonAt : a.amount === null ? 1 : -1;
    if (a.amount !== b.amount) return a.amount > b.amount ? -1 : 1;
    return b.row.vo.wonAt - a.row.vo.wonAt;
  });
  return keyed.slice(0, limit).map((k) => k.row);
}
