/**
 * `npm run ops -- contract …`: the operator's view of agent contracts and the house's own offers.
 *
 *   list       filter by holder, offerer, kind, status
 *   show       one contract: parties, terms in the site's units, dates, its settlements so far
 *   offer      from the house to a top-level agent (who otherwise can never earn): the same
 *              domain function as an agent's offer (offer.ts), so the same rules and ceilings
 *   terminate  end an offer or a contract in force (operatorTerminate.ts)
 */
import {
  CONTRACT_STATUSES,
  type Contract,
  type ContractStatus,
  type ContractTerms,
} from '../../../src/shared/wire/agents';
import { HOUSE_TYPE } from '../../../src/shared/wire/auth';
import type { Services } from '../../services';
import { WireError } from '../../http/errors';
import { memberByName } from '../member/opsViews';
import { idArgument, limitOption, merchantArgument, textOption, unchanged, type Options } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import type { Merchant } from '../system/service';
import { moneyText, type Currency } from '../wallet/amounts';
import { offerContract } from './offer';
import { terminateByOperator } from './operatorTerminate';
import { contractById, toContract } from './repository';
import { CONTRACT_NAME, formatRate } from './terms';
import { DIVIDEND_PERIOD_NAMES, kindOf, termsFromOptions } from './opsTerms';

const LIST_LIMIT = 50;
const MAX_REASON = 200;
const merchantOption = { type: 'string', description: 'merchant code (default: demo)' } as const;
const when = (epoch: number | null) =>
  epoch === null ? '-' : new Date(epoch).toISOString().slice(0, 16).replace('T', ' ');
const PERIOD_LABEL: Record<string, string> = { D: 'daily', W: 'weekly', H: 'semimonthly', M: 'monthly' };

/** Terms in the site's units: "tier 1: valid bet ≥ 1000.00 USD, 3 active → 1.50%". */
export function termsText(terms: ContractTerms, currency: Currency): string {
  const money = (minor: string) => moneyText(BigInt(minor), currency);
  switch (terms.kind) {
    case 'realtime':
      return (
        `loss ${formatRate(terms.realtime.lossRateBp)}, profit ${formatRate(terms.realtime.profitRateBp)} of ` +
        `each valid bet of at least ${money(terms.realtime.singleBetMinor)}`
      );
    case 'dividend':
      return `${PERIOD_LABEL[terms.dividend.period] ?? terms.dividend.period}; ${terms.dividend.tiers
        .map(
          (t, i) =>
            `tier ${i + 1}: valid bet ≥ ${money(t.validBetMinor)}, loss ≥ ${money(t.lossMinor)}, ` +
            `${t.activeMembers} active → ${formatRate(t.rateBp)}`,
        )
        .join('; ')}`;
    default:
      return terms.salary.tiers
        .map(
          (t, i) =>
            `tier ${i + 1}: team bet ≥ ${money(t.betAmountMinor)}, ${t.activeMembers} active → ${formatRate(t.rateBp)}`,
        )
        .join('; ');
  }
}

function line(c: Contract): string {
  return [
    c.id.padStart(6),
    c.kind.padEnd(9),
    c.status.padEnd(10),
    formatRate(c.rateBp).padStart(7),
    c.agentAccount.padEnd(20),
    c.memberAccount.padEnd(20),
    when(c.createdAt),
  ].join(' ');
}

/** The contract by id on the merchant, or a failure naming the id. */
async function contractOn(services: Services, merchant: Merchant, id: bigint): Promise<Contract> {
  const row = await services.db
    .selectFrom('contracts')
    .select('id')
    .where('id', '=', id)
    .where('merchant_code', '=', merchant.code)
    .executeTakeFirst();
  if (!row) throw new OpsFailure(`There is no contract ${id} on ${merchant.code}. See: npm run ops -- contract list`);
  return contractById(services.db, id);
}

async function list({ options }: { options: Options }, services: Services): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const status = textOption(options.status);
  if (status !== undefined && !(CONTRACT_STATUSES as readonly string[]).includes(status))
    throw new OpsUsageError(`--status must be one of ${CONTRACT_STATUSES.join(', ')}, not "${status}".`);
  const limit = limitOption(options.limit, LIST_LIMIT, 1000);
  let query = services.db
    .selectFrom('contracts as c')
    .innerJoin('members as a', 'a.id', 'c.agent_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .where('c.merchant_code', '=', merchant.code);
  const holder = textOption(options.holder);
  if (holder !== undefined)
    query = query.where('c.member_id', '=', (await memberByName(services, merchant, holder)).id);
  const offerer = textOption(options.offerer);
  if (offerer !== undefined)
    query = query.where('c.agent_id', '=', (await memberByName(services, merchant, offerer)).id);
  if (options.kind !== undefined) query = query.where('c.kind', '=', kindOf(options));
  if (status !== undefined) query = query.where('c.status', '=', status as ContractStatus);
  const rows = await query
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.terms',
      'c.rate_bp',
      'c.agent_id',
      'a.username as agent_account',
      'c.member_id',
      'm.username as member_account',
      'c.created_at',
      'c.decided_at',
      'c.terminated_at',
      'c.terminated_by',
    ])
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return `No contracts on ${merchant.code} match.`;
  const header =
    `${'id'.padStart(6)} ${'kind'.padEnd(9)} ${'status'.padEnd(10)} ${'up to'.padStart(7)} ` +
    `${'offered by'.padEnd(20)} ${'holder'.padEnd(20)} created (UTC)`;
  return [header, ...rows.map((r) => line(toContract(r))), `${rows.length} contract(s), newest first.`].join('\n');
}

