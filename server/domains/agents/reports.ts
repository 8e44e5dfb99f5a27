/**
 * The team reports of the agent centre in SQL: betting records, profit and loss per member and
 * account records of the agent's team (its subtree, the agent included at level 0). Every query
 * starts from member_tree (ancestor_id = the agent), so nothing outside the team can appear;
 * an account filter narrows it to one member already proved to be in the team. A list page is
 * chosen first and joined to account names after; its total is counted beside it.
 *
 * The rows mirror the member's own records (server/domains/records): bets by placement time,
 * profit and loss by settlement time (whole days from the day sums, betDays.ts) and ledger
 * time, one account-record row per ledger entry.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  MemberProfitLossRow,
  ProfitLossTotals,
  TeamProfitLossValue,
  TeamBetRow,
  TeamBetsValue,
  TeamBetTotals,
  TeamTransactionRow,
} from '../../../src/shared/wire/agents';
import type { Page } from '../../../src/shared/wire/paging';
import type { BetStatus, TransactionKind } from '../../../src/shared/wire/records';
import type { DB } from '../../db/schema';
import type { Range } from '../../http/dateRange';
import { pageOf, type Paging } from '../../http/paging';
import { teamBetDays } from './betDays';

/** Ledger kinds that take money out of the member's wallets to a withdrawal, or bring it back (as records). */
const WITHDRAWAL_KINDS = ['withdrawal', 'withdrawal_return', 'withdrawal_refund'];

const walletName = (kind: string, vendor: string) => (kind === 'main' ? 'MAIN' : kind === 'bonus' ? 'BONUS' : vendor);

export type TeamScope = {
  agentId: bigint;
  merchantCode: string;
  /** One member of the team only (already checked to be in it). */
  memberId?: bigint | undefined;
};

const memberFilter = (scope: TeamScope) =>
  scope.memberId === undefined ? sql`` : sql`AND t.descendant_id = ${scope.memberId}`;

const page = (paging: Paging) => sql`LIMIT ${paging.pageSize} OFFSET ${paging.offset}`;

type BetRow = {
  id: bigint;
  vendor: string;
  game_type: string;
  game_name: string;
  round_id: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  status: BetStatus;
  placed_at: Date;
  settled_at: Date | null;
  account: string;
  level: number;
};

export type TeamBetFilter = {
  vendor?: string | undefined;
  gameType?: string | undefined;
  /** With scope.memberId: that member's whole subtree instead of the member alone. */
  team?: boolean | undefined;
  /** 'settled': settled bets by settlement time (what profit and loss and the settlements count). */
  time?: 'placed' | 'settled' | undefined;
};

type BetSums = { n: bigint; stake: bigint; valid_bet: bigint; payout: bigint; win_loss: bigint };

export async function teamBets(
  db: Kysely<DB>,
  scope: TeamScope,
  range: Range,
  filter: TeamBetFilter,
  paging: Paging,
): Promise<TeamBetsValue> {
  const settled = filter.time === 'settled';
  // A member's team: the member's own subtree inside the agent's (the member is already proved to be in it).
  const members =
    scope.memberId !== undefined && filter.team
      ? sql`AND t.descendant_id IN (SELECT s.descendant_id FROM member_tree s WHERE s.ancestor_id = ${scope.memberId})`
      : memberFilter(scope);
  const when = settled
    ? sql`AND b.status = 'settled' AND b.settled_at >= ${range.start} AND b.settled_at < ${range.end}`
    : sql`AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}`;
  const where = sql`
    WHERE t.ancestor_id = ${scope.agentId} ${members}
      AND b.merchant_code = ${scope.merchantCode} ${when}
      ${filter.vendor ? sql`AND b.vendor = ${filter.vendor}` : sql``}
      ${filter.gameType ? sql`AND b.game_type = ${filter.gameType}` : sql``}`;
  const from = sql`FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id`;
  const order = (table: 'b' | 'page') =>
    settled
      ? sql`${sql.ref(`${table}.settled_at`)} DESC, ${sql.ref(`${table}.id`)} DESC`
      : sql`${sql.ref(`${table}.placed_at`)} DESC, ${sql.ref(`${table}.id`)} DESC`;
  // The page first, then the account names of its rows only; the count and the totals row
  // (the whole filter, not the page) in parallel, in one pass over the same rows.
  const [result, count] = await Promise.all([
    sql<BetRow>`
      WITH page AS (
        SELECT b.id, b.member_id, b.vendor, b.game_type, b.game_name, b.round_id, b.stake, b.valid_bet, b.payout,
          b.status, b.placed_at, b.settled_at, t.depth AS level
        ${from} ${where}
        ORDER BY ${order('b')}
        ${page(paging)}
      )
      SELECT page.*, m.username AS account FROM page JOIN members m ON m.id = page.member_id
      ORDER BY ${order('page')}`.execute(db),
    sql<BetSums>`
      SELECT count(*) AS n, coalesce(sum(b.stake), 0)::bigint AS stake,
        coalesce(sum(b.valid_bet), 0)::bigint AS valid_bet,
             coalesce(sum(b.payout), 0)::bigint AS payout,
             coalesce(sum(b.payout - b.stake) FILTER (WHERE b.status = 'settled'), 0)::bigint AS win_loss
      ${from} ${where}`.execute(db),
  ]);
  const sums = count.rows[0]!;
  const content = result.rows.map((b): TeamBetRow => ({
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
    account: b.account,
    level: b.level,
  }));
  const totals: TeamBetTotals = {
    betCount: Number(sums.n),
    stakeMinor: sums.stake.toString(),
    validBetMinor: sums.valid_bet.toString(),
    payoutMinor: sums.payout.toString(),
    winLossMinor: sums.win_loss.toString(),
  };
  return { ...pageOf(content, paging, sums.n), totals };
}

