/**
 * The provider wallet calls (docs/protocol.md, "The provider wallet API") on top of the rounds of
 * server/domains/betting/rounds.ts, which already move money once per round through the ledger;
 * transactions.ts adds once per transaction id. Every money call runs in one database
 * transaction: its claim, its checks, its ledger effect and its stored answer.
 *
 * One bet per player and round: the round is the bets row (merchant, vendor, round id, member),
 * the vendor being the session's game's. A win settles it, an end of round settles an open one
 * as lost, a rollback refunds an open one. Refusals are provider-facing codes; nothing moves.
 */
import type { Kysely } from 'kysely';
import { MAX_AMOUNT_MINOR } from '../../../src/shared/money';
import { failure, ok, type Envelope } from '../../../src/shared/wire/envelope';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import {
  ProviderErrorCode,
  type ProviderAuthenticateValue,
  type ProviderBalanceValue,
  type ProviderBetAndWinArgs,
  type ProviderBetArgs,
  type ProviderEndRoundArgs,
  type ProviderRollbackArgs,
  type ProviderWinArgs,
} from '../../../src/shared/wire/providers';
import type { DB } from '../../db/schema';
import { WireError } from '../../http/errors';
import type { MerchantMoney } from '../betting/settings';
import { placeBet, refundRound, settleRound } from '../betting/rounds';
import type { Trx } from '../ledger/post';
import type { BetLimits } from './limits';
import { openSession, refusal, requireSession, walletBalance, type ProviderSession } from './sessions';
import { providerStatements } from './statements';
import { applyOnce, fingerprintOf, type Answer, type Applied, type TxnKey } from './transactions';

type Db = Kysely<DB>;

/** rounds.ts and the ledger answer in the member-facing codes; a provider gets its own. */
const ROUND_CODES: Record<string, string> = {
  [MoneyErrorCode.insufficientBalance]: ProviderErrorCode.insufficientFunds,
  [MoneyErrorCode.amountInvalid]: ProviderErrorCode.invalidAmount,
  [MoneyErrorCode.trialAccount]: ProviderErrorCode.playerBlocked,
  [MoneyErrorCode.stateConflict]: ProviderErrorCode.roundClosed,
  [MoneyErrorCode.notFound]: ProviderErrorCode.betNotFound,
};

async function providerFacing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WireError && ROUND_CODES[error.errorCode])
      throw refusal(ROUND_CODES[error.errorCode]!, error.message);
    throw error;
  }
}

function amountOf(text: string, what: string, allowZero: boolean): bigint {
  const amount = BigInt(text);
  if ((!allowZero && amount === 0n) || amount > MAX_AMOUNT_MINOR)
    throw refusal(
      ProviderErrorCode.invalidAmount,
      amount === 0n ? `The ${what} must be more than zero.` : `The ${what} is more than this platform moves.`,
    );
  return amount;
}

function moneyOf(session: ProviderSession, currency?: string): MerchantMoney {
  const { money } = session;
  if (currency !== undefined && currency !== money.currency.code)
    throw refusal(
      ProviderErrorCode.currencyMismatch,
      `The player plays in ${money.currency.code}, not ${currency}: send amounts in ${money.currency.code}.`,
    );
  return money;
}

const roundOf = (session: ProviderSession, roundId: string) => ({
  merchantCode: session.merchantCode,
  vendor: session.vendor,
  roundId,
  memberId: session.memberId,
});

export type WalletDeps = { db: Db; limits: BetLimits };

