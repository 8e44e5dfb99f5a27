/**
 * Operator commands of the cashier: the payment side of deposits (confirm, fail) and the
 * operator's side of withdrawals (approve, reject, refund), plus lists to find the ids. A command
 * that finds nothing to do (a deposit already credited, a withdrawal already decided) changes
 * nothing and fails with a message saying why.
 */
import { parseMinor } from '../../../src/shared/money';
import type { Services } from '../../services';
import { WireError } from '../../wire/errors';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { moneyText } from '../wallet/amounts';
import { merchantMoney, type MerchantMoney } from '../wallet/merchantMoney';
import type { Settlement } from './depositSettlement';
import type { Decision } from './withdrawalDecisions';

const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'cancelled'];
const WITHDRAWAL_STATUSES = ['pending', 'rejected', 'approved', 'received', 'not_received', 'partial', 'refunded'];
const LIST_LIMIT = 50;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

function idOf(value: string | undefined, what: string): bigint {
  if (!value || !/^[0-9]{1,18}$/.test(value)) throw new OpsUsageError(`The ${what} id must be a number, e.g. 12.`);
  return BigInt(value);
}

function statusOf(options: Record<string, string | boolean | undefined>, allowed: string[]): string | undefined {
  const status = text(options.status);
  if (status !== undefined && !allowed.includes(status)) throw new OpsUsageError(`--status must be one of ${allowed.join(', ')}.`);
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

async function describeSettlement(services: Services, id: bigint, outcome: Settlement, action: 'confirm' | 'fail'): Promise<string> {
  if (!outcome.found) throw new OpsFailure(`There is no deposit ${id}.`);
  const { deposit } = outcome;
  const merchant = await merchantMoney(services.db, deposit.merchant_code);
  const amount = moneyText(deposit.amount, merchant.currency);
  if (!outcome.changed) throw new OpsFailure(`Deposit ${id} (${amount}) is already ${deposit.status}; nothing changed.`);
  return action === 'confirm'
    ? `Deposit ${id} credited: ${amount} to member ${deposit.member_id} (ledger transaction ${deposit.transaction_id}); 'deposit credited' message posted.`
    : `Deposit ${id} (${amount}) marked failed; 'deposit failed' message posted.`;
}

function describeDecision(verb: string, d: Decision): string {
  const amount = moneyText(d.withdrawal.amount, d.merchant.currency);
  return `Withdrawal ${d.withdrawal.id} ${verb} (${amount}, member ${d.withdrawal.member_id}, ledger transaction ${d.transactionId}).`;
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
        lines.push(`${String(r.id).padStart(6)}  ${r.status.padEnd(9)} ${moneyText(r.amount, currency).padStart(20)}  ${r.merchant_code}/${r.username}  ${r.method_id}  ${when(r.created_at)}`);
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
        .select(['w.id', 'w.merchant_code', 'w.amount', 'w.status', 'w.forced', 'w.received_amount', 'w.created_at', 'w.confirm_by', 'm.username']);
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
          r.received_amount !== null && r.status !== 'received' ? `received ${moneyText(r.received_amount, currency)}` : '',
          r.status === 'approved' ? `confirm by ${when(r.confirm_by)}` : '',
        ].filter(Boolean);
        lines.push(
          `${String(r.id).padStart(6)}  ${r.status.padEnd(12)} ${moneyText(r.amount, currency).padStart(20)}  ${r.merchant_code}/${r.username}  ${when(r.created_at)}${notes.length ? `  (${notes.join(', ')})` : ''}`,
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
      const decision = await refusalsAsFailures(() => services.cashier.decisions.approve(id));
      return `${describeDecision('approved', decision)} The member has until ${when(decision.withdrawal.confirm_by)} UTC to confirm.`;
    },
  },
  {
    path: ['withdrawal', 'reject'],
    positionals: ['id'],
    summary: "reject a pending withdrawal: return the hold to the member's main wallet",
    async run({ positionals }, services) {
      const id = idOf(positionals[0], 'withdrawal');
      return describeDecision('rejected, the amount returned to the main wallet', await refusalsAsFailures(() => services.cashier.decisions.reject(id)));
    },
  },
  {
    path: ['withdrawal', 'refund'],
    positionals: ['id'],
    options: { amount: { type: 'string', description: 'minor units to refund (default: all that did not arrive)' } },
    summary: 'refund a withdrawal reported not received or partly received (never a forced one)',
    async run({ positionals, options }, services) {
      const id = idOf(positionals[0], 'withdrawal');
      const given = text(options.amount);
      const amount = given === undefined ? undefined : parseMinor(given);
      if (amount === null || (amount !== undefined && amount <= 0n)) throw new OpsUsageError('--amount must be a positive whole number of minor units, e.g. 2500 for 25.00.');
      const decision = await refusalsAsFailures(() => services.cashier.decisions.refund(id, amount));
      return `Withdrawal ${id} refunded: ${moneyText(decision.amount, decision.merchant.currency)} returned to member ${decision.withdrawal.member_id} (ledger transaction ${decision.transactionId}).`;
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