async function show(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const c = await contractOn(services, merchant, idArgument(positionals[0], 'contract'));
  const currency = merchant.site.currency;
  const paid = await services.db
    .selectFrom('settlements')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), eb.lit(0)).as('total'),
      (eb) => eb.fn.max('period_key').as('last'),
    ])
    .where('contract_id', '=', BigInt(c.id))
    .executeTakeFirstOrThrow();
  return [
    `Contract ${c.id} on ${merchant.code}: ${CONTRACT_NAME[c.kind]}, ${c.status}, pays up to ${formatRate(c.rateBp)}`,
    `  offered by: ${c.agentAccount}`,
    `  holder:     ${c.memberAccount}`,
    `  terms:      ${termsText(c.terms, currency)}`,
    `  offered:    ${when(c.createdAt)} UTC   answered: ${when(c.decidedAt)}   terminated: ` +
      `${when(c.terminatedAt)}${c.terminatedBy ? ` (by ${c.terminatedBy})` : ''}`,
    `  settled:    ${paid.n} period(s), ${moneyText(BigInt(paid.total), currency)} paid in ` +
      `all${paid.last ? `, latest ${paid.last}` : ''}`,
  ].join('\n');
}

/** The merchant's house account: the offering side of the house's contracts. */
async function houseOf(services: Services, merchant: Merchant) {
  const house = await services.db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchant.code)
    .where('type', '=', HOUSE_TYPE)
    .orderBy('id')
    .executeTakeFirst();
  if (!house)
    throw new OpsFailure(
      `${merchant.code} has no house account to offer from; create one with: ` +
        `npm run ops -- member create <username> --type house --password <password> --merchant ${merchant.code}`,
    );
  return house;
}

async function offer(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const holder = await memberByName(services, merchant, positionals[0]!);
  const terms = termsFromOptions(options, merchant.site.currency);
  const house = await houseOf(services, merchant);
  let contract: Contract;
  try {
    contract = await offerContract(services.db, services.clock(), house, holder.id, terms);
  } catch (error) {
    if (error instanceof WireError) throw new OpsFailure(`${error.message} (${error.errorCode})`);
    throw error;
  }
  return (
    `Contract ${contract.id} offered by the house to ${holder.username}: ` +
    `${CONTRACT_NAME[contract.kind]} paying up to ${formatRate(contract.rateBp)} ` +
    `(${termsText(contract.terms, merchant.site.currency)}). It waits for ${holder.username} to accept it.`
  );
}

async function terminate(
  { positionals, options }: { positionals: string[]; options: Options },
  services: Services,
): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const id = idArgument(positionals[0], 'contract');
  await contractOn(services, merchant, id);
  const reason = textOption(options.reason)?.trim();
  if (reason !== undefined && (reason.length === 0 || reason.length > MAX_REASON))
    throw new OpsUsageError(`--reason must be 1 to ${MAX_REASON} characters.`);
  const done = await terminateByOperator(services.db, services.clock(), id, reason);
  if (!done.found) throw new OpsFailure(`There is no contract ${id}.`);
  const c = done.contract;
  const what = `contract ${c.id} (${CONTRACT_NAME[c.kind]} from ${c.agentAccount} to ${c.memberAccount})`;
  if (!done.changed) return unchanged(`${what} is already ${c.status}.`);
  return `Terminated ${what}; periods ending from now on are not paid under it.`;
}

export const contractOpsCommands: OpsCommand[] = [
  {
    path: ['contract', 'list'],
    options: {
      holder: { type: 'string', description: 'only contracts held by (or offered to) this username' },
      offerer: {
        type: 'string',
        description: "only contracts offered by this username (the house account for the house's)",
      },
      kind: { type: 'string', description: 'only dividend|daily|hourly|realtime' },
      status: { type: 'string', description: `only ${CONTRACT_STATUSES.join('|')}` },
      limit: { type: 'string', description: `how many, newest first (default ${LIST_LIMIT})` },
      merchant: merchantOption,
    },
    summary: 'list agent contracts with both parties, kind, status and top rate',
    run: list,
  },
  {
    path: ['contract', 'show'],
    positionals: ['id'],
    options: { merchant: merchantOption },
    summary: 'one contract: parties, terms in the site currency, dates, what its settlements paid',
    run: show,
  },
  {
    path: ['contract', 'offer'],
    positionals: ['agent'],
    options: {
      kind: { type: 'string', description: 'dividend|daily|hourly|realtime' },
      rate: { type: 'string', description: 'percent per tier, comma-separated: 1.00,1.50 (daily, hourly, dividend)' },
      'min-bet': { type: 'string', description: 'team valid bet per tier, as typed: 0,5000.00 (default 0)' },
      'min-loss': { type: 'string', description: 'dividend: team loss per tier, as typed (default 0)' },
      active: { type: 'string', description: 'active members per tier: 0,5 (default 0)' },
      period: { type: 'string', description: `dividend: ${DIVIDEND_PERIOD_NAMES.join('|')} (default monthly)` },
      'loss-rate': { type: 'string', description: "realtime: percent of a lost bet's valid bet" },
      'profit-rate': { type: 'string', description: "realtime: percent of a won bet's valid bet" },
      'single-bet': { type: 'string', description: 'realtime: smallest stake that counts, as typed (default 0)' },
      merchant: merchantOption,
    },
    summary:
      "offer a contract from the house to a top-level agent (the same rules and site ceilings as an agent's offer)",
    run: offer,
  },
  {
    path: ['contract', 'terminate'],
    positionals: ['id'],
    options: {
      reason: { type: 'string', description: `told to both parties (at most ${MAX_REASON} characters)` },
      merchant: merchantOption,
    },
    summary: 'end an offer or a contract in force; both parties get a notice',
    run: terminate,
  },
];