export function createProviderWallet({ db, limits }: WalletDeps) {
  const st = providerStatements(db);

  /** The bets row of the session's player on this round, locked for the rest of the transaction. */
  const lockRound = async (trx: Trx, session: ProviderSession, roundId: string) =>
    (await st.lockRound(trx, session.merchantCode, session.vendor, roundId, session.memberId))[0];

  async function answerOf(
    trx: Trx,
    session: ProviderSession,
    money: MerchantMoney,
    key: TxnKey,
    betId?: bigint,
  ): Promise<Applied> {
    const balance = await walletBalance(st, trx, session);
    return {
      value: {
        transactionId: key.txnId,
        roundId: key.roundId,
        currency: money.currency.code,
        balance: balance.toString(),
      },
      memberId: session.memberId,
      vendor: session.vendor,
      betId,
    };
  }

  /** The checks of a bet, then the debit; answers the bets row's id. */
  async function debit(trx: Trx, session: ProviderSession, roundId: string, stake: bigint, now: Date) {
    if (!session.playable)
      throw refusal(ProviderErrorCode.gameDisabled, `${session.gameName} is switched off: it takes no bets now.`);
    const limited = await limits(trx, {
      merchantCode: session.merchantCode,
      memberId: session.memberId,
      vendor: session.vendor,
      stakeMinor: stake,
      now,
    });
    if (limited) throw refusal(ProviderErrorCode.limitExceeded, limited);
    if (await lockRound(trx, session, roundId))
      throw refusal(ProviderErrorCode.roundClosed, `Round ${roundId} already has a bet of this player: one per round.`);
    const bet = await providerFacing(() =>
      placeBet(trx, {
        ...roundOf(session, roundId),
        gameType: session.gameType,
        gameName: session.gameName,
        stakeMinor: stake,
        now,
      }),
    );
    return BigInt(bet.betId);
  }

  /** Settles the player's open bet on the round with this payout. */
  async function credit(trx: Trx, session: ProviderSession, roundId: string, payout: bigint, now: Date) {
    const bet = await lockRound(trx, session, roundId);
    if (!bet) throw refusal(ProviderErrorCode.betNotFound, `There is no bet of this player on round ${roundId}.`);
    if (bet.status === 'refunded')
      throw refusal(
        ProviderErrorCode.betRolledBack,
        `The bet on round ${roundId} was rolled back: no win is paid for it.`,
      );
    if (bet.status === 'settled') throw refusal(ProviderErrorCode.roundClosed, `Round ${roundId} is already settled.`);
    await providerFacing(() => settleRound(trx, { ...roundOf(session, roundId), payoutMinor: payout, now }));
    return bet.id;
  }

  const keyOf = (providerId: string, args: { transactionId: string; roundId: string }): TxnKey => ({
    providerId,
    txnId: args.transactionId,
    roundId: args.roundId,
  });

  return {
    async authenticate(providerId: string, token: string, now: Date): Promise<Envelope<ProviderAuthenticateValue>> {
      const { secret } = await openSession(db, providerId, token, now);
      const session = await requireSession(st, db, providerId, secret, now, true);
      const money = moneyOf(session);
      return ok({
        sessionId: secret,
        playerId: session.memberId.toString(),
        currency: money.currency.code,
        balance: (await walletBalance(st, db, session)).toString(),
        gameCode: session.gameCode,
        language: session.language,
      });
    },

    async balance(providerId: string, sessionId: string, now: Date): Promise<Envelope<ProviderBalanceValue>> {
      const session = await requireSession(st, db, providerId, sessionId, now, true);
      const money = moneyOf(session);
      const balance = await walletBalance(st, db, session);
      return ok({ currency: money.currency.code, balance: balance.toString() });
    },

    bet(providerId: string, args: ProviderBetArgs, now: Date): Promise<Answer> {
      const key = keyOf(providerId, args);
      const amount = BigInt(args.amount);
      const fingerprint = fingerprintOf('bet', [args.roundId, args.currency, amount.toString()]);
      return applyOnce(db, key, 'bet', fingerprint, now, async (trx) => {
        const session = await requireSession(st, trx, providerId, args.sessionId, now, true);
        const money = moneyOf(session, args.currency);
        const betId = await debit(trx, session, args.roundId, amountOf(args.amount, 'bet', false), now);
        return answerOf(trx, session, money, key, betId);
      });
    },

    win(providerId: string, args: ProviderWinArgs, now: Date): Promise<Answer> {
      const key = keyOf(providerId, args);
      const amount = BigInt(args.amount);
      const fingerprint = fingerprintOf('win', [args.roundId, args.currency, amount.toString()]);
      return applyOnce(db, key, 'win', fingerprint, now, async (trx) => {
        const session = await requireSession(st, trx, providerId, args.sessionId, now, false);
        const money = moneyOf(session, args.currency);
        const betId = await credit(trx, session, args.roundId, amountOf(args.amount, 'win', true), now);
        return answerOf(trx, session, money, key, betId);
      });
    },

    betAndWin(providerId: string, args: ProviderBetAndWinArgs, now: Date): Promise<Answer> {
      const key = keyOf(providerId, args);
      const [bet, win] = [BigInt(args.betAmount), BigInt(args.winAmount)];
      const fingerprint = fingerprintOf('bet_and_win', [args.roundId, args.currency, `${bet}`, `${win}`]);
      return applyOnce(db, key, 'bet_and_win', fingerprint, now, async (trx) => {
        const session = await requireSession(st, trx, providerId, args.sessionId, now, true);
        const money = moneyOf(session, args.currency);
        const betId = await debit(trx, session, args.roundId, amountOf(args.betAmount, 'bet', false), now);
        // The bet was placed just now in this transaction: settle it without looking it up again.
        const payoutMinor = amountOf(args.winAmount, 'win', true);
        await providerFacing(() => settleRound(trx, { ...roundOf(session, args.roundId), payoutMinor, now }));
        return answerOf(trx, session, money, key, betId);
      });
    },

    rollback(providerId: string, args: ProviderRollbackArgs, now: Date): Promise<Answer> {
      const key = keyOf(providerId, args);
      const fingerprint = fingerprintOf('rollback', [args.roundId, args.rollbackTransactionId]);
      return applyOnce(db, key, 'rollback', fingerprint, now, async (trx) => {
        const session = await requireSession(st, trx, providerId, args.sessionId, now, false);
        const money = moneyOf(session);
        // The mark for a bet that has not arrived; if the bet is there, the insert finds it instead.
        const mark = await trx
          .insertInto('provider_transactions')
          .values({
            provider_id: providerId,
            txn_id: args.rollbackTransactionId,
            call: 'rolled_back',
            fingerprint: '',
            round_id: args.roundId,
            member_id: session.memberId,
            vendor: session.vendor,
            success: false,
            answer: JSON.stringify(
              failure(
                ProviderErrorCode.betRolledBack,
                `Bet ${args.rollbackTransactionId} was rolled back before it arrived; it is refused.`,
              ),
            ),
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['provider_id', 'txn_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (mark) return answerOf(trx, session, money, key);
        const target = await trx
          .selectFrom('provider_transactions')
          .select(['call', 'success', 'round_id', 'member_id', 'bet_id'])
          .where('provider_id', '=', providerId)
          .where('txn_id', '=', args.rollbackTransactionId)
          .executeTakeFirstOrThrow();
        if (
          target.call === 'rolled_back' ||
          ((target.call === 'bet' || target.call === 'bet_and_win') && !target.success)
        )
          // Already rolled back, or a bet that was refused: nothing was taken, nothing to give back.
          return answerOf(trx, session, money, key);
        if (target.call === 'bet_and_win')
          throw refusal(
            ProviderErrorCode.roundClosed,
            `Transaction ${args.rollbackTransactionId} was a bet and win: its round is settled.`,
          );
        if (target.call !== 'bet' || target.round_id !== args.roundId || target.member_id !== session.memberId)
          throw refusal(
            ProviderErrorCode.betNotFound,
            `Transaction ${args.rollbackTransactionId} is not a bet of this player on round ${args.roundId}.`,
          );
        const bet = await lockRound(trx, session, args.roundId);
        if (bet?.status === 'settled')
          throw refusal(
            ProviderErrorCode.roundClosed,
            `Round ${args.roundId} is settled: its bet cannot be rolled back.`,
          );
        if (bet?.status === 'open')
          await providerFacing(() => refundRound(trx, { ...roundOf(session, args.roundId), now }));
        return answerOf(trx, session, money, key, bet?.id);
      });
    },

    endRound(providerId: string, args: ProviderEndRoundArgs, now: Date): Promise<Answer> {
      const key = keyOf(providerId, args);
      return applyOnce(db, key, 'end_round', fingerprintOf('end_round', [args.roundId]), now, async (trx) => {
        const session = await requireSession(st, trx, providerId, args.sessionId, now, false);
        const money = moneyOf(session);
        const bet = await lockRound(trx, session, args.roundId);
        if (bet?.status === 'open')
          await providerFacing(() => settleRound(trx, { ...roundOf(session, args.roundId), payoutMinor: 0n, now }));
        return answerOf(trx, session, money, key, bet?.id);
      });
    },
  };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
