/**
 * What an account record is about, in words a member knows (TransactionDetails in
 * src/shared/wire/records.ts): the game of a bet, the method of a deposit, the bank of a
 * withdrawal, the wallets of a transfer, the other member of an agent transfer, the title of a
 * reward. Read from the rows each ledger transaction's reference names (the references are
 * written by server/domains/betting/rounds.ts, cashier/depositSettlement.ts, cashier/withdrawals.ts,
 * wallet/wallet.ts, agents/transfer.ts and rewards/rewardCenter.ts), a handful of queries per page,
 * each bound to the member, so nothing of another member's shows but the other side's username.
 */
import type { Kysely } from 'kysely';
import type { TransactionDetails } from '../../../src/shared/wire/records';
import type { DB } from '../../db/schema';
import { PLAY_PATHS } from '../play/shared/playApi';

/** The fairness page of a built-in game's round. */
export const verifyUrlOf = (roundId: string) => `${PLAY_PATHS.verifyPage}/${encodeURIComponent(roundId)}`;

type Row = { transactionId: bigint; kind: string; reference: string };

const ROUND = /^round:([^:]+):(.+)$/;
const NUMBERED = /^(deposit|withdrawal|reward):([0-9]{1,18})$/;
const TRANSFER = /^transfer:([^:]+):([^:]+)$/;
const MEMBER_TRANSFER_KINDS = new Set(['upline_transfer', 'downline_transfer']);

const idsOf = (rows: Row[], kind: string) =>
  rows.flatMap((r) => (NUMBERED.exec(r.reference)?.[1] === kind ? [BigInt(NUMBERED.exec(r.reference)![2]!)] : []));

/** Details per ledger transaction id (as a string); a row with nothing to add has no entry. */
export async function transactionDetails(
  db: Kysely<DB>,
  memberId: bigint,
  rows: Row[],
): Promise<Map<string, TransactionDetails>> {
  const out = new Map<string, TransactionDetails>();
  const add = (transactionId: bigint, details: TransactionDetails) =>
    out.set(transactionId.toString(), { ...out.get(transactionId.toString()), ...details });

  const rounds = rows.flatMap((r) => {
    const m = ROUND.exec(r.reference);
    return m ? [{ row: r, vendor: m[1]!, roundId: m[2]! }] : [];
  });
  const deposits = idsOf(rows, 'deposit');
  const withdrawals = idsOf(rows, 'withdrawal');
  const rewards = idsOf(rows, 'reward');
  const memberTransfers = rows.filter((r) => MEMBER_TRANSFER_KINDS.has(r.kind)).map((r) => r.transactionId);

  const [bets, depositRows, withdrawalRows, rewardRows, others] = await Promise.all([
    rounds.length === 0
      ? []
      : db
          .selectFrom('bets')
          .select(['vendor', 'round_id', 'game_name', 'node_id'])
          .where('member_id', '=', memberId)
          .where((eb) =>
            eb.or(rounds.map((r) => eb.and([eb('vendor', '=', r.vendor), eb('round_id', '=', r.roundId)]))),
          )
          .execute(),
    deposits.length === 0
      ? []
      : db
          .selectFrom('deposits as d')
          .leftJoin('deposit_methods as m', (join) =>
            join.onRef('m.merchant_code', '=', 'd.merchant_code').onRef('m.id', '=', 'd.method_id'),
          )
          .select(['d.id', 'd.method_id', 'm.name'])
          .where('d.member_id', '=', memberId)
          .where('d.id', 'in', deposits)
          .execute(),
    withdrawals.length === 0
      ? []
      : db
          .selectFrom('withdrawals as w')
          .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
          .select(['w.id', 'b.bank_name'])
          .where('w.member_id', '=', memberId)
          .where('w.id', 'in', withdrawals)
          .execute(),
    rewards.length === 0
      ? []
      : db
          .selectFrom('rewards')
          .select(['id', 'title'])
          .where('member_id', '=', memberId)
          .where('id', 'in', rewards)
          .execute(),
    memberTransfers.length === 0
      ? []
      : db
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .innerJoin('members as m', 'm.id', 'a.member_id')
          .select(['e.transaction_id', 'm.username'])
          .where('e.transaction_id', 'in', memberTransfers)
          .where('a.member_id', '<>', memberId)
          .execute(),
  ]);

  const betOf = new Map(bets.map((b) => [`${b.vendor}:${b.round_id}`, b]));
  for (const { row, vendor, roundId } of rounds) {
    const bet = betOf.get(`${vendor}:${roundId}`);
    add(row.transactionId, {
      roundId,
      ...(bet && { gameName: bet.game_name }),
      // Only the built-in games' rounds (a catalogue node) can be checked on the platform.
      ...(bet && bet.node_id !== null && { verifyUrl: verifyUrlOf(roundId) }),
    });
  }
  const byReference = (prefix: string, id: bigint) => rows.filter((r) => r.reference === `${prefix}:${id}`);
  for (const d of depositRows)
    for (const r of byReference('deposit', d.id)) add(r.transactionId, { method: d.name ?? d.method_id });
  for (const w of withdrawalRows)
    for (const r of byReference('withdrawal', w.id)) add(r.transactionId, { method: w.bank_name });
  for (const w of rewardRows) for (const r of byReference('reward', w.id)) add(r.transactionId, { title: w.title });
  for (const o of others) add(o.transaction_id, { counterparty: o.username });
  for (const r of rows) {
    const m = TRANSFER.exec(r.reference);
    if (m && r.kind === 'transfer') add(r.transactionId, { fromWallet: m[1]!, toWallet: m[2]! });
  }
  return out;
}
