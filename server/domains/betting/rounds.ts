/**
 * Game rounds as a provider reports them: place a bet, then settle or refund the round. Each
 * operation is one database transaction through the ledger's `post`, and each is once per round:
 *
 *   - placeBet debits the stake (ledger key 'bet:<vendor>:<round>:<member>'); a repeat finds the
 *     ledger transaction and the bets row already there and answers the same bet;
 *   - settleRound and refundRound lock the bets row first, so concurrent repeats queue behind the
 *     first one and then see its result: the same settlement again is answered as it was, a
 *     different one (another payout, a refund after a settlement…) is refused.
 *
 * Amounts are bigint minor units. Errors are envelope errors (WireError) with a message a person
 * can act on; nothing is written when one is thrown.
 */
import type { Kysely, Selectable } from 'kysely';
import { MAX_AMOUNT_MINOR, formatMinor } from '../../../src/shared/money';
import { isTrialType } from '../../../src/shared/wire/auth';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import type { BetsTable } from '../../db/schemaMoney';
import { badRequest, businessError } from '../../http/errors';
import { post, type Trx } from '../ledger/post';
import { merchantMoney, walletForVendor, type MemberWallet } from './settings';
import { validBetOf } from './validBet';

export type RoundRef = { merchantCode: string; vendor: string; roundId: string; memberId: bigint };
/** nodeId: the catalogue game of a built-in game's round (bets.node_id); other providers leave it out. */
export type PlaceBetInput = RoundRef & {
  gameType: string;
  gameName: string;
  stakeMinor: bigint;
  nodeId?: bigint;
  now: Date;
};
/**
 * validBetMinor: for a provider's round, what the provider reports (at most the stake; the stake
 * when left out), which validBet.ts still counts as 0 for a push; for a built-in game's round,
 * what its rule in validBet.ts decided (the caller knows how the round ended).
 */
export type SettleInput = RoundRef & { payoutMinor: bigint; validBetMinor?: bigint; now: Date };
export type RefundInput = RoundRef & { now: Date };

/** A bet as the provider side sees it after an operation; every field comes from stored rows. */
export type BetResult = {
  betId: string;
  memberId: string;
  vendor: string;
  roundId: string;
  gameType: string;
  gameName: string;
  status: 'open' | 'settled' | 'refunded';
  stakeMinor: string;
  validBetMinor: string;
  payoutMinor: string;
  betTransactionId: string;
  /** The payout or refund transaction; null while open and for a settled loss (nothing paid). */
  settleTransactionId: string | null;
  placedAt: number;
  settledAt: number | null;
};

type BetRow = Selectable<BetsTable>;
type Db = Kysely<DB>;

const VENDOR_RE = /^[A-Za-z0-9_]{1,32}$/;
const ROUND_RE = /^[A-Za-z0-9_.:-]{1,100}$/;
const GAME_TYPE_RE = /^[A-Z0-9_]{1,16}$/;

export const roundReference = (vendor: string, roundId: string) => `round:${vendor}:${roundId}`;

/** Runs in the caller's transaction when given one, else in a new one. */
function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

function checkRound(ref: RoundRef): void {
  if (!VENDOR_RE.test(ref.vendor)) throw badRequest('The vendor code must be 1–32 letters, digits or _.');
  if (!ROUND_RE.test(ref.roundId)) throw badRequest('The round id must be 1–100 letters, digits or _ . : -.');
}

function checkAmount(name: string, amount: bigint, allowZero: boolean): void {
  if (typeof amount !== 'bigint')
    throw badRequest(`The ${name} must be an integer number of minor units.`, MoneyErrorCode.amountInvalid);
  if (amount < 0n || (!allowZero && amount === 0n)) {
    throw businessError(
      MoneyErrorCode.amountInvalid,
      `The ${name} must be ${allowZero ? 'zero or more' : 'more than zero'}.`,
    );
  }
  if (amount > MAX_AMOUNT_MINOR)
    throw businessError(MoneyErrorCode.amountInvalid, `The ${name} is larger than any amount this platform moves.`);
}

