/**
 * Launch tokens and game sessions. A launch makes a one-time token (256 random bits, only its
 * SHA-256 stored) that lives LAUNCH_TOKEN_MS; opening /play/<token> uses it up and starts a game
 * session: another 256-bit secret, stored hashed in the same game_launches row, alive for
 * GAME_SESSION_MS. The page sends the session secret in the X-Game-Session header; the browser
 * also keeps it in an HttpOnly cookie scoped to /play so that reloading the game
 * (/play/game/<launchId>) or opening a verification page finds the session again. The cookie
 * alone never authorises a money call (those need the header), so it adds no CSRF exposure.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { GameLaunchesTable } from '../../db/schemaGames';

export const LAUNCH_TOKEN_MS = 2 * 60_000;
export const GAME_SESSION_MS = 12 * 60 * 60_000;
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_PREFIX = 'ps_';
/** Session cookies a request may carry that are looked at (the newest launches). */
const MAX_COOKIES = 20;

export const newSecret = () => randomBytes(32).toString('base64url');
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type LaunchRow = Selectable<GameLaunchesTable>;
/** 1 real money, 0 play money (the launch's accountType, src/shared/wire/games.ts). */
export type AccountType = 0 | 1;

export type GameSession = {
  launchId: bigint;
  memberId: bigint;
  merchantCode: string;
  nodeId: bigint;
  language: string;
  expiresAt: Date;
  /** Set when the session is a vendor lobby of this game type (nodeId is listed first). */
  lobbyGameType: string | null;
  accountType: AccountType;
};

type Db = Kysely<DB>;

const sessionOf = (row: LaunchRow): GameSession => ({
  launchId: row.id,
  memberId: row.member_id,
  merchantCode: row.merchant_code,
  nodeId: row.node_id,
  language: row.language,
  expiresAt: row.session_expires_at!,
  lobbyGameType: row.lobby_game_type,
  accountType: row.account_type === 0 ? 0 : 1,
});

export type Consumed =
  { kind: 'opened'; session: GameSession; secret: string } | { kind: 'gone' } | { kind: 'unknown' };

/**
 * Uses a launch token up, once: the UPDATE's WHERE decides, so two opens at the same moment
 * cannot both win. A used or expired token is 'gone'; one never issued is 'unknown'.
 */
export async function consumeLaunchToken(db: Db, token: string, now: Date): Promise<Consumed> {
  if (!TOKEN_RE.test(token)) return { kind: 'unknown' };
  const tokenHash = secretHash(token);
  const secret = newSecret();
  const row = await db
    .updateTable('game_launches')
    .set({
      used_at: now,
      session_hash: secretHash(secret),
      session_expires_at: new Date(now.getTime() + GAME_SESSION_MS),
    })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    // An external provider's token is that provider's to use (server/domains/providers/sessions.ts).
    .where('provider_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) return { kind: 'opened', session: sessionOf(row), secret };
  const known = await db
    .selectFrom('game_launches')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return { kind: known ? 'gone' : 'unknown' };
}

/** The live session of a secret: not expired, and its member still active. */
export async function resolveGameSession(
  db: Db,
  secret: string | undefined,
  now: Date,
): Promise<GameSession | undefined> {
  if (!secret || !TOKEN_RE.test(secret)) return undefined;
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .selectAll('l')
    .where('l.session_hash', '=', secretHash(secret))
    .where('l.session_expires_at', '>', now)
    .where('l.provider_id', 'is', null)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  return row ? sessionOf(row) : undefined;
}

export const sessionCookieName = (launchId: bigint) => `${COOKIE_PREFIX}${launchId}`;

export function sessionCookie(launchId: bigint, secret: string, secure: boolean): string {
  const attributes = [
    `${sessionCookieName(launchId)}=${secret}`,
    'Path=/play',
    `Max-Age=${GAME_SESSION_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The game-session cookies of a request, newest launch first: [launchId, secret]. */
export function sessionCookies(header: string | undefined): [bigint, string][] {
  if (!header) return [];
  const found: [bigint, string][] = [];
  for (const part of header.split(';')) {
    const match = /^\s*ps_(\d{1,18})=([A-Za-z0-9_-]{43})\s*$/.exec(part);
    if (match) found.push([BigInt(match[1]!), match[2]!]);
  }
  return found.sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)).slice(0, MAX_COOKIES);
}

/** The session behind one launch's cookie (reloading /play/game/<launchId>). */
export async function sessionFromCookie(db: Db, header: string | undefined, launchId: bigint, now: Date) {
  const secret = sessionCookies(header).find(([id]) => id === launchId)?.[1];
  const session = await resolveGameSession(db, secret, now);
  return session && session.launchId === launchId && secret ? { session, secret } : undefined;
}

/** Any live session of this browser that belongs to the member (the verification page). */
export async function memberSessionFromCookies(db: Db, header: string | undefined, memberId: bigint, now: Date) {
  for (const [, secret] of sessionCookies(header)) {
    const session = await resolveGameSession(db, secret, now);
    if (session?.memberId === memberId) return { session, secret };
  }
  return undefined;
}