type ProfitLossRow = {
  member_id: bigint;
  account: string;
  level: number;
  bet_count: bigint;
  valid_bet: bigint;
  win_loss: bigint;
  deposit: bigint;
  withdrawal: bigint;
  rebate: bigint;
  reward: bigint;
  total: bigint;
};

type ProfitLossSums = {
  total: bigint;
  sum_bet_count: bigint | null;
  sum_valid_bet: bigint | null;
  sum_win_loss: bigint | null;
  sum_deposit: bigint | null;
  sum_withdrawal: bigint | null;
  sum_rebate: bigint | null;
  sum_reward: bigint | null;
};

/** The sums of every member of the filter, as window sums beside each row or as one row. */
const PROFIT_LOSS_SUMS = sql`count(*) OVER () AS total,
  (sum(coalesce(b.bet_count, 0)) OVER ())::bigint AS sum_bet_count,
    (sum(coalesce(b.valid_bet, 0)) OVER ())::bigint AS sum_valid_bet,
  (sum(coalesce(b.win_loss, 0)) OVER ())::bigint AS sum_win_loss,
    (sum(coalesce(l.deposit, 0)) OVER ())::bigint AS sum_deposit,
  (sum(coalesce(l.withdrawal, 0)) OVER ())::bigint AS sum_withdrawal,
    (sum(coalesce(l.rebate, 0)) OVER ())::bigint AS sum_rebate,
  (sum(coalesce(l.reward, 0)) OVER ())::bigint AS sum_reward`;

function profitLossTotals(sums: ProfitLossSums | undefined): ProfitLossTotals {
  const big = (value: bigint | null | undefined) => value ?? 0n;
  const winLoss = big(sums?.sum_win_loss);
  const rebate = big(sums?.sum_rebate);
  const reward = big(sums?.sum_reward);
  return {
    members: Number(sums?.total ?? 0),
    betCount: Number(big(sums?.sum_bet_count)),
    validBetMinor: big(sums?.sum_valid_bet).toString(),
    winLossMinor: winLoss.toString(),
    depositMinor: big(sums?.sum_deposit).toString(),
    withdrawalMinor: big(sums?.sum_withdrawal).toString(),
    rebateMinor: rebate.toString(),
    rewardMinor: reward.toString(),
    profitMinor: (winLoss + rebate + reward).toString(),
  };
}

/**
 * Profit and loss per team member with any activity in the range: rounds settled in it, and
 * the deposits, withdrawals, rebates and rewards that moved the member's wallets in it.
 */
