/**
 * `settlement verify`: recomputes every contract's amount for one period from raw bets (the
 * plain per-contract query, not the pass's batched one) and compares it with the posted
 * settlements row and with what that row's ledger transaction credited to the holder.
 * `verifyPeriods` does the same for many periods at once (verifyFigures.ts), with the same result
 * per period.
 *
 *   ok          row amount = credited by its ledger transaction (0 = no transaction), and
 *               row amount + corrections (correct.ts) = recomputed
 *   MISMATCH    any of these differ, or the row points at another settlement's transaction
 *   MISSING     the contract was in force in the period, the period has ended, there is no row
 *   UNEXPECTED  a row for a contract that was not in force in the period (or not of this kind)
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractTerms } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { settlementAmount, termsProblem } from './amounts';
import { settlementWindow, teamFiguresDirect, type JobFigures } from './compute';
import { contractKindsOfPeriod, parsePeriodKey, periodKindOfTerms, type Period } from './periods';
import { settlementIdempotencyKey } from './settleOne';
import { teamFiguresOfJobs, type VerifyJob } from './verifyFigures';

export type VerifyStatus = 'ok' | 'MISMATCH' | 'MISSING' | 'UNEXPECTED';

export type VerifyRow = {
  contractId: bigint;
  kind: ContractKind;
  holder: string;
  posted: bigint | null;
  credited: bigint | null;
  /** What corrections of the period (`settlement correct`) credited (negative: clawed back). */
  corrected: bigint;
  recomputed: bigint | null;
  status: VerifyStatus;
  note: string;
};

export type VerifyResult = { period: Period; rows: VerifyRow[]; problems: number };

export class PeriodNotEndedError extends Error {}

type ContractRow = {
  id: bigint;
  kind: ContractKind;
  member_id: bigint;
  holder: string;
  terms: unknown;
  decided_at: Date;
  terminated_at: Date | null;
};

type PostedRow = {
  contract_id: bigint;
  kind: ContractKind;
  member_id: bigint;
  holder: string;
  amount: bigint;
  ledger_tx_id: bigint | null;
  credited: string | null;
  tx_key: string | null;
  corrected: string;
};

export type VerifyOptions = { key: string; now: Date; merchantCode?: string; kinds?: readonly ContractKind[] };
export type VerifyManyOptions = Omit<VerifyOptions, 'key'> & { keys: readonly string[] };

/** The period a key names, once it has ended (PeriodKeyError, PeriodNotEndedError otherwise). */
export function endedPeriod(key: string, now: Date): Period {
  const period = parsePeriodKey(key);
  if (period.end > now.getTime()) {
    throw new PeriodNotEndedError(
      `Period ${period.key} ends at ${new Date(period.end).toISOString()}; ` +
        'it is verified once it has ended and been settled.',
    );
  }
  return period;
}

/** The contract kinds that settle by the period's kind, narrowed to options.kinds. */
function kindsOf(period: Period, only: readonly ContractKind[] | undefined): ContractKind[] {
  return [...new Set(contractKindsOfPeriod(period.kind).map((k) => k.kind))].filter(
    (k) => !only?.length || only.includes(k),
  );
}

/** A contract in force in the period whose figures are recomputed (its terms can be settled). */
const recomputable = (c: ContractRow) => termsProblem(c.kind, c.terms) === null;

/** In force during the period and settling by its kind (or with terms that cannot be settled, reported as such). */
const settlesBy = (period: Period) => (c: ContractRow) =>
  termsProblem(c.kind, c.terms) !== null || periodKindOfTerms(c.terms as ContractTerms) === period.kind;

const jobOf = (period: Period, c: ContractRow): VerifyJob => {
  const terms = c.terms as ContractTerms;
  return {
    holderId: c.member_id,
    kind: terms.kind,
    window: settlementWindow(period, c.decided_at, c.terminated_at),
    singleBet: terms.kind === 'realtime' ? BigInt(terms.realtime.singleBetMinor) : 0n,
  };
};

/** Posted rows with what their ledger transaction credited and what corrections added. */
const postedColumns = sql`s.period_key, s.contract_id, s.kind, s.member_id, m.username AS holder,
             s.amount, s.ledger_tx_id, paid.credited::text AS credited, paid.tx_key,
             (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t
                JOIN ledger_entries e ON e.transaction_id = t.id
                JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = s.member_id AND a.kind = 'main'
              WHERE t.merchant_code = s.merchant_code AND t.reference = 'settlement:' || s.id
                AND t.idempotency_key LIKE 'settlement:' || s.contract_id || ':' || s.period_key ||
                  ':correction:%')::text AS corrected`;
const postedFrom = sql`settlements s
      JOIN contracts c ON c.id = s.contract_id
      JOIN members m ON m.id = s.member_id
      LEFT JOIN LATERAL (
        SELECT t.idempotency_key AS tx_key,
               (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                WHERE e.transaction_id = t.id AND a.member_id = s.member_id AND a.kind = 'main') AS credited
        FROM ledger_transactions t WHERE t.id = s.ledger_tx_id
      ) paid ON true`;

