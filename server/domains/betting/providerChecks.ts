/**
 * What the provider-side operator commands (`bet place|settle|refund`, opsCommands.ts) check
 * before any money moves, as the public launch route does (play/launch.ts): the vendor is in
 * the catalogue and offered and switched on for the member's merchant, in the game type given;
 * a named game is one of that vendor's and is switched on (issue 13 item 8: `bet place` debited
 * a member for a vendor that does not exist).
 *
 * Settling or refunding asks only that the vendor exists: a round placed while the vendor was
 * on must still be closable after it is switched off.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { OpsUsageError } from '../ops/registry';

const VENDOR_RE = /^[A-Z0-9_]{1,32}$/;

export type ProviderGame = { vendor: string; gameType: string; gameName: string };

async function knownVendor(db: Kysely<DB>, vendor: string): Promise<boolean> {
  if (!VENDOR_RE.test(vendor)) return false;
  return (
    (await db.selectFrom('game_vendors').select('code').where('code', '=', vendor).limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** The vendor of a settle or refund: one the catalogue knows. */
export async function requireKnownVendor(db: Kysely<DB>, vendor: string): Promise<void> {
  if (!(await knownVendor(db, vendor)))
    throw new OpsUsageError(
      `There is no vendor "${vendor}" in the game catalogue (vendor codes are capitals, e.g. PG).`,
    );
}

/** The vendor, game type and game a bet is placed on, as offered to the merchant; refuses anything else. */
export async function offeredGame(
  db: Kysely<DB>,
  input: { merchantCode: string; vendor: string; gameType?: string; gameName?: string },
): Promise<ProviderGame> {
  const { merchantCode, vendor } = input;
  if (!(await knownVendor(db, vendor))) {
    throw new OpsUsageError(
      `There is no vendor "${vendor}" in the game catalogue; nothing was debited. See the vendors with: ` +
        `npm run ops -- games list`,
    );
  }
  const lanes = await db
    .selectFrom('merchant_game_vendors')
    .select('game_type')
    .where('merchant_code', '=', merchantCode)
    .where('vendor', '=', vendor)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('game_type')
    .execute();
  if (lanes.length === 0)
    throw new OpsUsageError(`The vendor ${vendor} is not offered on ${merchantCode}; nothing was debited.`);
  const gameType = input.gameType ?? lanes[0]!.game_type;
  if (!lanes.some((l) => l.game_type === gameType)) {
    throw new OpsUsageError(
      `The vendor ${vendor} offers ${lanes.map((l) => l.game_type).join(', ')} on ${merchantCode}, ` +
        `not "${gameType}"; nothing was debited.`,
    );
  }
  let query = db
    .selectFrom('games')
    .select(['game_name', 'enabled'])
    .where('vendor', '=', vendor)
    .where('game_type', '=', gameType);
  if (input.gameName !== undefined) {
    const name = input.gameName.trim();
    query = query.where((eb) => eb.or([eb('game_name', '=', name), eb('game_code', '=', name)]));
  }
  const game = await query.orderBy('enabled', 'desc').orderBy('sort').orderBy('node_id').limit(1).executeTakeFirst();
  if (!game) {
    if (input.gameName === undefined)
      throw new OpsUsageError(`The vendor ${vendor} has no ${gameType} games; nothing was debited.`);
    throw new OpsUsageError(
      `${vendor} (${gameType}) has no game "${input.gameName}"; nothing was debited. See its games with: ` +
        `npm run ops -- games list --vendor ${vendor}`,
    );
  }
  if (!game.enabled) throw new OpsUsageError(`${game.game_name} (${vendor}) is switched off; nothing was debited.`);
  return { vendor, gameType, gameName: game.game_name };
}