export function betResult(row: BetRow): BetResult {
  return {
    betId: row.id.toString(),
    memberId: row.member_id.toString(),
    vendor: row.vendor,
    roundId: row.round_id,
    gameType: row.game_type,
    gameName: row.game_name,
    status: row.status,
    stakeMinor: row.stake.toString(),
    validBetMinor: row.valid_bet.toString(),
    payoutMinor: row.payout.toString(),
    betTransactionId: row.bet_tx_id.toString(),
    settleTransactionId: row.settle_tx_id?.toString() ?? null,
    placedAt: row.placed_at.getTime(),
    settledAt: row.settled_at?.getTime() ?? null,
  };
}

function findBet(trx: Trx, ref: RoundRef, lock: boolean): Promise<BetRow | undefined> {
  const query = trx
    .selectFrom('bets')
    .selectAll()
    .where('merchant_code', '=', ref.merchantCode)
    .where('vendor', '=', ref.vendor)
    .where('round_id', '=', ref.roundId)
    .where('member_id', '=', ref.memberId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

async function lockedBet(trx: Trx, ref: RoundRef): Promise<BetRow> {
  checkRound(ref);
  const bet = await findBet(trx, ref, true);
  if (!bet)
    throw businessError(
      MoneyErrorCode.notFound,
      `There is no bet of this member on round ${ref.roundId} of ${ref.vendor}.`,
    );
  return bet;
}

/** The member wallet the stake came from: payouts and refunds go back to it. */
async function stakeWallet(trx: Trx, bet: BetRow): Promise<MemberWallet> {
  const row = await trx
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_accounts.kind', 'ledger_accounts.vendor'])
    .where('ledger_entries.transaction_id', '=', bet.bet_tx_id)
    .where('ledger_accounts.member_id', '=', bet.member_id)
    .executeTakeFirstOrThrow();
  if (row.kind === 'game') return { member: bet.member_id, kind: 'game', vendor: row.vendor };
  return { member: bet.member_id, kind: row.kind === 'bonus' ? 'bonus' : 'main' };
}

async function currencyOf(trx: Trx, merchantCode: string) {
  const money = await merchantMoney(trx, merchantCode);
  if (!money) throw businessError(MoneyErrorCode.notFound, `There is no merchant "${merchantCode}".`);
  return money;
}

export async function placeBet(db: Db | Trx, input: PlaceBetInput): Promise<BetResult> {
  checkRound(input);
  checkAmount('stake', input.stakeMinor, false);
  if (!GAME_TYPE_RE.test(input.gameType))
    throw badRequest('The game type must be 1–16 capital letters, digits or _ (RNG, LIVE…).');
  const gameName = input.gameName.trim();
  if (gameName.length < 1 || gameName.length > 100) throw badRequest('The game name must be 1–100 characters.');

  return inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'type', 'status'])
      .where('id', '=', input.memberId)
      .where('merchant_code', '=', input.merchantCode)
      .executeTakeFirst();
    if (!member)
      throw businessError(MoneyErrorCode.notFound, `There is no member ${input.memberId} on ${input.merchantCode}.`);
    if (isTrialType(member.type)) {
      throw businessError(
        MoneyErrorCode.trialAccount,
        'A trial account plays with demo money only. Register an account to bet real money.',
      );
    }
    if (member.status !== 'active')
      throw businessError(MoneyErrorCode.stateConflict, 'This account is disabled and cannot place bets.');

    const money = await currencyOf(trx, input.merchantCode);
    const wallet = walletForVendor(money, input.memberId, input.vendor);
    const posted = await post(trx, {
      merchantCode: input.merchantCode,
      currency: money.currency.code,
      kind: 'bet',
      idempotencyKey: `bet:${input.vendor}:${input.roundId}:${input.memberId}`,
      reference: roundReference(input.vendor, input.roundId),
      memberId: input.memberId,
      postings: [
        { account: wallet, amount: -input.stakeMinor },
        { account: { house: 'house' }, amount: input.stakeMinor },
      ],
      now: input.now,
    });

    if (posted.replayed) {
      // The same round again: answer the bet it made, unless this is a different bet.
      const bet = await findBet(trx, input, false);
      if (!bet) throw new Error(`bet transaction ${posted.transactionId} has no bets row`);
      if (bet.stake !== input.stakeMinor || bet.game_type !== input.gameType) {
        throw businessError(
          MoneyErrorCode.stateConflict,
          `Round ${input.roundId} of ${input.vendor} already has a bet of ` +
            `${formatMinor(bet.stake, money.currency.minorUnits)} (${bet.game_type}); ` +
            `a different bet on it is refused.`,
        );
      }
      return betResult(bet);
    }

    const bet = await trx
      .insertInto('bets')
      .values({
        merchant_code: input.merchantCode,
        member_id: input.memberId,
        vendor: input.vendor,
        game_type: input.gameType,
        game_name: gameName,
        round_id: input.roundId,
        stake: input.stakeMinor,
        placed_at: input.now,
        bet_tx_id: posted.transactionId,
        node_id: input.nodeId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return betResult(bet);
  });
}