export async function teamProfitLoss(
  db: Kysely<DB>,
  scope: TeamScope,
  range: Range,
  paging: Paging,
): Promise<TeamProfitLossValue> {
  const query = <R>(select: RawBuilder<unknown>, tail: RawBuilder<unknown>) => sql<R>`
    WITH team AS (
      SELECT t.descendant_id AS id, t.depth FROM member_tree t
        WHERE t.ancestor_id = ${scope.agentId} ${memberFilter(scope)}
    ), b AS (
      SELECT member_id, sum(n)::bigint AS bet_count, sum(valid)::bigint AS valid_bet,
        sum(payout - stake)::bigint AS win_loss
      FROM (${teamBetDays(sql`SELECT id FROM team`, scope.merchantCode, range)}) team_bets
      GROUP BY member_id
    ), l AS (
      SELECT a.member_id,
             coalesce(sum(e.amount) FILTER (WHERE x.kind = 'rebate'), 0)::bigint AS rebate,
             coalesce(sum(e.amount) FILTER (WHERE x.kind = 'reward'), 0)::bigint AS reward,
             coalesce(sum(e.amount) FILTER (WHERE x.kind = 'deposit'), 0)::bigint AS deposit,
             (-coalesce(sum(e.amount)
               FILTER (WHERE x.kind IN (${sql.join(WITHDRAWAL_KINDS)})), 0))::bigint AS withdrawal
      FROM team JOIN ledger_accounts a ON a.member_id = team.id
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transactions x ON x.id = e.transaction_id
      WHERE e.created_at >= ${range.start} AND e.created_at < ${range.end}
        AND x.kind IN ('rebate', 'reward', 'deposit', ${sql.join(WITHDRAWAL_KINDS)})
      GROUP BY a.member_id
    )
    ${select}
    FROM team JOIN members m ON m.id = team.id
    LEFT JOIN b ON b.member_id = team.id
    LEFT JOIN l ON l.member_id = team.id
    WHERE b.member_id IS NOT NULL OR l.member_id IS NOT NULL
    ${tail}`;
  const result = await query<ProfitLossRow & ProfitLossSums>(
    sql`SELECT team.id AS member_id, m.username AS account, team.depth AS level,
               coalesce(b.bet_count, 0) AS bet_count, coalesce(b.valid_bet, 0) AS valid_bet,
                 coalesce(b.win_loss, 0) AS win_loss,
               coalesce(l.deposit, 0) AS deposit, coalesce(l.withdrawal, 0) AS withdrawal,
               coalesce(l.rebate, 0) AS rebate, coalesce(l.reward, 0) AS reward, ${PROFIT_LOSS_SUMS}`,
    sql`ORDER BY team.depth, lower(m.username), team.id ${page(paging)}`,
  ).execute(db);
  const content = result.rows.map((r): MemberProfitLossRow => ({
    memberId: r.member_id.toString(),
    account: r.account,
    level: r.level,
    betCount: Number(r.bet_count),
    validBetMinor: r.valid_bet.toString(),
    winLossMinor: r.win_loss.toString(),
    depositMinor: r.deposit.toString(),
    withdrawalMinor: r.withdrawal.toString(),
    rebateMinor: r.rebate.toString(),
    rewardMinor: r.reward.toString(),
    profitMinor: (r.win_loss + r.rebate + r.reward).toString(),
  }));
  // A page past the end carries no window sums: the same sums as one row.
  const sums =
    result.rows[0] ?? (await query<ProfitLossSums>(sql`SELECT ${PROFIT_LOSS_SUMS}`, sql`LIMIT 1`).execute(db)).rows[0];
  const totals = profitLossTotals(sums);
  return { ...pageOf(content, paging, BigInt(totals.members)), totals };
}

type EntryRow = {
  id: bigint;
  transaction_id: bigint;
  kind: string;
  account_kind: string;
  vendor: string;
  amount: bigint;
  balance_after: bigint | null;
  reference: string;
  created_at: Date;
  account: string;
  level: number;
};

export async function teamTransactions(
  db: Kysely<DB>,
  scope: TeamScope,
  range: Range,
  kind: TransactionKind | undefined,
  paging: Paging,
): Promise<Page<TeamTransactionRow>> {
  const from = sql`
    FROM member_tree t
    JOIN ledger_accounts a ON a.member_id = t.descendant_id
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions x ON x.id = e.transaction_id`;
  const where = sql`
    WHERE t.ancestor_id = ${scope.agentId} ${memberFilter(scope)}
      AND e.created_at >= ${range.start} AND e.created_at < ${range.end}
      ${kind ? sql`AND x.kind = ${kind}` : sql``}`;
  const [result, count] = await Promise.all([
    sql<EntryRow>`
      WITH page AS (
        SELECT e.id, e.transaction_id, x.kind, a.kind AS account_kind, a.vendor, e.amount, e.balance_after,
          x.reference, e.created_at, a.member_id, t.depth AS level
        ${from} ${where}
        ORDER BY e.created_at DESC, e.id DESC
        ${page(paging)}
      )
      SELECT page.*, m.username AS account FROM page JOIN members m ON m.id = page.member_id
      ORDER BY page.created_at DESC, page.id DESC`.execute(db),
    sql<{ n: bigint }>`SELECT count(*) AS n ${from} ${where}`.execute(db),
  ]);
  const content = result.rows.map((r): TeamTransactionRow => ({
    entryId: r.id.toString(),
    transactionId: r.transaction_id.toString(),
    kind: r.kind as TransactionKind,
    wallet: walletName(r.account_kind, r.vendor),
    amountMinor: r.amount.toString(),
    balanceAfterMinor: (r.balance_after ?? 0n).toString(),
    reference: r.reference,
    createdAt: r.created_at.getTime(),
    account: r.account,
    level: r.level,
  }));
  return pageOf(content, paging, count.rows[0]!.n);
}
