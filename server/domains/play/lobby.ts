/**
 * A vendor's lobby on the reference server: what a vendor launch without a game opens (a tile's
 * picture, a game centre's card). It lists the vendor's games of one game type, the tile's game
 * first, and picking one issues a one-time launch link of that game (launch.ts issueLaunch),
 * with the lobby session's money (real or play). A lobby never opens a game of another vendor
 * or another type.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, businessError } from '../../http/errors';
import { GameErrorCode } from '../../../src/shared/wire/games';
import { playGame, type PlayGame } from './catalogue';
import type { GameSession } from './gameSessions';
import { issueLaunch } from './launch';

type Db = Kysely<DB>;

/** The most games a lobby lists (the seeded vendors have far fewer per non-slot type). */
export const LOBBY_MAX_GAMES = 200;

export type LobbyGame = { nodeId: bigint; name: string; focus: boolean };
export type Lobby = { vendor: string; vendorName: string; gameType: string; games: LobbyGame[] };

/**
 * The lobby of a session: the vendor of its game, its game type, the games (switched-on only), the session's game
 * first.
 */
export async function lobbyOf(db: Db, session: GameSession): Promise<Lobby | undefined> {
  if (!session.lobbyGameType) return undefined;
  const focus = await playGame(db, session.nodeId, session.language);
  if (!focus) return undefined;
  const rows = await db
    .selectFrom('games')
    .select(['node_id', 'game_name', 'display_names'])
    .where('vendor', '=', focus.vendor)
    .where('game_type', '=', session.lobbyGameType)
    .where('enabled', '=', true)
    .where('node_id', '!=', focus.nodeId)
    .orderBy('sort')
    .orderBy('node_id')
    .limit(LOBBY_MAX_GAMES - 1)
    .execute();
  const nameOf = (row: (typeof rows)[number]) => {
    const names = row.display_names ?? {};
    return (session.language && names[session.language]) || row.game_name;
  };
  const games: LobbyGame[] = [
    ...(focus.enabled && focus.gameType === session.lobbyGameType
      ? [{ nodeId: focus.nodeId, name: focus.displayName, focus: true }]
      : []),
    ...rows.map((row) => ({ nodeId: row.node_id, name: nameOf(row), focus: false })),
  ];
  return { vendor: focus.vendor, vendorName: focus.vendorName, gameType: session.lobbyGameType, games };
}

const NODE_ID_RE = /^\d{1,18}$/;

/** POST /play/api/lobby/launch {nodeId}: a one-time link (relative to the page) of a game of this lobby. */
export async function launchFromLobby(
  db: Db,
  session: GameSession,
  body: unknown,
  now: Date,
): Promise<{ url: string; name: string }> {
  if (!session.lobbyGameType)
    throw badRequest('This is a game window, not a vendor lobby: choose games from the lobby.');
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).nodeId : undefined;
  const nodeId =
    typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!NODE_ID_RE.test(nodeId)) throw badRequest('nodeId must be a game number from this lobby.');
  const lobbyGame = await playGame(db, session.nodeId, session.language);
  const game: PlayGame | undefined = await playGame(db, BigInt(nodeId), session.language);
  if (!game || !lobbyGame || game.vendor !== lobbyGame.vendor || game.gameType !== session.lobbyGameType) {
    throw businessError(GameErrorCode.notFound, 'That game is not in this lobby. Choose one of the games listed.');
  }
  const token = await issueLaunch(db, {
    merchantCode: session.merchantCode,
    memberId: session.memberId,
    game,
    lobbyGameType: null,
    accountType: session.accountType,
    language: session.language,
    now,
  });
  return { url: `/play/${token}`, name: game.displayName };
}
