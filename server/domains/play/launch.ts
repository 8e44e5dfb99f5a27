/**
 * GET /wps/game/launchGame (contract §4.4), the server side: which game a launch means, whether
 * this member may play it, and the one-time URL that opens it. Every catalogue game plays in one
 * of the built-in games (its engine), under its own name and vendor.
 *
 * Refusals, in the order they are checked, each an envelope error with nothing written:
 *   launchMode missing or unknown   '#727' (HTTP 400; the live platform answers 500)
 *   accountType 0 (free play)       request_param_err: these games play for real money only
 *   trial account                   game.trial.account
 *   nothing named / no such game    request_param_err / game.not.found
 *   vendor not offered here         game.not.found ("not offered on this site")
 *   game switched off               game.disabled
 *   a built-in round still open     '#734' "The previous game has not finished…" (contract §2.3)
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isTrialType } from '../../../src/shared/wire/auth';
import { GameErrorCode, type LaunchValue } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { badRequest, businessError, WireError } from '../../wire/errors';
import type { MemberRow } from '../auth/sessions';
import { BET_SWEEP_MS } from '../ledger/verify';
import { playGame, type PlayGame } from './catalogue';
import { LAUNCH_TOKEN_MS, newSecret, secretHash } from './gameSessions';

type Db = Kysely<DB>;

export const LAUNCH_MODES = ['GLS', 'LOTT'] as const;

export type LaunchRequest = {
  member: MemberRow;
  merchantCode: string;
  query: Record<string, unknown>;
  language: string;
  /** Where the game URL points: the request's own origin or a launch CDN. */
  base: string;
  now: Date;
};

const NODE_ID_RE = /^\d{1,18}$/;
const GAME_CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;
const VENDOR_RE = /^[A-Z0-9_]{1,32}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * The base of the game URL: one of the system status' launchGameCDNs chosen at random (spec §3),
 * when the list names any; else the origin the launch request came to. Entries that are not
 * plain http(s) origins are ignored.
 */
export function launchBase(cdns: readonly string[], requestOrigin: string): string {
  const usable = cdns.map((c) => c.trim().replace(/\/+$/, '')).filter((c) => /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(c));
  return usable.length ? usable[randomInt(usable.length)]! : requestOrigin;
}

function notFound(): WireError {
  return businessError(GameErrorCode.notFound, 'There is no such game. It may have been removed; please choose another game from the lobby.');
}

/** The game a launch names: nodeId, else gameId (the game code), else the vendor's lobby game. */
async function resolveGame(db: Db, request: LaunchRequest): Promise<PlayGame> {
  const { query, merchantCode, language } = request;
  const nodeId = text(query.nodeId);
  const gameId = text(query.gameId) || text(query.lottoGameCode);
  const vendor = text(query.vassalage);
  if (nodeId && nodeId !== '0') {
    if (!NODE_ID_RE.test(nodeId)) throw badRequest('nodeId must be a game number from the lobby.');
    const game = await playGame(db, BigInt(nodeId), language);
    if (!game) throw notFound();
    return game;
  }
  if (gameId) {
    if (!GAME_CODE_RE.test(gameId)) throw notFound();
    const row = await db.selectFrom('games').select('node_id').where('game_code', '=', gameId).executeTakeFirst();
    const game = row && (await playGame(db, row.node_id, language));
    if (!game) throw notFound();
    return game;
  }
  if (!vendor) throw badRequest('Name the game to launch: its nodeId or gameId, or the vendor (vassalage) to open its lobby.');
  if (!VENDOR_RE.test(vendor)) throw notFound();
  // A vendor-only launch (game centres, lotteries): the vendor's lobby game, else its first game.
  const lanes = await db
    .selectFrom('game_vendors as v')
    .innerJoin('merchant_game_vendors as mv', (join) => join.onRef('mv.vendor', '=', 'v.code').onRef('mv.game_type', '=', 'v.game_type'))
    .select(['v.code', 'v.game_type', 'v.lobby_game_code'])
    .where('v.code', '=', vendor)
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .orderBy('mv.sort')
    .orderBy('v.game_type')
    .execute();
  if (!lanes.length) throw businessError(GameErrorCode.notFound, `The vendor ${vendor} is not offered on this site.`);
  for (const lane of lanes) {
    let query = db.selectFrom('games').select('node_id').where('vendor', '=', lane.code).where('game_type', '=', lane.game_type);
    query = lane.lobby_game_code ? query.where('game_code', '=', lane.lobby_game_code) : query.orderBy('enabled', 'desc').orderBy('sort').orderBy('node_id');
    const row = await query.limit(1).executeTakeFirst();
    if (row) return (await playGame(db, row.node_id, language))!;
  }
  throw notFound();
}

/** The member's open round of a built-in game, if any (what makes '#734'). */
export async function openRoundOf(db: Db, memberId: bigint) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.node_id', 'r.node_id')
    .select(['r.round_key', 'r.node_id', 'g.game_name'])
    .where('r.member_id', '=', memberId)
    .where('r.status', '=', 'open')
    .orderBy('r.id')
    .executeTakeFirst();
}

export async function launchGame(db: Db, request: LaunchRequest): Promise<LaunchValue> {
  const { query, member, merchantCode, now } = request;
  const mode = text(query.launchMode);
  if (!(LAUNCH_MODES as readonly string[]).includes(mode)) {
    throw new WireError(400, GameErrorCode.systemBusy, mode ? `launchMode "${mode.slice(0, 16)}" is not known: use GLS for a game or LOTT for a lottery.` : 'launchMode is required: GLS for a game or LOTT for a lottery.');
  }
  const accountType = text(query.accountType);
  if (accountType === '0') {
    throw badRequest('Free play is not available for these games: they play with real money. Launch with accountType 1.');
  }
  if (accountType !== '' && accountType !== '1') throw badRequest('accountType must be 1 (real money).');
  if (isTrialType(member.type)) {
    throw businessError(GameErrorCode.trialAccount, 'A trial account cannot play real-money games. Register an account to play.');
  }

  const game = await resolveGame(db, request);
  const offered = await db
    .selectFrom('merchant_game_vendors')
    .select('vendor')
    .where('merchant_code', '=', merchantCode)
    .where('vendor', '=', game.vendor)
    .where('game_type', '=', game.gameType)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!offered) throw businessError(GameErrorCode.notFound, `${game.displayName} (${game.vendorName}) is not offered on this site.`);
  if (!game.enabled) throw businessError(GameErrorCode.disabled, `${game.displayName} is switched off for now. Please choose another game.`);

  const open = await openRoundOf(db, member.id);
  if (open) {
    throw businessError(
      GameErrorCode.previousGameOpen,
      `The previous game has not finished: a round of ${open.game_name} is still open. Finish it in that game's window; a round left open is refunded automatically after ${BET_SWEEP_MS / 60_000} minutes.`,
    );
  }

  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_launches')
      .values({
        merchant_code: merchantCode,
        member_id: member.id,
        node_id: game.nodeId,
        token_hash: secretHash(token),
        language: request.language,
        created_at: now,
        expires_at: new Date(now.getTime() + LAUNCH_TOKEN_MS),
      })
      .execute();
    await trx
      .insertInto('recent_games')
      .values({ member_id: member.id, node_id: game.nodeId, last_played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ last_played_at: now }))
      .execute();
  });
  return { content: { game_url: `${request.base}/play/${token}`, game_name: game.displayName, vendor: game.vendor } };
}
