/**
 * `npm run ops -- settlement list`: what the settlement engine paid, by holder, period, kind or
 * contract, in the site's currency, with the ledger transaction of each payment.
 */
import { CONTRACT_KINDS } from '../../../src/shared/wire/agents';
import type { Services } from '../../services';
import { kindOf } from '../contracts/opsTerms';
import { memberByName } from '../member/opsViews';
import { idArgument, limitOption, merchantArgument, textOption, type Options } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';
import { moneyText } from '../wallet/amounts';
import { PERIOD_KEY_FORMATS } from './periods';

const LIST_LIMIT = 50;
/** A period key or the start of one: "D:2026-11-22", "H:2026-11-22" (every hour of that day), "M:2026". */
const PERIOD_PREFIX_RE = /^[RHDWSM]:[0-9][0-9TW:-]{0,15}$/;

async function list({ options }: { options: Options }, services: Services): Promise<string> {
  const merchant = await merchantArgument(options, services);
  const limit = limitOption(options.limit, LIST_LIMIT, 1000);
  let query = services.db
    .selectFrom('settlements as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('members as a', 'a.id', 's.agent_id')
    .where('s.merchant_code', '=', merchant.code);
  const holder = textOption(options.holder);
  if (holder !== undefined)
    query = query.where('s.member_id', '=', (await memberByName(services, merchant, holder)).id);
  const period = textOption(options.period);
  if (period !== undefined) {
    if (!PERIOD_PREFIX_RE.test(period))
      throw new OpsUsageError(`--period "${period}" is not a period key or the start of one (${PERIOD_KEY_FORMATS}).`);
    query = query.where('s.period_key', 'like', `${period}%`);
  }
  if (options.kind !== undefined) query = query.where('s.kind', '=', kindOf(options));
  const contract = textOption(options.contract);
  if (contract !== undefined) query = query.where('s.contract_id', '=', idArgument(contract, 'contract'));
  const [rows, totals] = await Promise.all([
    query
      .select([
        's.id',
        's.contract_id',
        's.kind',
        's.period_key',
        's.rate_bp',
        's.amount',
        's.ledger_tx_id',
        's.settled_at',
        'm.username as holder',
        'a.username as offerer',
      ])
      .orderBy('s.period_end', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute(),
    query
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<bigint>('s.amount'), eb.lit(0)).as('total'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  if (rows.length === 0) return `No settlements on ${merchant.code} match.`;
  const currency = merchant.site.currency;
  const header =
    `${'contract'.padStart(8)} ${'kind'.padEnd(9)} ${'period'.padEnd(18)} ${'holder'.padEnd(20)} ` +
    `${'paid'.padStart(20)}  ledger tx  settled (UTC)`;
  const lines = rows.map((r) =>
    [
      String(r.contract_id).padStart(8),
      r.kind.padEnd(9),
      r.period_key.padEnd(18),
      r.holder.padEnd(20),
      moneyText(r.amount, currency).padStart(20),
      ` ${(r.ledger_tx_id === null ? '-' : String(r.ledger_tx_id)).padStart(9)}`,
      r.settled_at.toISOString().slice(0, 16).replace('T', ' '),
    ].join(' '),
  );
  return [
    header,
    ...lines,
    `${rows.length} of ${totals.n} settlement(s), ${moneyText(BigInt(totals.total), currency)} paid in all.`,
  ].join('\n');
}

export const settlementListCommand: OpsCommand = {
  path: ['settlement', 'list'],
  options: {
    holder: { type: 'string', description: 'only settlements paid to this username' },
    period: {
      type: 'string',
      description: 'a period key or its start: D:2026-11-22, H:2026-11-22 (every hour of the day), M:2026',
    },
    kind: { type: 'string', description: `only ${CONTRACT_KINDS.join('|')}` },
    contract: { type: 'string', description: 'only this contract id' },
    limit: { type: 'string', description: `how many, latest period first (default ${LIST_LIMIT})` },
    merchant: { type: 'string', description: 'merchant code (default: demo)' },
  },
  summary: 'list settlements (what each contract period paid) by holder, period, kind or contract',
  run: list,
};
