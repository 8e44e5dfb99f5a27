/**
 * The provider wallet's own queries of fixed shape, prepared once (server/db/prepared.ts): each
 * wallet call runs them inside its transaction, and on PostgreSQL they are parsed and planned
 * once per connection. The session query also reads the merchant's money settings, so a call
 * knows its player, game and currency in one round trip.
 */
import { sql, type Kysely } from 'kysely';
import type { SiteConfig } from '../../../src/shared/wire/system';
import type { DB } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';

export function providerStatements(db: Kysely<DB>) {
  return {
    session: preparedStatement(
      (sessionHash: string, providerId: string) =>
        db
          .selectFrom('game_launches as l')
          .innerJoin('members as m', 'm.id', 'l.member_id')
          .innerJoin('games as g', 'g.node_id', 'l.node_id')
          .innerJoin('merchants as mc', 'mc.code', 'l.merchant_code')
          .leftJoin('money_settings as ms', 'ms.merchant_code', 'l.merchant_code')
          .select([
            'l.member_id',
            'l.merchant_code',
            'l.language',
            'l.session_expires_at',
            'm.status',
            'g.game_code',
            'g.game_name',
            'g.game_type',
            'g.vendor',
            'g.enabled',
            sql<SiteConfig['currency']>`mc.site_config -> 'currency'`.as('currency'),
            'ms.wallet_single',
            'ms.game_wallets',
            sql<boolean>`exists (SELECT 1 FROM provider_vendors pv WHERE pv.vendor = g.vendor
              AND pv.provider_id = l.provider_id)
              AND exists (SELECT 1 FROM merchant_game_vendors mv WHERE mv.merchant_code = l.merchant_code
              AND mv.vendor = g.vendor AND mv.game_type = g.game_type AND mv.enabled)`.as('offered'),
          ])
          .where('l.session_hash', '=', sessionHash)
          .where('l.provider_id', '=', providerId),
      ['\u0000session', '\u0000provider'],
    ),

    balance: preparedStatement(
      (memberId: bigint, kind: string, vendor: string) =>
        db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('member_id', '=', memberId)
          .where('kind', '=', kind as 'main')
          .where('vendor', '=', vendor),
      [-1n, '\u0000kind', '\u0000vendor'],
    ),

    /** The player's bet on a round, locked for the rest of the transaction. */
    lockRound: preparedStatement(
      (merchantCode: string, vendor: string, roundId: string, memberId: bigint) =>
        db
          .selectFrom('bets')
          .select(['id', 'status'])
          .where('merchant_code', '=', merchantCode)
          .where('vendor', '=', vendor)
          .where('round_id', '=', roundId)
          .where('member_id', '=', memberId)
          .forUpdate(),
      ['\u0000merchant', '\u0000vendor', '\u0000round', -1n],
    ),
  };
}

export type ProviderStatements = ReturnType<typeof providerStatements>;
