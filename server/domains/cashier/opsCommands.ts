/**
 * Operator commands of the cashier: the payment side of deposits (confirm, fail) and the
 * operator's side of withdrawals (approve, reject, refund), plus lists to find the ids. Repeating
 * a command whose work is already done (confirming a credited deposit, approving an approved
 * withdrawal) changes nothing and says "unchanged: …" (exit 0); asking for the opposite of what
 * was done (failing a credited deposit, rejecting an approved withdrawal) fails with the reason.
 */
import { parseAmount } from '../../../src/shared/money';
import type { Services } from '../../services';
import { WireError } from '../../http/errors';
import { unchanged } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { moneyText } from '../wallet/amounts';
import { merchantMoney, type MerchantMoney } from '../wallet/merchantMoney';
import type { Settlement } from './depositSettlement';
import type { Decision } from './withdrawalDecisions';
import { refundedOfWithdrawal } from './withdrawalRecords';

const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'cancelled'];
const WITHDRAWAL_STATUSES = ['pending', 'rejected', 'approved', 'received', 'not_received', 'partial', 'refunded'];
const LIST_LIMIT = 50;
const DISPUTED = ['not_received', 'partial', 'refunded'];

function refundNotes(refunded: bigint, outstanding: bigint, currency: MerchantMoney['currency']): string[] {
  return [`refunded ${moneyText(refunded, currency)}`, `outstanding ${moneyText(outstanding, currency)}`];
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

function idOf(value: string | undefined, what: string): bigint {
  if (!value || !/^[0-9]{1,18}$/.test(value)) throw new OpsUsageError(`The ${what} id must be a number, e.g. 12.`);
  return BigInt(value);
}

function statusOf(options: Record<string, string | boolean | undefined>, allowed: string[]): string | undefined {
  const status = text(options.status);
  if (status !== undefined && !allowed.includes(status))
    throw new OpsUsageError(`--status must be one of ${allowed.join(', ')}.`);
  return status;
}

/** A service's refusal (state conflict, not found…) as the command's failure message. */
async function refusalsAsFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WireError) throw new OpsFailure(error.message);
    throw error;
  }
}

/** Currencies by merchant, read once per listing. */
function currencies(services: Services) {
  const known = new Map<string, Promise<MerchantMoney>>();
  return async (code: string) => {
    if (!known.has(code)) known.set(code, merchantMoney(services.db, code));
    return (await known.get(code)!).currency;
  };
}

const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

async function describeSettlement(
  services: Services,
  id: bigint,
  outcome: Settlement,
  action: 'confirm' | 'fail',
): Promise<string> {
  if (!outcome.found) throw new OpsFailure(`There is no deposit ${id}.`);
  const { deposit } = outcome;
  const merchant = await merchantMoney(services.db, deposit.merchant_code);
  const amount = moneyText(deposit.amount, merchant.currency);
  const member = await usernameOf(services, deposit.member_id);
  if (!outcome.changed) {
    const wanted = action === 'confirm' ? 'credited' : 'failed';
    if (deposit.status === wanted) return unchanged(`deposit ${id} (${amount}, ${member}) is already ${wanted}.`);
    throw new OpsFailure(
      `Deposit ${id} (${amount}, ${member}) is already ${deposit.status}; ` +
        `it cannot be ${action === 'confirm' ? 'credited' : 'failed'} now. Nothing changed.`,
    );
  }
  return action === 'confirm'
    ? `Deposit ${id} credited: ${amount} to ${member} (ledger transaction ${deposit.transaction_id}); ` +
        `'deposit credited' message posted.`
    : `Deposit ${id} (${amount}, ${member}) marked failed; 'deposit failed' message posted.`;
}

async function usernameOf(services: Services, memberId: bigint): Promise<string> {
  const row = await services.db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.username;
}

async function describeDecision(services: Services, verb: string, d: Decision): Promise<string> {
  const amount = moneyText(d.withdrawal.amount, d.merchant.currency);
  return (
    `Withdrawal ${d.withdrawal.id} ${verb} (${amount}, ${await usernameOf(services, d.withdrawal.member_id)}, ` +
    `ledger transaction ${d.transactionId}).`
  );
}

/**
 * Approve or reject: when the withdrawal already stands where the command would put it, that is
 * "unchanged" (a repeated command), not a failure.
 */
