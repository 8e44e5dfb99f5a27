/**
 * The member's records in SQL: account records (ledger entries of the member's accounts with
 * their transactions), betting records and profit and loss. Every query is bound to one member
 * id; nothing here can return another member's rows. Sums are bigint in SQL, strings on the wire.
 */
import { sql, type Kysely } from 'kysely';
import type { BetRecord, ProfitLossValue, TransactionKind, TransactionRecord } from '../../../src/shared/wire/records';
import type { Page } from '../../../src/shared/wire/paging';
import type { DB } from '../../db/schema';
import { transactionDetails, verifyUrlOf } from './details';
import type { Range } from '../../http/dateRange';
import { pageOf, type Paging } from '../../http/paging';

/** Ledger kinds that take money out of the member's wallets to a withdrawal, or bring it back. */
const WITHDRAWAL_KINDS = ['withdrawal', 'withdrawal_return', 'withdrawal_refund'];

const walletName = (kind: string, vendor: string) => (kind === 'main' ? 'MAIN' : kind === 'bonus' ? 'BONUS' : vendor);

export function createRecordsRepository(db: Kysely<DB>) {
  return {
    async transactions(
      memberId: bigint,
      range: Range,
      paging: Paging,
      kind?: TransactionKind,
    ): Promise<Page<TransactionRecord>> {
      let base = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('a.member_id', '=', memberId)
        .where('e.created_at', '>=', range.start)
        .where('e.created_at', '<', range.end);
      if (kind) base = base.where('t.kind', '=', kind);
      const [rows, count] = await Promise.all([
        base
          .select([
            'e.id',
            'e.transaction_id',
            't.kind',
            'a.kind as account_kind',
            'a.vendor',
            'e.amount',
            'e.balance_after',
            't.reference',
            'e.created_at',
          ])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(paging.pageSize)
          .offset(paging.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const details = await transactionDetails(
        db,
        memberId,
        rows.map((r) => ({ transactionId: r.transaction_id, kind: r.kind, reference: r.reference })),
      );
      const content = rows.map((r): TransactionRecord => ({
        ...details.get(r.transaction_id.toString()),
        entryId: r.id.toString(),
        transactionId: r.transaction_id.toString(),
        kind: r.kind as TransactionKind,
        wallet: walletName(r.account_kind, r.vendor),
        amountMinor: r.amount.toString(),
        balanceAfterMinor: (r.balance_after ?? 0n).toString(),
        reference: r.reference,
        createdAt: r.created_at.getTime(),
      }));
      return pageOf(content, paging, count.n);
    },

    async bets(
      memberId: bigint,
      range: Range,
      paging: Paging,
      filter: { vendor?: string | undefined; gameType?: string | undefined },
    ): Promise<Page<BetRecord>> {
      let base = db
        .selectFrom('bets')
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', range.start)
        .where('placed_at', '<', range.end);
      if (filter.vendor) base = base.where('vendor', '=', filter.vendor);
      if (filter.gameType) base = base.where('game_type', '=', filter.gameType);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(paging.pageSize)
          .offset(paging.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const content = rows.map((b): BetRecord => ({
        id: b.id.toString(),
        vendor: b.vendor,
        gameType: b.game_type,
        gameName: b.game_name,
        roundId: b.round_id,
        stakeMinor: b.stake.toString(),
        validBetMinor: b.valid_bet.toString(),
        payoutMinor: b.payout.toString(),
        // Only a settled round has a result; open and refunded rounds neither won nor lost.
        winLossMinor: (b.status === 'settled' ? b.payout - b.stake : 0n).toString(),
        status: b.status,
        placedAt: b.placed_at.getTime(),
        settledAt: b.settled_at?.getTime() ?? null,
        // A built-in game's round (a catalogue node) can be checked on the platform's verify page.
        ...(b.node_id !== null && { verifyUrl: verifyUrlOf(b.round_id) }),
      }));
      return pageOf(content, paging, count.n);
    },

    /**
     * Profit and loss over a range: the rounds settled in it (a round counts when its result is
     * known), and the rebates, rewards, deposits and withdrawals that moved the member's wallets.
     */
    async profitLoss(memberId: bigint, range: Range): Promise<ProfitLossValue> {
      const result = await sql<{
        bet_count: bigint;
        stake: bigint;
        valid_bet: bigint;
        payout: bigint;
        win_loss: bigint;
        rebate: bigint;
        reward: bigint;
        deposit: bigint;
        withdrawal: bigint;
        profit: bigint;
      }>`
        WITH b AS (
          SELECT count(*)::bigint AS bet_count,
                 coalesce(sum(stake), 0)::bigint AS stake,
                 coalesce(sum(valid_bet), 0)::bigint AS valid_bet,
                 coalesce(sum(payout), 0)::bigint AS payout,
                 coalesce(sum(payout - stake), 0)::bigint AS win_loss
          FROM bets
          WHERE member_id = ${memberId} AND status = 'settled'
            AND settled_at >= ${range.start} AND settled_at < ${range.end}
        ), l AS (
          SELECT coalesce(sum(e.amount) FILTER (WHERE t.kind = 'rebate'), 0)::bigint AS rebate,
                 coalesce(sum(e.amount) FILTER (WHERE t.kind = 'reward'), 0)::bigint AS reward,
                 coalesce(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0)::bigint AS deposit,
                 (-coalesce(sum(e.amount) FILTER (WHERE t.kind IN (${sql.join(WITHDRAWAL_KINDS)})), 0))::bigint
                   AS withdrawal
          FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE a.member_id = ${memberId} AND e.created_at >= ${range.start} AND e.created_at < ${range.end}
            AND t.kind IN ('rebate', 'reward', 'deposit', ${sql.join(WITHDRAWAL_KINDS)})
        )
        SELECT b.*, l.*, (b.win_loss + l.rebate + l.reward)::bigint AS profit FROM b CROSS JOIN l`.execute(db);
      const r = result.rows[0]!;
      return {
        betCount: Number(r.bet_count),
        stakeMinor: r.stake.toString(),
        validBetMinor: r.valid_bet.toString(),
        payoutMinor: r.payout.toString(),
        winLossMinor: r.win_loss.toString(),
        rebateMinor: r.rebate.toString(),
        rewardMinor: r.reward.toString(),
        depositMinor: r.deposit.toString(),
        withdrawalMinor: r.withdrawal.toString(),
        profitMinor: r.profit.toString(),
      };
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
