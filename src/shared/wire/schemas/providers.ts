/**
 * Schemas of the provider wallet API (src/shared/wire/providers.ts; docs/protocol.md, "The
 * provider wallet API"): the calls an external game provider or aggregator makes to move a
 * player's money ("seamless wallet"). Every request is signed (src/shared/providers/signing.ts).
 *
 * Amounts are integer minor units of the player's currency in decimal strings, never floats.
 * Identifiers sent by the provider (transaction and round ids) are opaque to the platform.
 */
import { call, Obj, T } from './kit';

/** A non-negative amount in minor units: "0" to 18 digits. */
export const ProviderAmount = () => T.String({ pattern: '^[0-9]{1,18}$' });
/** The provider's id of a transaction: unique per provider, whatever the call. */
export const ProviderTxnId = () => T.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' });
/** The provider's id of a game round (the same rule as server/domains/betting/rounds.ts). */
export const ProviderRoundId = () => T.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' });
/** The player's session as authenticate answered it (43 base64url characters). */
export const ProviderSessionId = () => T.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
/** ISO 4217 code of the player's currency. */
export const ProviderCurrency = () => T.String({ pattern: '^[A-Z]{3}$' });

export const AuthenticateArgs = Obj({
  /** The one-time launch token the platform sent in the launch request (docs/protocol.md). */
  token: T.String({ minLength: 1, maxLength: 100 }),
});

export const AuthenticateValue = Obj({
  /** The player's session: sent with every other call of this game session. */
  sessionId: ProviderSessionId(),
  /** The platform's id of the player (digits), stable across sessions. */
  playerId: T.String({ pattern: '^[0-9]{1,19}$' }),
  currency: ProviderCurrency(),
  balance: ProviderAmount(),
  /** The game the token was issued for (the provider's game code). */
  gameCode: T.String(),
  /** The player's language, upper case (EN, VI…). */
  language: T.String(),
});

export const BalanceArgs = Obj({ sessionId: ProviderSessionId() });

export const BalanceValue = Obj({ currency: ProviderCurrency(), balance: ProviderAmount() });

const moneyCall = {
  sessionId: ProviderSessionId(),
  /** The provider's id of this call: a repeat gets the first answer again. */
  transactionId: ProviderTxnId(),
  roundId: ProviderRoundId(),
};

export const BetArgs = Obj({ ...moneyCall, currency: ProviderCurrency(), amount: ProviderAmount() });
/** amount may be "0": a lost round; win closes the round. */
export const WinArgs = Obj({ ...moneyCall, currency: ProviderCurrency(), amount: ProviderAmount() });
export const BetAndWinArgs = Obj({
  ...moneyCall,
  currency: ProviderCurrency(),
  betAmount: ProviderAmount(),
  winAmount: ProviderAmount(),
});
export const RollbackArgs = Obj({
  ...moneyCall,
  /** The transaction id of the bet to refund (it may not have arrived yet). */
  rollbackTransactionId: ProviderTxnId(),
});
export const EndRoundArgs = Obj({ ...moneyCall });

/** The answer of every money call; a repeat of a transaction id gets exactly this again. */
export const ProviderTxnValue = Obj({
  transactionId: ProviderTxnId(),
  /** The platform's id of the transaction ("ptx-<n>"): quote it in a dispute. */
  platformTransactionId: T.String(),
  roundId: ProviderRoundId(),
  currency: ProviderCurrency(),
  /** The player's balance after this transaction. */
  balance: ProviderAmount(),
});

export const providerSchemas = {
  authenticate: call(AuthenticateValue, AuthenticateArgs),
  balance: call(BalanceValue, BalanceArgs),
  bet: call(ProviderTxnValue, BetArgs),
  win: call(ProviderTxnValue, WinArgs),
  betAndWin: call(ProviderTxnValue, BetAndWinArgs),
  rollback: call(ProviderTxnValue, RollbackArgs),
  endRound: call(ProviderTxnValue, EndRoundArgs),
};
