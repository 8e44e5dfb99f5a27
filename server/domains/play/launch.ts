/**
 * GET /wps/game/launchGame (src/shared/wire/games.ts), the server side: which game a launch means,
 * whether this member may play it, and the one-time URL that opens it. Every catalogue game plays
 * in one of the built-in games (its engine), under its own name and vendor.
 *
 * Refusals, in the order they are checked, each an envelope error with nothing written:
 *   launchMode missing or unknown   '#727' (HTTP 400; the live platform answers 500)
 *   accountType 0 from a real account  request_param_err: free play is for trial accounts
 *   trial account asking real money  game.trial.account
 *   nothing named / no such game    request_param_err / game.not.found
 *   vendor not offered here         game.not.found ("not offered on this site")
 *   game switched off               game.disabled
 *   free play of a game without it  game.trial.account (sports, e-sports, lotteries)
 *   a built-in round still open     '#734' "The previous game has not finished…"
 *   an external provider's game: its provider disabled (game.disabled), free play
 *   (game.trial.account), the provider down or slow (game.provider.unavailable)
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isTrialType } from '../../../src/shared/wire/auth';
import type { ProviderLaunchRequest } from '../../../src/shared/wire/providers';
import {
  GAME_TYPES,
  GameErrorCode,
  isGameType,
  offersFreePlay,
  type LaunchValue,
} from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { badRequest, businessError, WireError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { BET_SWEEP_MS } from '../ledger/verify';
import { merchantMoney } from '../betting/settings';
import { playGame, type PlayGame } from './catalogue';
import { LAUNCH_TOKEN_MS, newSecret, secretHash, type AccountType } from './gameSessions';

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
  /** External providers (server/domains/providers/launchExternal.ts); without it every game is built in. */
  external?: ExternalLaunch;
  /** The site's own origin: an external game's lobby and deposit buttons lead back here. */
  siteOrigin?: string;
};

/**
 * A vendor is built in unless it is mapped to an external provider (`providers map`): then the
 * provider is asked for the game's address, server to server (docs/protocol.md).
 */
export type ExternalLaunch = {
  providerOf(vendor: string): Promise<{ id: string; enabled: boolean } | undefined>;
  gameUrl(providerId: string, request: ProviderLaunchRequest): Promise<string>;
};

const NODE_ID_RE = /^\d{1,18}$/;
const GAME_CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;
const VENDOR_RE = /^[A-Z0-9_]{1,32}$/;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The base of the game URL: one of the system status' launchGameCDNs chosen at random,
 * when the list names any; else the origin the launch request came to. Entries that are not
 * plain http(s) origins are ignored.
 */
export function launchBase(cdns: readonly string[], requestOrigin: string): string {
  const usable = cdns
    .map((c) => c.trim().replace(/\/+$/, ''))
    .filter((c) => /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(c));
  return usable.length ? usable[randomInt(usable.length)]! : requestOrigin;
}

function notFound(): WireError {
  return businessError(
    GameErrorCode.notFound,
    'There is no such game. It may have been removed; please choose another game from the lobby.',
  );
}

/** What a launch opens: a game, or (lobbyGameType set) the vendor's lobby of that type with `game` first. */
export type Resolved = { game: PlayGame; lobbyGameType: string | null };

/** The first game of a vendor's lane, switched-on games first, in catalogue order. */
async function firstGameOf(db: Db, vendor: string, gameType: string, language: string): Promise<PlayGame | undefined> {
  const row = await db
    .selectFrom('games')
    .select('node_id')
    .where('vendor', '=', vendor)
    .where('game_type', '=', gameType)
    .orderBy('enabled', 'desc')
    .orderBy('sort')
    .orderBy('node_id')
    .limit(1)
    .executeTakeFirst();
  return row && playGame(db, row.node_id, language);
}

/**
 * The game a launch names: nodeId, else gameId (the game code), else the vendor. A vendor launch
 * (a tile's picture, a game centre's card) opens the vendor's lobby game where the vendor has one
 * (sports, lotteries); a lottery launch without one opens its first game; any other vendor
 * launch opens the vendor's lobby page of the asked game type (lobby.ts), never a game of
 * another type: the tile's game (focusNodeId) is listed first when it is of that lane.
 */
