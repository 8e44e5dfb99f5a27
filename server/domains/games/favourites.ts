/**
 * A member's favourite games (contract §4.4): ids, a paged list, add and remove. Every query is
 * scoped to the member of the session; add and remove answer the member's new id list, newest
 * first, so the client can update every card's toggle at once.
 *
 * Adding is idempotent (adding a favourite twice keeps one) and capped at MAX_FAVOURITES; the
 * member row is locked while counting, so two adds at once cannot pass the cap together.
 */
import type { Kysely } from 'kysely';
import { GameErrorCode, MAX_FAVOURITES, type FavouriteListValue, type GameType } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MerchantCatalogue } from './catalogue';
import { pageOf, wireGame } from './wireGames';

export type ListFilter = { gameType: GameType | undefined | 'unknown'; vendors: readonly string[] | undefined };

type Db = Kysely<DB>;

async function idsOf(db: Db, memberId: bigint): Promise<number[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('node_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.node_id));
}

export function createFavourites(db: Db, clock: () => Date) {
  return {
    ids: (memberId: bigint) => idsOf(db, memberId),

    async add(memberId: bigint, catalogue: MerchantCatalogue, nodeId: number): Promise<number[]> {
      if (!catalogue.byNode.has(nodeId)) {
        throw businessError(
          GameErrorCode.notFound,
          'This game is not in the catalogue any more. Refresh the list and try again.',
        );
      }
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
        const existing = await trx
          .selectFrom('favourite_games')
          .select('node_id')
          .where('member_id', '=', memberId)
          .where('node_id', '=', BigInt(nodeId))
          .executeTakeFirst();
        if (!existing) {
          const { count } = await trx
            .selectFrom('favourite_games')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('member_id', '=', memberId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= MAX_FAVOURITES) {
            throw businessError(
              GameErrorCode.favouriteLimit,
              `You can keep at most ${MAX_FAVOURITES} favourite games. Remove one to add another.`,
            );
          }
          await trx
            .insertInto('favourite_games')
            .values({ member_id: memberId, node_id: BigInt(nodeId), created_at: clock() })
            .execute();
        }
        return idsOf(trx, memberId);
      });
    },

    /** Removing a game that is not a favourite changes nothing and still answers the list. */
    async remove(memberId: bigint, nodeId: number): Promise<number[]> {
      await db
        .deleteFrom('favourite_games')
        .where('member_id', '=', memberId)
        .where('node_id', '=', BigInt(nodeId))
        .execute();
      return idsOf(db, memberId);
    },

    /** Favourites still in the merchant's catalogue, newest first, filtered and paged. */
    async list(
      memberId: bigint,
      catalogue: MerchantCatalogue,
      filter: ListFilter,
      paging: { pageNo: number; pageSize: number },
      language: string,
    ): Promise<FavouriteListValue> {
      const games =
        filter.gameType === 'unknown'
          ? []
          : (await idsOf(db, memberId))
              .map((id) => catalogue.byNode.get(id))
              .filter((g) => g !== undefined)
              .filter(
                (g) =>
                  (!filter.gameType || g.gameType === filter.gameType) &&
                  (!filter.vendors || filter.vendors.includes(g.vendor)),
              );
      const page = pageOf(games, paging.pageNo, paging.pageSize, MAX_FAVOURITES);
      return {
        content: page.items.map((g) => wireGame(g, language)),
        pageNum: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