/**
 * More stake on an open round (a blackjack double, split or insurance): debited from the wallet
 * the first stake came from, under its own ledger key ('bet:<vendor>:<round>:<member>:<step>',
 * once per step of the round), and added to the bets row, in one transaction.
 */
export async function raiseBet(
  db: Db | Trx,
  input: RoundRef & { extraMinor: bigint; step: number; now: Date },
): Promise<BetResult> {
  checkAmount('stake', input.extraMinor, false);
  return inTransaction(db, async (trx) => {
    const bet = await lockedBet(trx, input);
    if (bet.status !== 'open')
      throw businessError(MoneyErrorCode.stateConflict, `Round ${input.roundId} of ${input.vendor} is over.`);
    const money = await currencyOf(trx, input.merchantCode);
    const posted = await post(trx, {
      merchantCode: input.merchantCode,
      currency: money.currency.code,
      kind: 'bet',
      idempotencyKey: `bet:${input.vendor}:${input.roundId}:${input.memberId}:${input.step}`,
      reference: roundReference(input.vendor, input.roundId),
      memberId: input.memberId,
      postings: [
        { account: await stakeWallet(trx, bet), amount: -input.extraMinor },
        { account: { house: 'house' }, amount: input.extraMinor },
      ],
      now: input.now,
    });
    if (posted.replayed) return betResult(bet);
    const raised = await trx
      .updateTable('bets')
      .set({ stake: bet.stake + input.extraMinor })
      .where('id', '=', bet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return betResult(raised);
  });
}

export async function settleRound(db: Db | Trx, input: SettleInput): Promise<BetResult> {
  checkAmount('payout', input.payoutMinor, true);
  if (input.validBetMinor !== undefined) checkAmount('valid bet', input.validBetMinor, true);

  return inTransaction(db, async (trx) => {
    const bet = await lockedBet(trx, input);
    const money = await currencyOf(trx, input.merchantCode);
    if (input.validBetMinor !== undefined && input.validBetMinor > bet.stake) {
      throw businessError(MoneyErrorCode.amountInvalid, 'The valid bet cannot be more than the stake.');
    }
    // Money at risk only (validBet.ts): a built-in game's rule was applied by its caller (play/playRounds.ts).
    const validBet =
      bet.node_id !== null && input.validBetMinor !== undefined
        ? input.validBetMinor
        : validBetOf({
            game: 'provider',
            option: 'provider',
            stake: bet.stake,
            result: 'settled',
            payout: input.payoutMinor,
            reportedValidBet: input.validBetMinor,
          });
    if (validBet > bet.stake)
      throw businessError(MoneyErrorCode.amountInvalid, 'The valid bet cannot be more than the stake.');
    if (bet.status === 'refunded') {
      throw businessError(
        MoneyErrorCode.stateConflict,
        `Round ${input.roundId} of ${input.vendor} was refunded; it cannot be settled.`,
      );
    }
    if (bet.status === 'settled') {
      if (bet.payout === input.payoutMinor && bet.valid_bet === validBet) return betResult(bet);
      throw businessError(
        MoneyErrorCode.stateConflict,
        `Round ${input.roundId} of ${input.vendor} was already settled with a payout of ` +
          `${formatMinor(bet.payout, money.currency.minorUnits)}; a different settlement is refused.`,
      );
    }

    let settleTx: bigint | null = null;
    // A lost round pays nothing: there is no money to move, so there is no ledger transaction.
    if (input.payoutMinor > 0n) {
      const posted = await post(trx, {
        merchantCode: input.merchantCode,
        currency: money.currency.code,
        kind: 'payout',
        idempotencyKey: `payout:${input.vendor}:${input.roundId}:${input.memberId}`,
        reference: roundReference(input.vendor, input.roundId),
        memberId: input.memberId,
        postings: [
          { account: { house: 'house' }, amount: -input.payoutMinor },
          { account: await stakeWallet(trx, bet), amount: input.payoutMinor },
        ],
        now: input.now,
      });
      settleTx = posted.transactionId;
    }
    const settled = await trx
      .updateTable('bets')
      .set({
        status: 'settled',
        payout: input.payoutMinor,
        valid_bet: validBet,
        settled_at: input.now,
        settle_tx_id: settleTx,
      })
      .where('id', '=', bet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return betResult(settled);
  });
}

export async function refundRound(db: Db | Trx, input: RefundInput): Promise<BetResult> {
  return inTransaction(db, async (trx) => {
    const bet = await lockedBet(trx, input);
    if (bet.status === 'refunded') return betResult(bet);
    if (bet.status === 'settled') {
      throw businessError(
        MoneyErrorCode.stateConflict,
        `Round ${input.roundId} of ${input.vendor} was already settled; it cannot be refunded.`,
      );
    }
    const money = await currencyOf(trx, input.merchantCode);
    const posted = await post(trx, {
      merchantCode: input.merchantCode,
      currency: money.currency.code,
      kind: 'refund',
      idempotencyKey: `refund:${input.vendor}:${input.roundId}:${input.memberId}`,
      reference: roundReference(input.vendor, input.roundId),
      memberId: input.memberId,
      postings: [
        { account: { house: 'house' }, amount: -bet.stake },
        { account: await stakeWallet(trx, bet), amount: bet.stake },
      ],
      now: input.now,
    });
    const refunded = await trx
      .updateTable('bets')
      // validBet.ts: a refunded round risked nothing.
      .set({
        status: 'refunded',
        valid_bet: validBetOf({
          game: 'provider',
          option: 'provider',
          stake: bet.stake,
          result: 'refunded',
          payout: 0n,
        }),
        payout: 0n,
        settled_at: input.now,
        settle_tx_id: posted.transactionId,
      })
      .where('id', '=', bet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (bet.node_id !== null) {
      // A built-in game's round (the sweep refunding an abandoned hi-lo round): it ends with its bet.
      await trx
        .updateTable('game_rounds')
        .set({ status: 'refunded', settled_at: input.now })
        .where('round_key', '=', bet.round_id)
        .where('member_id', '=', bet.member_id)
        .where('status', '=', 'open')
        .execute();
    }
    return betResult(refunded);
  });
}

/** The bets of a round (one per member that played it), for callers that know only the round. */
export function betsOfRound(db: Db, merchantCode: string, vendor: string, roundId: string): Promise<BetRow[]> {
  return db
    .selectFrom('bets')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('vendor', '=', vendor)
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
}