export async function verifyPeriod(db: Kysely<DB>, options: VerifyOptions): Promise<VerifyResult> {
  const period = endedPeriod(options.key, options.now);
  const kinds = kindsOf(period, options.kinds);
  if (kinds.length === 0) return { period, rows: [], problems: 0 };
  const start = new Date(period.start);
  const end = new Date(period.end);
  const merchant = options.merchantCode ? sql`AND c.merchant_code = ${options.merchantCode}` : sql``;
  const kindList = sql.join(kinds.map((k) => sql`${k}`));

  // In force during the period: accepted before it ended, not terminated before it (or before acceptance).
  const contracts = (
    await sql<ContractRow>`
      SELECT c.id, c.kind, c.member_id, m.username AS holder, c.terms, c.decided_at, c.terminated_at
      FROM contracts c JOIN members m ON m.id = c.member_id
      WHERE c.kind IN (${kindList}) ${merchant}
        AND c.status IN ('accepted', 'terminated') AND c.decided_at IS NOT NULL AND c.decided_at < ${end}::timestamptz
        AND (c.terminated_at IS NULL OR c.terminated_at > greatest(c.decided_at, ${start}::timestamptz))
      ORDER BY c.id`.execute(db)
  ).rows.filter(settlesBy(period));

  const posted = (
    await sql<PostedRow>`SELECT ${postedColumns} FROM ${postedFrom} WHERE s.period_key = ${period.key}
      AND s.kind IN (${kindList}) ${merchant}`.execute(db)
  ).rows;

  // One contract at a time, the plain way (compute.ts teamFiguresDirect).
  const figures = new Map<bigint, JobFigures>();
  for (const c of contracts.filter(recomputable)) {
    const job = jobOf(period, c);
    figures.set(c.id, await teamFiguresDirect(db, job.holderId, job.kind, job.window, job.singleBet));
  }
  return compare(period, contracts, posted, figures);
}

/**
 * verifyPeriod for many periods in a few set-based statements (the periods and jobs travel as
 * JSON): what close() of every server test (tests/server/helper.ts) runs over every settled
 * period, where one verifyPeriod per period cost a query per contract and period (minutes for a
 * few weeks of 5-minute and hourly periods). Each result equals verifyPeriod's for its key
 * (tests/server/settlement.verifyMany.test.ts). Every key must name a period that has ended.
 */
export async function verifyPeriods(db: Kysely<DB>, options: VerifyManyOptions): Promise<VerifyResult[]> {
  const periods = options.keys.map((key) => endedPeriod(key, options.now));
  const pairs = [
    ...new Map(
      periods.flatMap((period) =>
        kindsOf(period, options.kinds).map((kind) => [`${period.key}|${kind}`, { key: period.key, kind, period }]),
      ),
    ).values(),
  ];
  const byKey = new Map(periods.map((p) => [p.key, { contracts: [] as ContractRow[], posted: [] as PostedRow[] }]));
  if (pairs.length > 0) {
    const merchant = options.merchantCode ? sql`AND c.merchant_code = ${options.merchantCode}` : sql``;
    const wanted = sql`jsonb_to_recordset(${JSON.stringify(
      pairs.map(({ key, kind, period }) => ({
        key,
        kind,
        ps: new Date(period.start).toISOString(),
        pe: new Date(period.end).toISOString(),
      })),
    )}::jsonb) AS p(key text, kind text, ps timestamptz, pe timestamptz)`;
    // The same conditions as verifyPeriod's, with the period's bounds from the row.
    const contracts = (
      await sql<ContractRow & { period_key: string }>`
        SELECT p.key AS period_key, c.id, c.kind, c.member_id, m.username AS holder, c.terms, c.decided_at,
          c.terminated_at
        FROM ${wanted}
        JOIN contracts c ON c.kind = p.kind ${merchant}
          AND c.status IN ('accepted', 'terminated') AND c.decided_at IS NOT NULL AND c.decided_at < p.pe
          AND (c.terminated_at IS NULL OR c.terminated_at > greatest(c.decided_at, p.ps))
        JOIN members m ON m.id = c.member_id
        ORDER BY p.key, c.id`.execute(db)
    ).rows;
    for (const row of contracts) byKey.get(row.period_key)!.contracts.push(row);
    const posted = (
      await sql<PostedRow & { period_key: string }>`
        SELECT ${postedColumns} FROM ${postedFrom}
        WHERE (s.period_key, s.kind) IN (SELECT key, kind FROM ${wanted}) ${merchant}`.execute(db)
    ).rows;
    for (const row of posted) byKey.get(row.period_key)!.posted.push(row);
  }

  const jobs: Array<{ key: string; contractId: bigint; job: VerifyJob }> = [];
  const unique = [...new Map(periods.map((p) => [p.key, p])).values()];
  for (const period of unique) {
    const found = byKey.get(period.key)!;
    found.contracts = found.contracts.filter(settlesBy(period));
    for (const c of found.contracts.filter(recomputable))
      jobs.push({ key: period.key, contractId: c.id, job: jobOf(period, c) });
  }
  const computed = await teamFiguresOfJobs(
    db,
    jobs.map((j) => j.job),
  );
  const figures = new Map(unique.map((p) => [p.key, new Map<bigint, JobFigures>()]));
  jobs.forEach((j, i) => figures.get(j.key)!.set(j.contractId, computed[i]!));

  return periods.map((period) => {
    const found = byKey.get(period.key)!;
    return compare(period, found.contracts, found.posted, figures.get(period.key)!);
  });
}

