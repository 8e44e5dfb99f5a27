/**
 * `npm run ops -- member list|show`: who is on a site, and one member's whole picture (account,
 * upline chain, team, wallets, live contracts, bank accounts masked as the site masks them, open
 * cashier work), so an operator can answer a member without opening the database.
 */
import { sql } from 'kysely';
import type { Services } from '../../services';
import { limitOption, merchantArgument, textOption, type Options } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';
import { maskAccountNumber } from '../security/bankAccounts';
import type { Merchant } from '../system/service';
import { moneyText } from '../wallet/amounts';
import { formatRate } from '../contracts/terms';
import { isTypeClass, TYPE_CLASSES, typeName } from './memberTypes';

const LIST_LIMIT = 50;
const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

/** The member by username on --merchant, or a usage error naming what was looked for. */
export async function memberByName(services: Services, merchant: Merchant, username: string) {
  const member = await services.accounts.members.byUsername(merchant.code, username);
  if (!member)
    throw new OpsUsageError(
      `No member "${username}" on ${merchant.code}. Find usernames with: npm run ops -- member list`,
    );
  return member;
}

async function list({ options }: { options: Options }, services: Services): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const typeText = textOption(options.type);
  if (typeText !== undefined && !isTypeClass(typeText))
    throw new OpsUsageError(`--type must be one of ${Object.keys(TYPE_CLASSES).join(', ')}, not "${typeText}".`);
  const status = textOption(options.status);
  if (status !== undefined && status !== 'active' && status !== 'disabled')
    throw new OpsUsageError(`--status must be active or disabled, not "${status}".`);
  const limit = limitOption(options.limit, LIST_LIMIT, 1000);
  let query = services.db
    .selectFrom('members as m')
    .leftJoin('members as p', 'p.id', 'm.parent_id')
    .leftJoin('ledger_accounts as a', (join) => join.onRef('a.member_id', '=', 'm.id').on('a.kind', '=', 'main'))
    .where('m.merchant_code', '=', merchant.code);
  const upline = textOption(options.upline);
  if (upline !== undefined)
    query = query.where('m.parent_id', '=', (await memberByName(services, merchant, upline)).id);
  if (typeText !== undefined) query = query.where('m.type', 'in', [...TYPE_CLASSES[typeText]]);
  if (status !== undefined) query = query.where('m.status', '=', status);
  const [rows, total] = await Promise.all([
    query
      .select([
        'm.username',
        'm.type',
        'm.status',
        'm.created_at',
        'm.last_login_at',
        'p.username as upline',
        'a.balance',
      ])
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  if (rows.length === 0) return `No members on ${merchant.code} match.`;
  const currency = merchant.site.currency;
  const header =
    `${'username'.padEnd(20)} ${'type'.padEnd(12)} ${'status'.padEnd(8)} ${'upline'.padEnd(20)} ` +
    `${'main wallet'.padStart(20)}  created (UTC)     last login (UTC)`;
  const lines = rows.map((r) =>
    [
      r.username.padEnd(20),
      typeName(r.type).padEnd(12),
      r.status.padEnd(8),
      (r.upline ?? '-').padEnd(20),
      moneyText(r.balance ?? 0n, currency).padStart(20),
      ` ${when(r.created_at)}  ${when(r.last_login_at)}`,
    ].join(' '),
  );
  return [header, ...lines, `${rows.length} of ${total.n} member(s) on ${merchant.code}, newest first.`].join('\n');
}

async function show(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const member = await memberByName(services, merchant, positionals[0]!);
  const { db } = services;
  const currency = merchant.site.currency;
  const [uplines, team, wallets, contracts, banks, open] = await Promise.all([
    db
      .selectFrom('member_tree as t')
      .innerJoin('members as u', 'u.id', 't.ancestor_id')
      .select(['u.username', 't.depth'])
      .where('t.descendant_id', '=', member.id)
      .where('t.depth', '>', 0)
      .orderBy('t.depth', 'desc')
      .execute(),
    db
      .selectFrom('member_tree')
      .select([
        sql<string>`count(*) FILTER (WHERE depth = 1)`.as('direct'),
        sql<string>`count(*) FILTER (WHERE depth > 0)`.as('all'),
      ])
      .where('ancestor_id', '=', member.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_accounts')
      .select(['kind', 'vendor', 'balance'])
      .where('member_id', '=', member.id)
      .orderBy('kind')
      .orderBy('vendor')
      .execute(),
    db
      .selectFrom('contracts as c')
      .innerJoin('members as a', 'a.id', 'c.agent_id')
      .select(['c.id', 'c.kind', 'c.status', 'c.rate_bp', 'a.username as offerer'])
      .where('c.member_id', '=', member.id)
      .where('c.status', 'in', ['request', 'accepted'])
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('bank_accounts')
      .select(['bank_name', 'account_number', 'payee_name', 'is_default'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('members')
      .select([
        (eb) =>
          eb
            .selectFrom('deposits')
            .select((e) => e.fn.countAll<string>().as('n'))
            .where('member_id', '=', member.id)
            .where('status', '=', 'pending')
            .as('deposits'),
        (eb) =>
          eb
            .selectFrom('withdrawals')
            .select((e) => e.fn.countAll<string>().as('n'))
            .where('member_id', '=', member.id)
            .where('status', 'in', ['pending', 'approved', 'not_received', 'partial'])
            .as('withdrawals'),
      ])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  const lines = [
    `${member.username} on ${merchant.code}: ${typeName(member.type)}, ` +
      `${member.status}${member.nickname ? `, nickname "${member.nickname}"` : ''}`,
    `  upline chain:   ${uplines.length ? uplines.map((u) => u.username).join(' > ') : '- (top level)'}`,
    `  team:           ${team.direct} direct downline(s), ${team.all} in all`,
    `  created (UTC):  ${when(member.created_at)} (${member.register_source})   last login: ` +
      `${when(member.last_login_at)}`,
    `  contact:        mobile ${member.mobile ? `+${member.country_dialing_code ?? ''} ${member.mobile}` : '-'}, ` +
      `e-mail ${member.email ?? '-'}`,
    `  new-IP check:   ${member.ip_check}${member.payee_name ? `; payee name "${member.payee_name}"` : ''}`,
    ...(member.affiliate_code ? [`  invitation:     ${member.affiliate_code}`] : []),
    `  wallets:        ${
      wallets.length
        ? wallets
            .map((w) => `${w.kind}${w.vendor ? ` ${w.vendor}` : ''} ${moneyText(w.balance ?? 0n, currency)}`)
            .join(', ')
        : 'none yet'
    }`,
    `  contracts held: ${
      contracts.length
        ? contracts.map((c) => `#${c.id} ${c.kind} ${formatRate(c.rate_bp)} from ${c.offerer} (${c.status})`).join(', ')
        : 'none'
    }`,
    `  bank accounts:  ${
      banks.length
        ? banks
            .map(
              (b) =>
                `${b.bank_name} ${maskAccountNumber(b.account_number)} ` +
                `payee "${b.payee_name}"${b.is_default ? ' (default)' : ''}`,
            )
            .join(', ')
        : 'none'
    }`,
    `  open cashier:   ${open.deposits ?? 0} pending deposit(s), ${open.withdrawals ?? 0} withdrawal(s) not closed`,
  ];
  return lines.join('\n');
}

export const memberViewCommands: OpsCommand[] = [
  {
    path: ['member', 'list'],
    options: {
      type: { type: 'string', description: `only ${Object.keys(TYPE_CLASSES).join('|')}` },
      upline: { type: 'string', description: 'only the direct downlines of this agent (username)' },
      status: { type: 'string', description: 'only active|disabled' },
      limit: { type: 'string', description: `how many, newest first (default ${LIST_LIMIT})` },
      merchant: { type: 'string', description: 'merchant code (default: demo)' },
    },
    summary: 'list members with their type, status, upline and main wallet',
    run: list,
  },
  {
    path: ['member', 'show'],
    positionals: ['username'],
    options: { merchant: { type: 'string', description: 'merchant code (default: demo)' } },
    summary: 'one member: account, upline chain, team, wallets, contracts, bank accounts (masked), open cashier work',
    run: show,
  },
];
