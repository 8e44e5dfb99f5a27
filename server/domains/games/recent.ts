/**
 * A member's recent games (GCS_recentGame): the games of recent_games (written by the play
 * domain when a game is launched or played), newest first, still in the merchant's catalogue,
 * filtered by type and vendor and paged. Only the member of the session is ever read.
 */
import type { Kysely } from 'kysely';
import { GAME_LIST_MAX_PAGE_SIZE, type RecentGamesValue } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import type { MerchantCatalogue } from './catalogue';
import type { ListFilter } from './favourites';
import { pageOf, wireGame } from './wireGames';

/** "Recent" means recent: the list looks at most this far back (a member's row count is otherwise unbounded). */
export const RECENT_GAMES_LIMIT = 1_000;

export async function recentGames(
  db: Kysely<DB>,
  memberId: bigint,
  catalogue: MerchantCatalogue,
  filter: ListFilter,
  paging: { pageNo: number; pageSize: number },
  language: string,
): Promise<RecentGamesValue> {
  if (filter.gameType === 'unknown') return { list: [], totalPages: 0, totalCount: 0 };
  const rows = await db
    .selectFrom('recent_games')
    .select(['node_id', 'last_played_at'])
    .where('member_id', '=', memberId)
    .orderBy('last_played_at', 'desc')
    .orderBy('node_id', 'desc')
    .limit(RECENT_GAMES_LIMIT)
    .execute();
  const played = rows.flatMap((row) => {
    const game = catalogue.byNode.get(Number(row.node_id));
    if (!game) return [];
    if (
      (filter.gameType && game.gameType !== filter.gameType) ||
      (filter.vendors && !filter.vendors.includes(game.vendor))
    )
      return [];
    return [{ game, lastPlayedAt: row.last_played_at.getTime() }];
  });
  const page = pageOf(played, paging.pageNo, paging.pageSize, GAME_LIST_MAX_PAGE_SIZE);
  return {
    list: page.items.map(({ game, lastPlayedAt }) => ({ ...wireGame(game, language), lastPlayedAt })),
    totalPages: page.totalPages,
    totalCount: page.totalCount,
  };
}
