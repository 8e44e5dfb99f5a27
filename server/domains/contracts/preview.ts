/**
 * What offered terms would have paid a direct downline over its team's last 7 and 30 whole UTC
 * days (wire ContractPreviewValue), computed by the settlement's own code: the periods of the
 * terms' kind (settlement/periods.ts), each clipped to the window as settlementWindow clips a
 * period to a contract's acceptance, the team's figures from teamFiguresBatch (what the
 * settlement pass reads) and the amount from settlementAmount, floored per period as the
 * settlement floors it. So the preview is what the settlement would pay for the same bets had
 * the contract been accepted at the window's start.
 *
 * Real-time (5 minutes) and hourly periods are summed per UTC day for reading: 8,640 rows of a
 * month say less than 30. Each period is still computed and floored on its own.
 */
import type { Kysely } from 'kysely';
import {
  CONTRACT_PREVIEW_DAYS,
  type ContractPreviewRow,
  type ContractPreviewValue,
  type ContractPreviewWindow,
  type ContractTerms,
} from '../../../src/shared/wire/agents';
import { isTrialType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { metricsOf, settlementAmount } from '../settlement/amounts';
import { settlementWindow, teamFiguresBatch } from '../settlement/compute';
import { nextPeriod, periodContaining, periodKindOfTerms, type Period } from '../settlement/periods';
import { memberNotFound, termsInvalid, trialRefused } from './errors';
import { agentLimits } from './limits';
import { parseContractTerms } from './terms';

const DAY_MS = 86_400_000;

/** [start, end) of the last `days` whole UTC days before the day of `now`. */
export function previewWindow(now: Date, days: number): { start: Date; end: Date } {
  const end = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { start: new Date(end - days * DAY_MS), end: new Date(end) };
}

/** Every period of `terms` that overlaps [start, end), oldest first. */
function periodsOver(terms: ContractTerms, start: Date, end: Date): Period[] {
  const out: Period[] = [];
  for (let p = periodContaining(periodKindOfTerms(terms), start); p.start < end.getTime(); p = nextPeriod(p))
    out.push(p);
  return out;
}

type PeriodAmount = {
  period: Period;
  window: { start: Date; end: Date };
  result: ReturnType<typeof settlementAmount>;
  metrics: ReturnType<typeof metricsOf>;
};

/** Each period's amount, as the settlement computes it for a contract accepted at `start`. */
export async function previewPeriods(
  db: Kysely<DB>,
  merchantCode: string,
  holderId: bigint,
  terms: ContractTerms,
  start: Date,
  end: Date,
): Promise<PeriodAmount[]> {
  const periods = periodsOver(terms, start, end);
  // The window's end acts as a termination: nothing after it counts.
  const windows = periods.map((period) => settlementWindow(period, start, end));
  const singleBet = terms.kind === 'realtime' ? BigInt(terms.realtime.singleBetMinor) : undefined;
  const figures = await teamFiguresBatch(
    db,
    windows.map((window) => ({
      merchantCode,
      holderId,
      kind: terms.kind,
      window,
      ...(singleBet !== undefined && { singleBet }),
    })),
  );
  return periods.map((period, i) => {
    const { team, realtime } = figures[i]!;
    return { period, window: windows[i]!, result: settlementAmount(terms, team, realtime), metrics: metricsOf(team) };
  });
}

const sumText = (a: string, b: string) => (BigInt(a) + BigInt(b)).toString();

/** Short periods summed per UTC day; a day's active members are the most of any of its periods. */
function rowsOf(amounts: PeriodAmount[], perDay: boolean): ContractPreviewRow[] {
  const rows: ContractPreviewRow[] = [];
  for (const { period, window, result, metrics } of amounts) {
    const key = perDay ? periodContaining('D', period.start).key : period.key;
    const last = rows.at(-1);
    if (perDay && last && last.periodKey === key) {
      last.end = window.end.getTime();
      last.periods += 1;
      last.rateBp = Math.max(last.rateBp, result.rateBp);
      last.amountMinor = sumText(last.amountMinor, result.amount.toString());
      last.metrics = {
        betCount: last.metrics.betCount + metrics.betCount,
        validBetMinor: sumText(last.metrics.validBetMinor, metrics.validBetMinor),
        stakeMinor: sumText(last.metrics.stakeMinor, metrics.stakeMinor),
        payoutMinor: sumText(last.metrics.payoutMinor, metrics.payoutMinor),
        lossMinor: sumText(last.metrics.lossMinor, metrics.lossMinor),
        activeMembers: Math.max(last.metrics.activeMembers, metrics.activeMembers),
      };
      continue;
    }
    rows.push({
      periodKey: key,
      start: window.start.getTime(),
      end: window.end.getTime(),
      periods: 1,
      metrics,
      rateBp: result.rateBp,
      amountMinor: result.amount.toString(),
    });
  }
  return rows;
}

export async function previewContract(
  db: Kysely<DB>,
  now: Date,
  agent: { id: bigint; merchant_code: string },
  memberId: bigint,
  rawTerms: unknown,
): Promise<ContractPreviewValue> {
  const holder = await db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('id', '=', memberId)
    .where('parent_id', '=', agent.id)
    .where('merchant_code', '=', agent.merchant_code)
    .executeTakeFirst();
  if (!holder) throw memberNotFound();
  if (isTrialType(holder.type)) throw trialRefused('A trial account cannot hold a contract.');
  const limits = await agentLimits(db, agent.merchant_code);
  const parsed = parseContractTerms(rawTerms, limits.maxTiers);
  if (!parsed.ok) throw termsInvalid(parsed.problem.message, parsed.problem.field);
  const { terms } = parsed;
  const perDay = terms.kind === 'realtime' || terms.kind === 'hourly';
  const windows: ContractPreviewWindow[] = [];
  for (const days of CONTRACT_PREVIEW_DAYS) {
    const { start, end } = previewWindow(now, days);
    const amounts = await previewPeriods(db, agent.merchant_code, holder.id, terms, start, end);
    const total = amounts.reduce((sum, a) => sum + a.result.amount, 0n);
    windows.push({
      days,
      start: start.getTime(),
      end: end.getTime(),
      totalMinor: total.toString(),
      rows: rowsOf(amounts, perDay),
    });
  }
  return { kind: terms.kind, windows };
}
