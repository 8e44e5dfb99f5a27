/**
 * One settlement pass: every due contract-period (dueWork.ts), up to `limit`, oldest first.
 * The team figures of all of them are computed up front in a few batched statements
 * (compute.ts); then each contract-period is settled in its own transaction (settleOne.ts).
 * Contracts are worked on side by side (PostgreSQL), each contract's periods in order; a
 * contract whose period fails is left for the next pass from that period on, so its settled
 * periods stay a prefix and nothing is skipped.
 *
 * Safe to run any number of times, after restarts and from several runners at once: a period
 * is settled by whichever runner claims its row first; the others count it as skipped.
 */
import type { Kysely } from 'kysely';
import type { ContractKind } from '../../../src/shared/wire/agents';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { merchantMoney } from '../wallet/merchantMoney';
import { metricsOf, settlementAmount } from './amounts';
import { settlementWindow, teamFiguresBatch } from './compute';
import { selectDue, settleableContracts, type DuePeriod } from './dueWork';
import { settleContractPeriod } from './settleOne';

export const DEFAULT_PASS_LIMIT = 2_000;

export type PassOptions = {
  /** The time the pass acts at: periods that ended by then are due; rows and postings are dated then. */
  now: Date;
  kinds?: readonly ContractKind[];
  merchantCode?: string;
  /** Only these contracts. */
  contractIds?: readonly bigint[];
  /** Contract-periods settled at most in this pass (default DEFAULT_PASS_LIMIT); the next pass takes the rest. */
  limit?: number;
  /**
   * A period is due only this long after its end, so bets settling right at the boundary are in (the timer's choice).
   */
  lagMs?: number;
  /** Contracts settled side by side (default 4 on PostgreSQL, 1 on PGlite, which runs one transaction at a time). */
  concurrency?: number;
};

export type PassSummary = {
  /** Contract-periods this pass settled (rows written), paid or not. */
  settled: number;
  /** Of those, the ones that paid (amount > 0). */
  paid: number;
  amountMinor: bigint;
  /** Due periods another runner settled first. */
  skipped: number;
  failed: number;
  /** The first few failures, for the log. */
  errors: string[];
  /** Due work was left over for the next pass (limit reached). */
  more: boolean;
  durationMs: number;
  /** Of durationMs, the time spent computing team figures. */
  computeMs: number;
};

const MAX_ERRORS = 10;

export type PassServices = { db: Kysely<DB>; database: { kind: DatabaseKind } };

export async function runSettlementPass(services: PassServices, options: PassOptions): Promise<PassSummary> {
  const started = performance.now();
  const { db } = services;
  const { now } = options;
  const limit = options.limit ?? DEFAULT_PASS_LIMIT;
  const summary: PassSummary = {
    settled: 0,
    paid: 0,
    amountMinor: 0n,
    skipped: 0,
    failed: 0,
    errors: [],
    more: false,
    durationMs: 0,
    computeMs: 0,
  };
  const fail = (message: string) => {
    summary.failed += 1;
    if (summary.errors.length < MAX_ERRORS) summary.errors.push(message);
  };

  const found = await settleableContracts(db, {
    kinds: options.kinds,
    merchantCode: options.merchantCode,
    contractIds: options.contractIds,
    before: now,
  });
  const { due, more, unsettleable } = selectDue(found.contracts, now, limit, options.lagMs ?? 0);
  for (const u of [...found.unsettleable, ...unsettleable]) fail(u.reason);
  summary.more = more;

  const computeStarted = performance.now();
  const windows = due.map(({ contract, period }) =>
    settlementWindow(period, contract.decidedAt, contract.terminatedAt),
  );
  const figures = await teamFiguresBatch(
    db,
    due.map(({ contract }, i) => ({
      merchantCode: contract.merchantCode,
      holderId: contract.memberId,
      kind: contract.terms.kind,
      window: windows[i]!,
      ...(contract.terms.kind === 'realtime' && { singleBet: BigInt(contract.terms.realtime.singleBetMinor) }),
    })),
  );
  summary.computeMs = performance.now() - computeStarted;

  const currencies = new Map<string, string>();
  for (const code of new Set(due.map((d) => d.contract.merchantCode)))
    currencies.set(code, (await merchantMoney(db, code)).currency.code);

  // Each contract's periods in order, contracts side by side.
  const chains = new Map<bigint, Array<{ item: DuePeriod; index: number }>>();
  due.forEach((item, index) => {
    const chain = chains.get(item.contract.id) ?? [];
    chain.push({ item, index });
    chains.set(item.contract.id, chain);
  });
  const queue = [...chains.values()];
  const settleChain = async (chain: Array<{ item: DuePeriod; index: number }>) => {
    for (const { item, index } of chain) {
      const { team, realtime, below } = figures[index]!;
      const outcome = settlementAmount(item.contract.terms, team, realtime, below);
      try {
        const result = await settleContractPeriod(db, {
          ...item,
          metrics: metricsOf(team),
          rateBp: outcome.rateBp,
          amount: outcome.amount,
          currency: currencies.get(item.contract.merchantCode)!,
          now,
        });
        if (result.status === 'skipped') {
          summary.skipped += 1;
          continue;
        }
        summary.settled += 1;
        if (result.amount > 0n) {
          summary.paid += 1;
          summary.amountMinor += result.amount;
        }
      } catch (error) {
        fail(`contract ${item.contract.id} period ${item.period.key}: ${(error as Error).message}`);
        return;
      }
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? (services.database.kind === 'postgres' ? 4 : 1));
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let chain = queue.shift(); chain; chain = queue.shift()) await settleChain(chain);
    }),
  );

  summary.durationMs = performance.now() - started;
  return summary;
}

export function summaryText(summary: PassSummary, at: Date): string {
  const lines = [
    `Settlement pass at ${at.toISOString()}: ${summary.settled} contract-period(s) settled, ${summary.paid} paid, ` +
      `${summary.amountMinor} minor units in all; ` +
      `${summary.skipped} already settled by another runner; ${summary.failed} failed; ` +
      `${Math.round(summary.durationMs)} ms.`,
  ];
  if (summary.more) lines.push('More periods are due: the next pass continues.');
  lines.push(...summary.errors.map((e) => `  failed: ${e}`));
  return lines.join('\n');
}