/** The rows of one period: its contracts in force against its posted rows and the recomputed figures. */
function compare(
  period: Period,
  contracts: readonly ContractRow[],
  posted: readonly PostedRow[],
  figures: ReadonlyMap<bigint, JobFigures>,
): VerifyResult {
  const postedBy = new Map(posted.map((p) => [p.contract_id, p]));
  const rows: VerifyRow[] = [];
  for (const c of contracts) {
    const row = postedBy.get(c.id);
    postedBy.delete(c.id);
    const credited = row ? (row.credited === null ? 0n : BigInt(row.credited)) : null;
    const corrected = row ? BigInt(row.corrected) : 0n;
    const base = { contractId: c.id, kind: c.kind, holder: c.holder, posted: row?.amount ?? null, credited, corrected };
    const problem = termsProblem(c.kind, c.terms);
    if (problem) {
      rows.push({
        ...base,
        recomputed: null,
        status: row ? 'MISMATCH' : 'MISSING',
        note: `terms cannot be settled: ${problem}`,
      });
      continue;
    }
    const terms = c.terms as ContractTerms;
    const { team, realtime, below } = figures.get(c.id)!;
    const recomputed = settlementAmount(terms, team, realtime, below).amount;
    if (!row) {
      rows.push({ ...base, recomputed, status: 'MISSING', note: 'no settlement for a period that has ended' });
      continue;
    }
    const notes: string[] = [];
    if (row.amount + corrected !== recomputed) {
      notes.push(
        corrected === 0n
          ? `posted ${row.amount}, recomputed ${recomputed}`
          : `posted ${row.amount} and corrected ${corrected}, recomputed ${recomputed}`,
      );
    }
    if (credited !== row.amount) notes.push(`the ledger credited ${credited} to the holder's main wallet`);
    if (row.ledger_tx_id !== null && row.tx_key !== settlementIdempotencyKey(c.id, period.key))
      notes.push(`ledger transaction ${row.ledger_tx_id} is not this settlement's (${row.tx_key ?? 'none'})`);
    if (!notes.length && corrected !== 0n)
      notes.push(`${row.amount} posted, corrected by ${corrected > 0n ? '+' : ''}${corrected} (settlement correct)`);
    const matches =
      row.amount + corrected === recomputed &&
      credited === row.amount &&
      (row.ledger_tx_id === null || row.tx_key === settlementIdempotencyKey(c.id, period.key));
    rows.push({ ...base, recomputed, status: matches ? 'ok' : 'MISMATCH', note: notes.join('; ') });
  }
  for (const row of postedBy.values()) {
    rows.push({
      contractId: row.contract_id,
      kind: row.kind,
      holder: row.holder,
      posted: row.amount,
      credited: row.credited === null ? 0n : BigInt(row.credited),
      corrected: BigInt(row.corrected),
      recomputed: null,
      status: 'UNEXPECTED',
      note: 'the contract was not in force in this period',
    });
  }
  rows.sort((a, b) => (a.contractId < b.contractId ? -1 : a.contractId > b.contractId ? 1 : 0));
  return { period, rows, problems: rows.filter((r) => r.status !== 'ok').length };
}

export function verifyText(result: VerifyResult): string {
  const { period, rows, problems } = result;
  const head =
    `Period ${period.key}: ${new Date(period.start).toISOString()} – ` +
    `${new Date(period.end).toISOString()} (UTC, end exclusive)`;
  if (rows.length === 0) return `${head}\nNo contract was in force in this period.`;
  const cell = (v: bigint | null) => (v === null ? '-' : v.toString());
  const table = [
    ['contract', 'kind', 'holder', 'posted', 'recomputed', 'status'],
    ...rows.map((r) => [
      r.contractId.toString(),
      r.kind,
      r.holder,
      cell(r.posted),
      cell(r.recomputed),
      r.status + (r.note ? `  ${r.note}` : ''),
    ]),
  ];
  const widths = table[0]!.slice(0, -1).map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  const lines = table.map((line) =>
    line.map((v, i) => (i < widths.length ? (i >= 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)) : v)).join('  '),
  );
  const verdict =
    problems === 0
      ? `All ${rows.length} settlement(s) match the bets and the ledger.`
      : `SETTLEMENTS DO NOT MATCH: ${problems} of ${rows.length} contract(s) need attention.`;
  return [head, ...lines, verdict].join('\n');
}
