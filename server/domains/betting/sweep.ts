/**
 * Rounds the provider never settled: an open bet older than BET_SWEEP_MS gets its stake back.
 * The server sweeps at start and every minute; `verifyLedger` (no-stale-holds) fails if an open
 * bet outlives the window by more than the grace, so a stopped sweeper is noticed.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BET_SWEEP_MS } from '../ledger/verify';
import { refundRound } from './rounds';

/** Bets refunded per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export type SweepResult = { refunded: number; failed: number };

export async function sweepBets(db: Kysely<DB>, now: Date): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - BET_SWEEP_MS);
  const open = await db
    .selectFrom('bets')
    .select(['merchant_code', 'vendor', 'round_id', 'member_id'])
    .where('status', '=', 'open')
    .where('placed_at', '<', cutoff)
    .orderBy('placed_at')
    .limit(SWEEP_BATCH)
    .execute();
  const result: SweepResult = { refunded: 0, failed: 0 };
  // One transaction per bet: a round settled meanwhile (refused here) does not hold up the rest.
  for (const bet of open) {
    try {
      const refunded = await refundRound(db, {
        merchantCode: bet.merchant_code,
        vendor: bet.vendor,
        roundId: bet.round_id,
        memberId: bet.member_id,
        now,
      });
      if (refunded.status === 'refunded') result.refunded += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}

export type Sweeper = { stop(): void };

/**
 * Runs `sweep` now and then every `intervalMs`, never two at once. Failures are reported and
 * the timer carries on: the next run retries what is still open.
 */
export function startSweeper(
  sweep: () => Promise<SweepResult>,
  intervalMs: number,
  report: (error: unknown) => void,
): Sweeper {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweep()
      .catch(report)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
