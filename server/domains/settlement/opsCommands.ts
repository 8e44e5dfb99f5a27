/**
 * `npm run ops -- settlement …`:
 *   run     one settlement pass now, or as of an earlier --at; prints what it settled. A time
 *           after the server's clock is refused: settling a period that has not ended would
 *           miss its later bets for ever (issue 13 item 6). Tests move time with the test
 *           clock of tests/server/helper.ts, never with a future --at.
 *   verify  recomputes one period for every contract from raw bets and compares it with the
 *           posted settlement and its ledger transaction; fails on any difference or gap.
 *   correct pays (or claws back) the difference of a mismatched period, once (correct.ts).
 */
import { CONTRACT_KINDS, type ContractKind } from '../../../src/shared/wire/agents';
import type { Services } from '../../services';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import { runSettlementPass, summaryText } from './pass';
import { PERIOD_KEY_FORMATS, PeriodKeyError } from './periods';
import { SETTLEMENT_LAG_MS } from './timer';
import { PeriodNotEndedError, verifyPeriod, verifyText } from './verify';
import { correctPeriod, correctionText } from './correct';
import { advanceTestClock, testClockInstalled } from '../../testClock';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
const ISO_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function kindsOption(value: string | undefined): ContractKind[] | undefined {
  if (value === undefined) return undefined;
  if (!(CONTRACT_KINDS as readonly string[]).includes(value))
    throw new OpsUsageError(`--kind must be one of ${CONTRACT_KINDS.join(', ')}, not "${value}".`);
  return [value as ContractKind];
}

/** --at: an ISO 8601 time no later than the services' clock, or that clock when absent. */
function atOption(services: Services, at: string | undefined): Date {
  const now = services.clock();
  if (at === undefined) return now;
  const time = new Date(at);
  if (!ISO_RE.test(at) || Number.isNaN(time.getTime()))
    throw new OpsUsageError(`--at must be an ISO 8601 time such as 2026-11-23T00:00:30Z, not "${at}".`);
  if (time.getTime() > now.getTime()) {
    throw new OpsUsageError(
      `--at ${time.toISOString()} is after the server's clock (${now.toISOString()}): ` +
        `a period that has not ended cannot be settled or verified, its later bets would never be paid. ` +
        `Nothing was done.`,
    );
  }
  return time;
}

async function merchantOption(services: Services, value: string | undefined): Promise<string | undefined> {
  if (value === undefined) return undefined;
  const found = await services.db.selectFrom('merchants').select('code').where('code', '=', value).executeTakeFirst();
  if (!found) throw new OpsUsageError(`There is no merchant "${value}".`);
  return value;
}