async function resolveGame(db: Db, request: LaunchRequest, mode: string): Promise<Resolved> {
  const { query, merchantCode, language } = request;
  const nodeId = text(query.nodeId);
  const gameId = text(query.gameId) || text(query.lottoGameCode);
  const vendor = text(query.vassalage);
  if (nodeId && nodeId !== '0') {
    if (!NODE_ID_RE.test(nodeId)) throw badRequest('nodeId must be a game number from the lobby.');
    const game = await playGame(db, BigInt(nodeId), language);
    if (!game) throw notFound();
    return { game, lobbyGameType: null };
  }
  if (gameId) {
    if (!GAME_CODE_RE.test(gameId)) throw notFound();
    const row = await db.selectFrom('games').select('node_id').where('game_code', '=', gameId).executeTakeFirst();
    const game = row && (await playGame(db, row.node_id, language));
    if (!game) throw notFound();
    return { game, lobbyGameType: null };
  }
  if (!vendor)
    throw badRequest('Name the game to launch: its nodeId or gameId, or the vendor (vassalage) to open its lobby.');
  if (!VENDOR_RE.test(vendor)) throw notFound();
  const gameType = text(query.gameType);
  if (gameType && !isGameType(gameType)) throw badRequest(`gameType must be one of ${GAME_TYPES.join(', ')}.`);
  const focus = text(query.focusNodeId);
  if (focus && !NODE_ID_RE.test(focus)) throw badRequest('focusNodeId must be a game number from the lobby.');
  let lanesQuery = db
    .selectFrom('game_vendors as v')
    .innerJoin('merchant_game_vendors as mv', (join) =>
      join.onRef('mv.vendor', '=', 'v.code').onRef('mv.game_type', '=', 'v.game_type'),
    )
    .select(['v.code', 'v.game_type', 'v.lobby_game_code'])
    .where('v.code', '=', vendor)
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true);
  if (gameType) lanesQuery = lanesQuery.where('v.game_type', '=', gameType);
  const lanes = await lanesQuery.orderBy('mv.sort').orderBy('v.game_type').execute();
  if (!lanes.length) {
    throw businessError(
      GameErrorCode.notFound,
      gameType
        ? `The vendor ${vendor} offers no ${gameType} games on this site.`
        : `The vendor ${vendor} is not offered on this site.`,
    );
  }
  for (const lane of lanes) {
    if (lane.lobby_game_code) {
      const row = await db
        .selectFrom('games')
        .select('node_id')
        .where('vendor', '=', lane.code)
        .where('game_type', '=', lane.game_type)
        .where('game_code', '=', lane.lobby_game_code)
        .executeTakeFirst();
      if (row) return { game: (await playGame(db, row.node_id, language))!, lobbyGameType: null };
    }
    if (mode === 'LOTT') {
      const first = await firstGameOf(db, lane.code, lane.game_type, language);
      if (first) return { game: first, lobbyGameType: null };
      continue;
    }
    const asked = focus ? await playGame(db, BigInt(focus), language) : undefined;
    const listed =
      asked && asked.vendor === lane.code && asked.gameType === lane.game_type && asked.enabled
        ? asked
        : await firstGameOf(db, lane.code, lane.game_type, language);
    if (listed) return { game: listed, lobbyGameType: lane.game_type };
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

/** Which money a launch plays with, from its accountType and the member (src/shared/wire/games.ts). */
function accountTypeOf(query: Record<string, unknown>, member: MemberRow): AccountType {
  const asked = text(query.accountType);
  if (asked !== '' && asked !== '0' && asked !== '1')
    throw badRequest('accountType must be 1 (real money) or 0 (free play).');
  const trial = isTrialType(member.type);
  if (asked === '0' && !trial)
    throw badRequest(
      'Free play (accountType 0) is for trial accounts: your account plays with real money. Launch with accountType 1.',
    );
  if (trial && asked !== '0') {
    throw businessError(
      GameErrorCode.trialAccount,
      'A trial account plays with play money only (accountType 0). Register an account to play for real money.',
    );
  }
  return trial ? 0 : 1;
}

export type IssueInput = {
  merchantCode: string;
  memberId: bigint;
  game: PlayGame;
  lobbyGameType: string | null;
  accountType: AccountType;
  language: string;
  now: Date;
  /** The external provider the token is for (only it can use it); absent for a built-in game. */
  providerId?: string;
};

/**
 * Checks that the game may be opened now (offered here, switched on, no real-money round still
 * open) and writes its one-time launch token; returns the token. A game (not a lobby) also
 * becomes a recent game.
 */
export async function issueLaunch(db: Db, input: IssueInput): Promise<string> {
  const { game, memberId, merchantCode, now } = input;
  const offered = await db
    .selectFrom('merchant_game_vendors')
    .select('vendor')
    .where('merchant_code', '=', merchantCode)
    .where('vendor', '=', game.vendor)
    .where('game_type', '=', game.gameType)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!offered)
    throw businessError(
      GameErrorCode.notFound,
      `${game.displayName} (${game.vendorName}) is not offered on this site.`,
    );
  if (!game.enabled)
    throw businessError(
      GameErrorCode.disabled,
      `${game.displayName} is switched off for now. Please choose another game.`,
    );
  if (input.accountType === 0 && !offersFreePlay(game.gameType)) {
    throw businessError(
      GameErrorCode.trialAccount,
      `${game.displayName} has no free play: it takes real-money bets only. Register an account to play it.`,
    );
  }

  const open = await openRoundOf(db, memberId);
  if (open) {
    throw businessError(
      GameErrorCode.previousGameOpen,
      `The previous game has not finished: a round of ${open.game_name} is still open. ` +
        `Finish it in that game's window; a round left open is refunded automatically ` +
        `after ${BET_SWEEP_MS / 60_000} minutes.`,
    );
  }

  const token = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_launches')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        node_id: game.nodeId,
        token_hash: secretHash(token),
        language: input.language,
        created_at: now,
        expires_at: new Date(now.getTime() + LAUNCH_TOKEN_MS),
        lobby_game_type: input.lobbyGameType,
        account_type: input.accountType,
        provider_id: input.providerId ?? null,
      })
      .execute();
    if (input.lobbyGameType) return;
    await trx
      .insertInto('recent_games')
      .values({ member_id: memberId, node_id: game.nodeId, last_played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ last_played_at: now }))
      .execute();
  });
  return token;
}

