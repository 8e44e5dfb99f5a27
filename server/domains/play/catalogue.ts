/**
 * What the built-in games need from the catalogue (owned by the games domain): a game with its
 * vendor's display name and its name in a language, the member's stake limits, and the wallet
 * the vendor's games play from. Read-only.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RoundEngine } from '../../db/schemaGames';
import type { Trx } from '../ledger/post';
import { houseRefOf, type HouseRef } from './houseMap';
import { merchantMoney, walletForVendor, type MerchantMoney, type MemberWallet } from '../betting/settings';

type Db = Kysely<DB>;

export type PlayGame = {
  nodeId: bigint;
  gameCode: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  /** The catalogue name (bets.game_name). */
  gameName: string;
  /** The name in the launch's language, else the catalogue name. */
  displayName: string;
  /** What plays it: house.game (houseMap.ts). */
  engine: RoundEngine;
  house: HouseRef;
  enabled: boolean;
};

/**
 * Names may be keyed by the other builds' code of a language (ZH = CN, KR = KO, HD = HI, as in
 * src/shared/wire/languages.ts).
 */
const OTHER_CODES: Record<string, string> = { CN: 'ZH', KO: 'KR', HI: 'HD' };

export async function playGame(db: Db | Trx, nodeId: bigint, language: string): Promise<PlayGame | undefined> {
  const row = await db
    .selectFrom('games as g')
    .leftJoin('game_vendors as v', (join) =>
      join.onRef('v.code', '=', 'g.vendor').onRef('v.game_type', '=', 'g.game_type'),
    )
    .select([
      'g.node_id',
      'g.game_code',
      'g.vendor',
      'g.game_type',
      'g.game_name',
      'g.display_names',
      'g.engine',
      'g.house_game',
      'g.enabled',
      'v.display_name as vendor_name',
    ])
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = row.display_names ?? {};
  const house = houseRefOf({
    gameType: row.game_type,
    gameName: row.game_name,
    engine: row.engine,
    houseGame: row.house_game,
  });
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    vendor: row.vendor,
    vendorName: row.vendor_name ?? row.vendor,
    gameType: row.game_type,
    gameName: row.game_name,
    displayName: (language && (names[language] || names[OTHER_CODES[language] ?? ''])) || row.game_name,
    engine: house.game,
    house,
    enabled: row.enabled,
  };
}

export type StakeLimits = { chips: bigint[]; max: bigint };

/** Chip multiples of the stake base. */
const CHIPS = [1n, 5n, 10n, 50n, 100n, 500n, 1_000n];
const MAX_CHIPS = 10_000n;

/**
 * Stakes scale with the merchant's money: the base is a hundredth of its smallest withdrawal
 * (0.10 on a USD site whose minimum is 10.00; 100 on a KRW site whose minimum is 10,000), or a
 * tenth of the major unit where the merchant has no money settings. The largest stake is
 * 10,000 bases (1,000.00 USD).
 */
export async function stakeLimits(db: Db | Trx, merchantCode: string, minorUnits: number): Promise<StakeLimits> {
  const settings = await db
    .selectFrom('money_settings')
    .select('withdraw_min')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  const fallback = minorUnits > 0 ? 10n ** BigInt(minorUnits - 1) : 1n;
  const fromSettings = settings ? settings.withdraw_min / 100n : 0n;
  const base = fromSettings > 0n ? fromSettings : fallback;
  return { chips: CHIPS.map((c) => c * base), max: base * MAX_CHIPS };
}

export type PlayMoney = MerchantMoney & { wallet: MemberWallet };

export async function playMoney(
  db: Db | Trx,
  merchantCode: string,
  memberId: bigint,
  vendor: string,
): Promise<PlayMoney> {
  const money = await merchantMoney(db, merchantCode);
  if (!money) throw new Error(`merchant ${merchantCode} has no row`);
  return { ...money, wallet: walletForVendor(money, memberId, vendor) };
}

export async function walletBalance(db: Db | Trx, wallet: MemberWallet): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', wallet.member)
    .where('kind', '=', wallet.kind)
    .where('vendor', '=', wallet.kind === 'game' ? wallet.vendor : '')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
