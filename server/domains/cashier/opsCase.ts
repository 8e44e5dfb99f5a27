/**
 * `npm run ops -- withdrawal show <id>`: the case file an operator reads before approving,
 * rejecting or refunding: the member, the bank account (masked as the site masks it,
 * security/bankAccounts.ts), the withdrawal's history of states with times, every ledger
 * transaction of it (reference `withdrawal:<id>`, so partial refunds appear one by one), and the
 * proof the member uploaded, written to a file with its type.
 *
 * The file is written by the process that runs the command: the CLI turns a relative
 * `--proof-out` into an absolute path before sending it to a running server (server/cli.ts).
 * An existing file is never overwritten; a directory gets `withdrawal-<id>-proof.<png|jpg>`.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Services } from '../../services';
import { idArgument, textOption, type Options } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { maskAccountNumber } from '../security/bankAccounts';
import { moneyText } from '../wallet/amounts';
import { merchantMoney } from '../wallet/merchantMoney';
import { typeName } from '../member/memberTypes';

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '-');
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** Where to write the proof: inside a directory, or a new file; never over an existing one. */
function proofPath(given: string, id: bigint, mime: keyof typeof EXTENSION): string {
  const path = isAbsolute(given) ? given : resolve(given);
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, `withdrawal-${id}-proof.${EXTENSION[mime]}`);
  return path;
}

function confirmation(
  forced: boolean,
  amount: bigint,
  received: bigint | null,
  money: (minor: bigint) => string,
): string {
  if (forced) return 'counted as received: the member did not answer by the confirmation time';
  if (received === null) return 'reported not received by the member';
  return received < amount
    ? `reported partly received: ${money(received)} received`
    : 'confirmed received by the member';
}

async function show(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const id = idArgument(positionals[0], 'withdrawal');
  const proofOut = textOption(options['proof-out']);
  if (proofOut !== undefined && proofOut.trim() === '')
    throw new OpsUsageError('--proof-out needs a file or directory path.');
  const { db } = services;
  const w = await db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select([
      'w.id',
      'w.merchant_code',
      'w.amount',
      'w.status',
      'w.forced',
      'w.created_at',
      'w.decided_at',
      'w.confirm_by',
      'w.confirmed_at',
      'w.received_amount',
      'm.username',
      'm.type',
      'm.status as member_status',
      'm.payee_name',
      'b.bank_name',
      'b.account_number',
      'b.payee_name as account_payee',
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!w) throw new OpsFailure(`There is no withdrawal ${id}. See: npm run ops -- withdrawal list`);
  const { currency } = await merchantMoney(db, w.merchant_code);
  const money = (minor: bigint) => moneyText(minor, currency);

  // Each ledger transaction of the withdrawal, with what it did to the member's main wallet.
  const moves = await sql<{ id: bigint; kind: string; created_at: Date; member_change: bigint | null }>`
    SELECT t.id, t.kind, t.created_at,
           (SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
             WHERE e.transaction_id = t.id AND a.member_id IS NOT NULL) AS member_change
    FROM ledger_transactions t
    WHERE t.merchant_code = ${w.merchant_code} AND t.reference = ${`withdrawal:${id}`}
    ORDER BY t.created_at, t.id`.execute(db);
  const proof = await db
    .selectFrom('withdrawal_proofs')
    .select(['mime', 'bytes', 'created_at'])
    .where('withdrawal_id', '=', id)
    .executeTakeFirst();

  const history: [Date | null, string][] = [
    [w.created_at, `requested ${money(w.amount)}${w.forced ? ' (forced)' : ''}`],
    [w.decided_at, w.status === 'rejected' ? 'rejected: the hold returned to the main wallet' : 'approved: paid out'],
    // The member's answer is due by confirm_by; once answered, the answer is the history.
    ...(w.confirm_by && w.status === 'approved'
      ? ([[w.confirm_by, "the member's confirmation is due"]] as [Date, string][])
      : []),
    [w.confirmed_at, confirmation(w.forced, w.amount, w.received_amount, money)],
    ...(proof
      ? ([[proof.created_at, `proof uploaded (${proof.mime}, ${proof.bytes.length} bytes)`]] as [Date, string][])
      : []),
  ];
  const lines = [
    `Withdrawal ${w.id} on ${w.merchant_code}: ${money(w.amount)}, ${w.status}${w.forced ? ', forced' : ''}`,
    `  member:       ${w.username} (${typeName(w.type)}, ${w.member_status})${
      w.payee_name ? `, payee name "${w.payee_name}"` : ''
    }`,
    `  bank account: ${w.bank_name} ${maskAccountNumber(w.account_number)}, payee "${w.account_payee}"`,
    ...(w.received_amount !== null && w.received_amount < w.amount
      ? [`  missing:      ${money(w.amount - w.received_amount)} reported not received`]
      : []),
    '  history:',
    ...history
      .filter((h): h is [Date, string] => h[0] !== null)
      .sort((a, b) => a[0].getTime() - b[0].getTime())
      .map(([at, what]) => `    ${when(at)}  ${what}`),
    '  ledger:',
    ...moves.rows.map((t) => {
      const change = t.member_change === null ? null : BigInt(t.member_change);
      const changeText = change === null ? '±0' : `${change > 0n ? '+' : ''}${money(change)}`;
      return `    ${when(t.created_at)}  transaction ${t.id} ${t.kind}: member wallets ${changeText}`;
    }),
  ];
  if (!proof) {
    lines.push('  proof:        none uploaded');
    if (proofOut !== undefined) throw new OpsFailure(`${lines.join('\n')}\nWithdrawal ${id} has no proof to write.`);
    return lines.join('\n');
  }
  if (proofOut === undefined) {
    lines.push(
      `  proof:        ${proof.mime}, ${proof.bytes.length} bytes; write it out with --proof-out <file or directory>`,
    );
    return lines.join('\n');
  }
  const path = proofPath(proofOut, id, proof.mime);
  try {
    writeFileSync(path, proof.bytes, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new OpsFailure(
      code === 'EEXIST'
        ? `${path} already exists; give a new file name or a directory.`
        : `The proof could not be written to ${path}: ${(error as Error).message}`,
    );
  }
  lines.push(`  proof:        ${proof.mime}, ${proof.bytes.length} bytes, written to ${path}`);
  return lines.join('\n');
}

export const withdrawalCaseCommand: OpsCommand = {
  path: ['withdrawal', 'show'],
  positionals: ['id'],
  options: {
    'proof-out': {
      type: 'string',
      description: 'write the uploaded proof image to this file (or into this directory)',
    },
  },
  summary: 'one withdrawal: member, bank account (masked), history with times, ledger moves, the uploaded proof',
  run: show,
};
