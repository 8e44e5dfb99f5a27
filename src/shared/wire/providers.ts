/**
 * The provider wallet API (docs/protocol.md, "The provider wallet API"): the calls an external
 * game provider makes, server to server, to move a player's money while the player plays its
 * game. Not called by the client. Its own prefix (`/provider/v1/`), no Merchant header, no member
 * token: each request is signed with the provider's shared secret (src/shared/providers/signing.ts)
 * and comes from one of the provider's allowed addresses. Schemas: ./schemas/providers.ts.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/providers';

/** Every provider call lives under this prefix. */
export const PROVIDER_API_PREFIX = '/provider/v1/';

/** The headers of a signed provider request (and of the launch request the platform sends). */
export const ProviderHeader = {
  id: 'X-Provider-Id',
  timestamp: 'X-Provider-Timestamp',
  signature: 'X-Provider-Signature',
} as const;

/** A request whose timestamp is further than this from the server's clock is refused. */
export const PROVIDER_TIMESTAMP_WINDOW_MS = 30_000;

/**
 * The provider-facing error codes (`errorCode` of the envelope). The HTTP status: 401 for the
 * signature family, 403 for an address or a provider that is not allowed, 400 for a malformed
 * request (`request_param_err`, as every call), 200 for the rest (business refusals).
 */
export const ProviderErrorCode = {
  /** 401: X-Provider-Id names no provider, or a signature header is missing or wrong. */
  invalidSignature: 'INVALID_SIGNATURE',
  /** 401: X-Provider-Timestamp is more than 30 s from the server's clock. */
  requestExpired: 'REQUEST_EXPIRED',
  /** 401: this exact signature was already used (a replayed request). */
  signatureReused: 'SIGNATURE_REUSED',
  /** 403: the request came from an address not on the provider's list. */
  ipNotAllowed: 'IP_NOT_ALLOWED',
  /** 403: the provider is disabled by the operator. */
  providerDisabled: 'PROVIDER_DISABLED',
  /** The launch token is unknown or was already used. */
  tokenInvalid: 'TOKEN_INVALID',
  /** The launch token's two minutes are over. */
  tokenExpired: 'TOKEN_EXPIRED',
  /** The session is unknown, belongs to another provider, or ended (a bet needs a live session). */
  sessionInvalid: 'SESSION_INVALID',
  /** The player's account is disabled. */
  playerBlocked: 'PLAYER_BLOCKED',
  currencyMismatch: 'CURRENCY_MISMATCH',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** A responsible-gaming limit of the player refuses the bet. */
  limitExceeded: 'LIMIT_EXCEEDED',
  /** The game or its vendor is switched off, or no longer mapped to this provider. */
  gameDisabled: 'GAME_DISABLED',
  /** A win, or a rollback's round, names a round without a bet of this player. */
  betNotFound: 'BET_NOT_FOUND',
  /** The bet was rolled back: no win for it, and a bet arriving after its rollback is refused. */
  betRolledBack: 'BET_ROLLED_BACK',
  /** The round was already settled (a second win, a rollback after the win, a second bet). */
  roundClosed: 'ROUND_CLOSED',
  /** The transaction id was used before for a different call or amount. */
  transactionMismatch: 'TRANSACTION_MISMATCH',
  invalidAmount: 'INVALID_AMOUNT',
} as const;
export type ProviderErrorCode = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode];

export type ProviderAuthenticateArgs = Static<typeof schemas.AuthenticateArgs>;
export type ProviderAuthenticateValue = Static<typeof schemas.AuthenticateValue>;
export type ProviderBalanceArgs = Static<typeof schemas.BalanceArgs>;
export type ProviderBalanceValue = Static<typeof schemas.BalanceValue>;
export type ProviderBetArgs = Static<typeof schemas.BetArgs>;
export type ProviderWinArgs = Static<typeof schemas.WinArgs>;
export type ProviderBetAndWinArgs = Static<typeof schemas.BetAndWinArgs>;
export type ProviderRollbackArgs = Static<typeof schemas.RollbackArgs>;
export type ProviderEndRoundArgs = Static<typeof schemas.EndRoundArgs>;
export type ProviderTxnValue = Static<typeof schemas.ProviderTxnValue>;

export const providerEndpoints = endpointGroup('providers')({
  authenticate: { method: 'POST', path: '/provider/v1/authenticate' },
  balance: { method: 'POST', path: '/provider/v1/balance' },
  bet: { method: 'POST', path: '/provider/v1/bet' },
  win: { method: 'POST', path: '/provider/v1/win' },
  betAndWin: { method: 'POST', path: '/provider/v1/bet-and-win' },
  rollback: { method: 'POST', path: '/provider/v1/rollback' },
  endRound: { method: 'POST', path: '/provider/v1/end-round' },
});

/**
 * What the platform POSTs to an external provider's launch URL (signed like the wallet calls,
 * with the provider's secret), and what it expects back. [design]
 */
export type ProviderLaunchRequest = {
  /** The provider's game code. */
  gameCode: string;
  /** Upper case (EN, VI…). */
  language: string;
  currency: string;
  /** The one-time launch token: the provider exchanges it with authenticate (2 minutes). */
  token: string;
  playerId: string;
  /** Where the game's "home" button goes. */
  lobbyUrl: string;
  /** Where the game's "deposit" button goes. */
  depositUrl: string;
};
export type ProviderLaunchAnswer = { gameUrl: string };
