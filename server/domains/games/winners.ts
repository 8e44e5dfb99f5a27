/**
 * The winner board (ODSFE2_getWinnerBoard, and GCSGAME_getRankList on mobile): the biggest
 * wins of the merchant's last WINNER_WINDOW_DAYS, one row per settled bet that paid more than
 * its stake, ordered by the win (payout − stake) descending. Names are masked ('de***er'). Each
 * row shows its own game's icon (issue 14 item 13): the catalogue game the bet names
 * (bets.node_id), else the vendor's game of that name (a provider that reports names only), else
 * the logo of the vendor's product for that game type; never one icon for every row.
 */
import { sql, type Kysely } from 'kysely';
import { GAME_TYPES, type GameType, type WinnerBoardValue } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import type { CatalogueBase, CatalogueGame } from './catalogue';
import { vendorListIconUrl } from './iconUrls';

export const WINNER_WINDOW_DAYS = 30;
export const WINNER_BOARD_MAX = 50;
const DAY_MS = 86_400_000;

/** 'demo_player' → 'de***er'; short names keep less of themselves. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export type WinnerQuery = {
  merchantCode: string;
  currency: string;
  /** undefined = every type. */
  gameType: GameType | undefined;
  limit: number;
  language: string;
  now: Date;
};

const byVendorAndName = new WeakMap<CatalogueBase, Map<string, CatalogueGame>>();
const nameKey = (vendor: string, name: string) => `${vendor}|${name.trim().toLowerCase()}`;

/** The catalogue game of a vendor with this name (the first in list order), if any. */
function gameNamed(base: CatalogueBase, vendor: string, name: string): CatalogueGame | undefined {
  let index = byVendorAndName.get(base);
  if (!index) {
    index = new Map();
    for (const game of base.games)
      if (!index.has(nameKey(game.vendor, game.gameName))) index.set(nameKey(game.vendor, game.gameName), game);
    byVendorAndName.set(base, index);
  }
  return index.get(nameKey(vendor, name));
}

export async function winnerBoard(db: Kysely<DB>, base: CatalogueBase, query: WinnerQuery): Promise<WinnerBoardValue> {
  const since = new Date(query.now.getTime() - WINNER_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .selectFrom('bets')
    .innerJoin('members', 'members.id', 'bets.member_id')
    .select([
      'bets.id',
      'members.username',
      'bets.game_name',
      'bets.vendor',
      'bets.game_type',
      'bets.node_id',
      'bets.stake',
      'bets.payout',
      'bets.settled_at',
    ])
    .where('bets.merchant_code', '=', query.merchantCode)
    .where('bets.status', '=', 'settled')
    .whereRef('bets.payout', '>', 'bets.stake')
    .where('bets.settled_at', '>=', since)
    .where('bets.settled_at', '<=', query.now)
    .where('bets.game_type', 'in', query.gameType ? [query.gameType] : [...GAME_TYPES])
    .orderBy(sql`bets.payout - bets.stake`, 'desc')
    .orderBy('bets.settled_at', 'desc')
    .orderBy('bets.id', 'desc')
    .limit(Math.min(query.limit, WINNER_BOARD_MAX))
    .execute();
  return {
    list: rows.map((row) => {
      const game =
        row.node_id === null ? gameNamed(base, row.vendor, row.game_name) : base.byNode.get(Number(row.node_id));
      return {
        vo: {
          customerName: maskName(row.username),
          gameName: game ? (game.names[query.language] ?? game.gameName) : row.game_name,
          nodeId: game?.nodeId ?? 0,
          vassalage: row.vendor,
          vendor: row.vendor,
          gameType: row.game_type as GameType, // filtered to GAME_TYPES above
          iconUrl: game?.iconUrl ?? vendorListIconUrl(row.game_type, row.vendor),
          winAmountMinor: (row.payout - row.stake).toString(),
          currency: query.currency,
          wonAt: row.settled_at?.getTime() ?? 0,
        },
      };
    }),
  };
}
