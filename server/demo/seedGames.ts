/**
 * Seeds the game catalogue (issue 5): vendors, what each demo merchant offers, and about
 * 10,100 games built deterministically by catalogueBuilder.ts. Runs inside seed.ts's
 * transaction, after the merchants exist.
 *
 * Every test file seeds a fresh database, so this must be fast: the games go in with ONE
 * set-based statement (the rows travel as one JSON parameter and jsonb_to_recordset unpacks
 * them), ordered by their position so the bigserial node ids are the same on every fresh
 * database.
 */
import { sql } from 'kysely';
import { buildCatalogue } from '../domains/games/catalogueBuilder';
import type { Trx } from '../domains/ledger/post';

export async function seedGames(trx: Trx, merchantCodes: readonly string[]): Promise<void> {
  const existing = await trx.selectFrom('game_vendors').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  const catalogue = buildCatalogue(merchantCodes);

  await trx
    .insertInto('game_vendors')
    .values(
      catalogue.vendors.map((v) => ({
        code: v.code,
        game_type: v.gameType,
        display_name: v.displayName,
        is_group: v.isGroup,
        account_type_name: v.accountTypeName,
        lobby_game_code: v.lobbyGameCode,
        sort: v.sort,
      })),
    )
    .execute();
  await trx
    .insertInto('merchant_game_vendors')
    .values(
      catalogue.merchantVendors.map((m) => ({
        merchant_code: m.merchantCode,
        vendor: m.vendor,
        game_type: m.gameType,
        sort: m.sort,
      })),
    )
    .execute();

  // Short keys keep the one parameter small (about 1.5 MB for 10,000 games).
  const rows = catalogue.games.map((g, i) => ({
    o: i,
    c: g.gameCode,
    v: g.vendor,
    t: g.gameType,
    n: g.gameName,
    d: g.displayNames,
    k: g.classify,
    h: g.isHot,
    e: g.engine,
    i: g.iconSeed,
    s: g.sort,
  }));
  await sql`
    INSERT INTO games (game_code, vendor, game_type, game_name, display_names, classify, is_hot, engine,
      icon_seed, sort)
    SELECT r.c, r.v, r.t, r.n, r.d, r.k, r.h, r.e, r.i, r.s
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(o int, c text, v text, t text, n text, d jsonb, k text[], h boolean, e text, i int, s int)
    ORDER BY r.o`.execute(trx);
}
