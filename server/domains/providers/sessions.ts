/**
 * The player's side of a provider call: the one-time launch token an external launch issued
 * (server/domains/play/launch.ts writes it in game_launches with the provider's id) becomes, at
 * authenticate, the session the provider sends with every other call. Only that provider can use
 * the token, and the session is never a built-in game's (server/domains/play/gameSessions.ts).
 */
import type { Kysely } from 'kysely';
import { ProviderErrorCode } from '../../../src/shared/wire/providers';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import { GAME_SESSION_MS, newSecret, secretHash, TOKEN_RE } from '../play/gameSessions';
import { walletForVendor, type MerchantMoney } from '../betting/settings';
import type { Executor } from '../../db/prepared';
import type { ProviderStatements } from './statements';

type Db = Kysely<DB>;

export type ProviderSession = {
  memberId: bigint;
  merchantCode: string;
  memberActive: boolean;
  language: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vendor: string;
  /** The game may take bets: switched on, its vendor offered to the merchant and still this provider's. */
  playable: boolean;
  /** Not expired: a bet and a balance need this; a win, a rollback and an end of round do not. */
  live: boolean;
  /** The merchant's currency and wallets. */
  money: MerchantMoney;
};

export const refusal = (code: string, message: string) => businessError(code, message);

/** Uses the launch token up, once, for this provider; answers the session secret. */
export async function openSession(
  db: Db,
  providerId: string,
  token: string,
  now: Date,
): Promise<{ secret: string; sessionHash: string }> {
  const invalid = () =>
    refusal(ProviderErrorCode.tokenInvalid, 'The launch token is unknown or was already used: launch the game again.');
  if (!TOKEN_RE.test(token)) throw invalid();
  const tokenHash = secretHash(token);
  const secret = newSecret();
  const opened = await db
    .updateTable('game_launches')
    .set({
      used_at: now,
      session_hash: secretHash(secret),
      session_expires_at: new Date(now.getTime() + GAME_SESSION_MS),
    })
    .where('token_hash', '=', tokenHash)
    .where('provider_id', '=', providerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (opened) return { secret, sessionHash: secretHash(secret) };
  const known = await db
    .selectFrom('game_launches')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (known && known.used_at === null)
    throw refusal(ProviderErrorCode.tokenExpired, 'The launch token expired (2 minutes): launch the game again.');
  throw invalid();
}

/** The session of a secret issued to this provider, expired or not; undefined when there is none. */
export async function findSession(
  st: ProviderStatements,
  executor: Executor,
  providerId: string,
  sessionId: string,
  now: Date,
): Promise<ProviderSession | undefined> {
  if (!TOKEN_RE.test(sessionId)) return undefined;
  const [row] = await st.session(executor, secretHash(sessionId), providerId);
  if (!row) return undefined;
  return {
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    memberActive: row.status === 'active',
    language: row.language,
    gameCode: row.game_code,
    gameName: row.game_name,
    gameType: row.game_type,
    vendor: row.vendor,
    playable: row.enabled && row.offered,
    live: row.session_expires_at !== null && new Date(row.session_expires_at) > now,
    // As server/domains/betting/settings.ts reads them (merchantMoney): single wallet by default.
    money: {
      currency: row.currency,
      walletSingle: row.wallet_single ?? true,
      gameWallets: row.game_wallets ?? [],
      rebateRates: {},
    },
  };
}

/** The session a call needs: `live` for a bet or a balance; refuses an unknown or blocked one. */
export async function requireSession(
  st: ProviderStatements,
  executor: Executor,
  providerId: string,
  sessionId: string,
  now: Date,
  live: boolean,
): Promise<ProviderSession> {
  const session = await findSession(st, executor, providerId, sessionId, now);
  if (!session || (live && !session.live))
    throw refusal(
      ProviderErrorCode.sessionInvalid,
      session ? 'The session has ended: the player must launch the game again.' : 'There is no such session.',
    );
  if (live && !session.memberActive)
    throw refusal(ProviderErrorCode.playerBlocked, "The player's account is disabled.");
  return session;
}

/** The balance of the wallet the session's game plays from, in minor units. */
export async function walletBalance(
  st: ProviderStatements,
  executor: Executor,
  session: ProviderSession,
): Promise<bigint> {
  const wallet = walletForVendor(session.money, session.memberId, session.vendor);
  const [row] = await st.balance(executor, session.memberId, wallet.kind, wallet.kind === 'game' ? wallet.vendor : '');
  return row?.balance ?? 0n;
}