export const settlementOpsCommands: OpsCommand[] = [
  {
    path: ['settlement', 'run'],
    options: {
      at: {
        type: 'string',
        description:
          'act as if it were this earlier time (ISO 8601, e.g. 2026-11-23T00:00:30Z; never after now); default now',
      },
      kind: { type: 'string', description: `only contracts of this kind: ${CONTRACT_KINDS.join(', ')}` },
      merchant: { type: 'string', description: 'only contracts of this merchant' },
      limit: { type: 'string', description: 'settle at most this many contract-periods (default 2000)' },
    },
    summary: 'run one settlement pass: settle every contract period that has ended (as of --at)',
    async run({ options }, services) {
      const at = text(options.at);
      const now = atOption(services, at);
      const limitText = text(options.limit);
      const limit = limitText === undefined ? undefined : Number(limitText);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100_000))
        throw new OpsUsageError('--limit must be a whole number from 1 to 100000.');
      const summary = await runSettlementPass(services, {
        now,
        kinds: kindsOption(text(options.kind)),
        merchantCode: await merchantOption(services, text(options.merchant)),
        limit,
        // "Now" leaves bets committing at a period's edge a moment; an explicit --at is taken as given.
        lagMs: at === undefined ? SETTLEMENT_LAG_MS : 0,
      });
      const report = summaryText(summary, now);
      if (summary.failed > 0) throw new OpsFailure(report);
      return report;
    },
  },
  {
    path: ['settlement', 'verify'],
    options: {
      period: { type: 'string', description: `the period key: ${PERIOD_KEY_FORMATS}` },
      merchant: { type: 'string', description: 'only contracts of this merchant' },
      kind: { type: 'string', description: `only contracts of this kind: ${CONTRACT_KINDS.join(', ')}` },
      at: {
        type: 'string',
        description:
          'judge "has the period ended" as of this earlier time (as given to settlement run --at); default now',
      },
    },
    summary: 'recompute one period from raw bets and compare with the posted settlements and the ledger',
    async run({ options }, services) {
      const key = text(options.period);
      if (key === undefined)
        throw new OpsUsageError(`Say which period: --period <key>. Period keys: ${PERIOD_KEY_FORMATS}.`);
      let result;
      try {
        result = await verifyPeriod(services.db, {
          key,
          now: atOption(services, text(options.at)),
          kinds: kindsOption(text(options.kind)),
          merchantCode: await merchantOption(services, text(options.merchant)),
        });
      } catch (error) {
        if (error instanceof PeriodKeyError || error instanceof PeriodNotEndedError)
          throw new OpsUsageError(error.message);
        throw error;
      }
      const report = verifyText(result);
      if (result.problems > 0) throw new OpsFailure(report);
      return report;
    },
  },
  {
    path: ['settlement', 'correct'],
    options: {
      period: { type: 'string', description: `the period key: ${PERIOD_KEY_FORMATS}` },
      contract: { type: 'string', description: 'only this contract (its id, as settlement verify lists it)' },
      merchant: { type: 'string', description: 'only contracts of this merchant' },
      kind: { type: 'string', description: `only contracts of this kind: ${CONTRACT_KINDS.join(', ')}` },
    },
    summary: 'pay (or claw back) the difference of a period that settlement verify reports as MISMATCH, once',
    async run({ options }, services) {
      const key = text(options.period);
      if (key === undefined)
        throw new OpsUsageError(`Say which period: --period <key>. Period keys: ${PERIOD_KEY_FORMATS}.`);
      const contractText = text(options.contract);
      if (contractText !== undefined && !/^[1-9]\d{0,17}$/.test(contractText))
        throw new OpsUsageError(`--contract must be a contract id (a whole number), not "${contractText}".`);
      const contractId = contractText === undefined ? undefined : BigInt(contractText);
      let result;
      try {
        result = await correctPeriod(services.db, {
          key,
          now: services.clock(),
          contractId,
          kinds: kindsOption(text(options.kind)),
          merchantCode: await merchantOption(services, text(options.merchant)),
        });
      } catch (error) {
        if (error instanceof PeriodKeyError || error instanceof PeriodNotEndedError)
          throw new OpsUsageError(error.message);
        throw error;
      }
      const report = correctionText(result, contractId);
      if (result.outcomes.some((o) => o.status === 'not-corrected')) throw new OpsFailure(report);
      return report;
    },
  },
  {
    // Only on a test server (server/testClock.ts): the way specs let a settlement period end.
    path: ['clock', 'advance'],
    options: { minutes: { type: 'string', description: 'how far to move the test clock forward (1 to 100000)' } },
    summary: "move a test server's clock forward (refused on a real server)",
    async run({ options }) {
      if (!testClockInstalled())
        throw new OpsUsageError(
          'This server runs on the real clock: only a test server (tests/e2e/serve.ts) can move time. Nothing changed.',
        );
      const minutes = Number(text(options.minutes));
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 100_000)
        throw new OpsUsageError('--minutes must be a whole number from 1 to 100000.');
      return `The test clock now reads ${advanceTestClock(minutes * 60_000).toISOString()}.`;
    },
  },
];