async function decide(
  services: Services,
  id: bigint,
  target: 'approved' | 'rejected',
  run: () => Promise<Decision>,
): Promise<Decision | string> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof WireError)) throw error;
    const row = await services.db
      .selectFrom('withdrawals')
      .select(['status', 'amount', 'member_id', 'merchant_code'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.status === target) {
      const { currency } = await merchantMoney(services.db, row.merchant_code);
      return unchanged(
        `withdrawal ${id} (${moneyText(row.amount, currency)}, ${await usernameOf(services, row.member_id)}) ` +
          `is already ${target}.`,
      );
    }
    throw new OpsFailure(error.message);
  }
}

export const cashierOpsCommands: OpsCommand[] = [
  {
    path: ['deposit', 'list'],
    options: {
      status: { type: 'string', description: `only this status: ${DEPOSIT_STATUSES.join('|')}` },
      merchant: { type: 'string', description: 'only this merchant' },
    },
    summary: `list the latest ${LIST_LIMIT} deposits`,
    async run({ options }, services) {
      const status = statusOf(options, DEPOSIT_STATUSES);
      let query = services.db
        .selectFrom('deposits as d')
        .innerJoin('members as m', 'm.id', 'd.member_id')
        .select(['d.id', 'd.merchant_code', 'd.amount', 'd.status', 'd.method_id', 'd.created_at', 'm.username']);
      if (status) query = query.where('d.status', '=', status as 'pending');
      if (text(options.merchant)) query = query.where('d.merchant_code', '=', text(options.merchant)!);
      const rows = await query.orderBy('d.id', 'desc').limit(LIST_LIMIT).execute();
      if (rows.length === 0) return `No deposits${status ? ` with status ${status}` : ''}.`;
      const currencyOf = currencies(services);
      const lines = [];
      for (const r of rows) {
        const currency = await currencyOf(r.merchant_code);
        lines.push(
          `${String(r.id).padStart(6)}  ${r.status.padEnd(9)} ${moneyText(r.amount, currency).padStart(20)}  ` +
            `${r.merchant_code}/${r.username}  ${r.method_id}  ${when(r.created_at)}`,
        );
      }
      return ['    id  status                  amount  member  method  created (UTC)', ...lines].join('\n');
    },
  },
  {
    path: ['deposit', 'confirm'],
    positionals: ['id'],
    summary: "confirm a pending deposit: credit the member's main wallet and post 'deposit credited'",
    async run({ positionals }, services) {
      const id = idOf(positionals[0], 'deposit');
      return describeSettlement(services, id, await services.cashier.confirmDeposit(id), 'confirm');
    },
  },
  {
    path: ['deposit', 'fail'],
    positionals: ['id'],
    summary: "fail a pending deposit and post 'deposit failed'",
    async run({ positionals }, services) {
      const id = idOf(positionals[0], 'deposit');
      return describeSettlement(services, id, await services.cashier.failDeposit(id), 'fail');
    },
  },
  {
    path: ['withdrawal', 'list'],
    options: {
      status: { type: 'string', description: `only this status: ${WITHDRAWAL_STATUSES.join('|')}` },
      merchant: { type: 'string', description: 'only this merchant' },
    },
    summary: `list the latest ${LIST_LIMIT} withdrawals`,
    async run({ options }, services) {
      const status = statusOf(options, WITHDRAWAL_STATUSES);
      let query = services.db
        .selectFrom('withdrawals as w')
        .innerJoin('members as m', 'm.id', 'w.member_id')
        .select([
          'w.id',
          'w.merchant_code',
          'w.amount',
          'w.status',
          'w.forced',
          'w.received_amount',
          'w.created_at',
          'w.confirm_by',
          'm.username',
        ])
        .select(refundedOfWithdrawal.as('refunded'));
      if (status) query = query.where('w.status', '=', status as 'pending');
      if (text(options.merchant)) query = query.where('w.merchant_code', '=', text(options.merchant)!);
      const rows = await query.orderBy('w.id', 'desc').limit(LIST_LIMIT).execute();
      if (rows.length === 0) return `No withdrawals${status ? ` with status ${status}` : ''}.`;
      const currencyOf = currencies(services);
      const lines = [];
      for (const r of rows) {
        const currency = await currencyOf(r.merchant_code);
        const notes = [
          r.forced ? 'forced' : '',
          r.received_amount !== null && r.status !== 'received'
            ? `received ${moneyText(r.received_amount, currency)}`
            : '',
          ...(DISPUTED.includes(r.status)
            ? refundNotes(BigInt(r.refunded), r.amount - (r.received_amount ?? 0n) - BigInt(r.refunded), currency)
            : []),
          r.status === 'approved' ? `confirm by ${when(r.confirm_by)}` : '',
        ].filter(Boolean);
        lines.push(
          `${String(r.id).padStart(6)}  ${r.status.padEnd(12)} ${moneyText(r.amount, currency).padStart(20)}  ` +
            `${r.merchant_code}/${r.username}  ${when(r.created_at)}${notes.length ? `  (${notes.join(', ')})` : ''}`,
        );
      }
      return ['    id  status                     amount  member  created (UTC)', ...lines].join('\n');
    },
  },
  {
    path: ['withdrawal', 'approve'],
    positionals: ['id'],
    summary: "approve a pending withdrawal: pay out the hold, start the member's confirmation time",
    async run({ positionals }, services) {
      const id = idOf(positionals[0], 'withdrawal');
      const decision = await decide(services, id, 'approved', () => services.cashier.decisions.approve(id));
      if (typeof decision === 'string') return decision;
      return (
        `${await describeDecision(services, 'approved', decision)} The member has until ` +
        `${when(decision.withdrawal.confirm_by)} UTC to confirm.`
      );
    },
  },
  {
    path: ['withdrawal', 'reject'],
    positionals: ['id'],
    summary: "reject a pending withdrawal: return the hold to the member's main wallet",
    async run({ positionals }, services) {
      const id = idOf(positionals[0], 'withdrawal');
      const decision = await decide(services, id, 'rejected', () => services.cashier.decisions.reject(id));
      if (typeof decision === 'string') return decision;
      return describeDecision(services, 'rejected, the amount returned to the main wallet', decision);
    },
  },
  {
    path: ['withdrawal', 'refund'],
    positionals: ['id'],
    options: {
      amount: {
        type: 'string',
        description: 'the amount as typed, in major units, e.g. 25.00 (default: all still outstanding)',
      },
    },
    summary:
      'refund a withdrawal reported not received or partly received, ' +
      'in parts up to what is outstanding (never a forced one)',
    async run({ positionals, options }, services) {
      const id = idOf(positionals[0], 'withdrawal');
      const found = await services.db
        .selectFrom('withdrawals as w')
        .innerJoin('members as m', 'm.id', 'w.member_id')
        .select(['w.merchant_code', 'm.username'])
        .where('w.id', '=', id)
        .executeTakeFirst();
      if (!found) throw new OpsFailure(`There is no withdrawal ${id}.`);
      const merchant = await merchantMoney(services.db, found.merchant_code);
      const given = text(options.amount);
      let amount: bigint | undefined;
      if (given !== undefined) {
        // The amount as the operator types it ("25.00"), read by the same parser as `bet place` (src/shared/money.ts).
        const parsed = parseAmount(given, merchant.currency.minorUnits);
        if (!parsed.ok)
          throw new OpsUsageError(
            `--amount "${given}" is not an amount in ${merchant.currency.code} (more than 0, ` +
              `at most ${merchant.currency.minorUnits} decimal places), e.g. 25.00.`,
          );
        amount = parsed.minor;
      }
      const decision = await refusalsAsFailures(() => services.cashier.decisions.refund(id, amount));
      const money = (minor: bigint) => moneyText(minor, decision.merchant.currency);
      const state =
        decision.outstanding === 0n
          ? `fully refunded (${money(decision.refunded)} in all)`
          : `${money(decision.refunded)} refunded so far, ${money(decision.outstanding)} still outstanding`;
      return (
        `Withdrawal ${id}: ${money(decision.amount)} returned to ${found.username}'s main wallet (ledger ` +
        `transaction ${decision.transactionId}); ${state}. The member was sent a message.`
      );
    },
  },
  {
    path: ['withdrawal', 'sweep'],
    summary: 'mark approved withdrawals past their confirmation time as received (the server does this every minute)',
    async run(_input, services) {
      const swept = await services.cashier.sweepWithdrawals();
      return `${swept} withdrawal(s) counted as received.`;
    },
  },
];