export async function launchGame(db: Db, request: LaunchRequest): Promise<LaunchValue> {
  const { query, member, merchantCode, now } = request;
  const mode = text(query.launchMode);
  if (!(LAUNCH_MODES as readonly string[]).includes(mode)) {
    throw new WireError(
      400,
      GameErrorCode.systemBusy,
      mode
        ? `launchMode "${mode.slice(0, 16)}" is not known: use GLS for a game or LOTT for a lottery.`
        : 'launchMode is required: GLS for a game or LOTT for a lottery.',
    );
  }
  const accountType = accountTypeOf(query, member);
  const resolved = await resolveGame(db, request, mode);
  const provider = request.external && (await request.external.providerOf(resolved.game.vendor));
  if (provider) return launchExternal(db, request, resolved.game, accountType, provider);
  const { game, lobbyGameType } = resolved;
  const token = await issueLaunch(db, {
    merchantCode,
    memberId: member.id,
    game,
    lobbyGameType,
    accountType,
    language: request.language,
    now,
  });
  const name = lobbyGameType ? game.vendorName : game.displayName;
  return { content: { game_url: `${request.base}/play/${token}`, game_name: name, vendor: game.vendor } };
}

/**
 * An external provider's game: the one-time token is issued for that provider, which is asked for
 * the game's address. A vendor's lobby launch opens its game directly (the provider has the lobby).
 * A failed ask leaves only the unused token, which expires.
 */
async function launchExternal(
  db: Db,
  request: LaunchRequest,
  game: PlayGame,
  accountType: AccountType,
  provider: { id: string; enabled: boolean },
): Promise<LaunchValue> {
  if (!provider.enabled)
    throw businessError(
      GameErrorCode.disabled,
      `${game.vendorName} games are switched off for now. Please choose another game.`,
    );
  if (accountType === 0)
    throw businessError(
      GameErrorCode.trialAccount,
      `${game.displayName} has no free play: it takes real-money bets only. Register an account to play it.`,
    );
  const money = await merchantMoney(db, request.merchantCode);
  if (!money) throw businessError(GameErrorCode.notFound, `There is no merchant "${request.merchantCode}".`);
  const token = await issueLaunch(db, {
    merchantCode: request.merchantCode,
    memberId: request.member.id,
    game,
    lobbyGameType: null,
    accountType,
    language: request.language,
    now: request.now,
    providerId: provider.id,
  });
  const site = request.siteOrigin ?? request.base;
  const gameUrl = await request.external!.gameUrl(provider.id, {
    gameCode: game.gameCode,
    language: request.language,
    currency: money.currency.code,
    token,
    playerId: request.member.id.toString(),
    lobbyUrl: `${site}/`,
    depositUrl: `${site}/#/member?page=depositv2`,
  });
  return { content: { game_url: gameUrl, game_name: game.displayName, vendor: game.vendor } };
}
