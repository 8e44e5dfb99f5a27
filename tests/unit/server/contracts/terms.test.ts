/**
 * The contract terms validator (server/domains/contracts/terms.ts), by property: every well-formed
 * offer parses back to itself with its highest rate; any other JSON is refused, never thrown on,
 * with a message that names a field; each kind of damage to a good offer is caught at its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../../../../src/shared/money';
import { DIVIDEND_PERIODS, type ContractTerms } from '../../../../src/shared/wire/agents';
import { formatRate, parseContractTerms } from '../../../../server/domains/contracts/terms';

const MAX_TIERS = 10;

/** Amount thresholds and the active-member threshold: how far each may start and climb per tier. */
const AMOUNT = { start: 10_000_000n, raise: 1_000_000n };
const MEMBERS = { start: 1_000n, raise: 1_000n };

/** A climbing ladder of thresholds and rates: each step raises at least one threshold, never lowers a rate. */
function ladder(bounds: Array<{ start: bigint; raise: bigint }>) {
  const step = fc.record({
    raise: fc.tuple(...bounds.map((b) => fc.bigInt({ min: 0n, max: b.raise }))).filter((r) => r.some((v) => v > 0n)),
    rate: fc.integer({ min: 0, max: 500 }),
  });
  return fc
    .tuple(
      fc.tuple(...bounds.map((b) => fc.bigInt({ min: 0n, max: b.start }))),
      fc.integer({ min: 1, max: 10_000 }),
      fc.array(step, { maxLength: MAX_TIERS - 1 }),
    )
    .map(([start, firstRate, steps]) => {
      const rows = [{ values: start, rate: firstRate }];
      for (const s of steps) {
        const last = rows.at(-1)!;
        rows.push({ values: last.values.map((v, i) => v + s.raise[i]!), rate: Math.min(10_000, last.rate + s.rate) });
      }
      return rows;
    });
}

const salaryTerms = fc
  .tuple(fc.constantFrom('daily' as const, 'hourly' as const), ladder([AMOUNT, MEMBERS]))
  .map(([kind, rows]): ContractTerms => ({
    kind,
    salary: {
      tiers: rows.map((r) => ({
        betAmountMinor: r.values[0]!.toString(),
        activeMembers: Number(r.values[1]!),
        rateBp: r.rate,
      })),
    },
  }));

const dividendTerms = fc
  .tuple(fc.constantFrom(...DIVIDEND_PERIODS), ladder([AMOUNT, AMOUNT, MEMBERS]))
  .map(([period, rows]): ContractTerms => ({
    kind: 'dividend',
    dividend: {
      period,
      tiers: rows.map((r) => ({
        validBetMinor: r.values[0]!.toString(),
        lossMinor: r.values[1]!.toString(),
        activeMembers: Number(r.values[2]!),
        rateBp: r.rate,
      })),
    },
  }));

const realtimeTerms = fc
  .record({
    profitRateBp: fc.integer({ min: 0, max: 10_000 }),
    lossRateBp: fc.integer({ min: 0, max: 10_000 }),
    singleBetMinor: fc.bigInt({ min: 0n, max: MAX_AMOUNT_MINOR }).map(String),
  })
  .filter((r) => r.profitRateBp > 0 || r.lossRateBp > 0)
  .map((realtime): ContractTerms => ({ kind: 'realtime', realtime }));

const validTerms = fc.oneof(salaryTerms, dividendTerms, realtimeTerms);

const highestRate = (terms: ContractTerms) =>
  terms.kind === 'realtime'
    ? Math.max(terms.realtime.profitRateBp, terms.realtime.lossRateBp)
    : (terms.kind === 'dividend' ? terms.dividend.tiers : terms.salary.tiers).at(-1)!.rateBp;

type Json = Record<string, unknown>;
const tiersOf = (terms: Json): Json[] => ((terms.dividend ?? terms.salary) as { tiers: Json[] }).tiers;

function refusedAt(value: unknown, field: string): void {
  const result = parseContractTerms(value, MAX_TIERS);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.problem.field).toBe(field);
  expect(result.problem.message.startsWith(`${field}: `)).toBe(true);
}

describe('parseContractTerms', () => {
  it('parses every well-formed offer back to itself, with its highest rate', () => {
    fc.assert(
      fc.property(validTerms, (terms) => {
        const result = parseContractTerms(structuredClone(terms), MAX_TIERS);
        expect(result).toEqual({ ok: true, terms, rateBp: highestRate(terms) });
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary JSON, and names a field under terms when it refuses', () => {
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.anything(),
      validTerms.chain((terms) =>
        fc.tuple(fc.constant(terms), fc.jsonValue()).map(([t, v]) => ({
          ...t,
          [t.kind === 'realtime' ? 'realtime' : t.kind === 'dividend' ? 'dividend' : 'salary']: v,
        })),
      ),
    );
    fc.assert(
      fc.property(junk, (value) => {
        const result = parseContractTerms(value, MAX_TIERS);
        if (!result.ok) {
          expect(result.problem.field).toMatch(/^terms(\.|\[|$)/);
          expect(result.problem.message.length).toBeGreaterThan(result.problem.field.length + 5);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a rate out of range at its field', () => {
    const badRate = fc.oneof(
      fc.integer({ min: -100_000, max: 0 }),
      fc.integer({ min: 10_001, max: 1e9 }),
      fc.double({ min: 0.1, max: 9999.9, noInteger: true }),
      fc.constant('100'),
    );
    fc.assert(
      fc.property(fc.oneof(salaryTerms, dividendTerms), badRate, fc.nat(), (terms, rate, pick) => {
        const json = structuredClone(terms) as unknown as Json;
        const tiers = tiersOf(json);
        const i = pick % tiers.length;
        tiers[i]!.rateBp = rate;
        refusedAt(json, `terms.${terms.kind === 'dividend' ? 'dividend' : 'salary'}.tiers[${i}].rateBp`);
      }),
    );
  });

  it('refuses amounts that are not canonical non-negative integers within the limit', () => {
    const badAmount = fc.oneof(
      fc.constantFrom('-1', '01', '1.5', '1e5', ' 1', '', '0x10', (MAX_AMOUNT_MINOR + 1n).toString(), '9'.repeat(20)),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(salaryTerms, badAmount, (terms, amount) => {
        const json = structuredClone(terms) as unknown as Json;
        tiersOf(json)[0]!.betAmountMinor = amount;
        refusedAt(json, 'terms.salary.tiers[0].betAmountMinor');
      }),
    );
  });

  it('refuses tiers out of order: a tier no harder than the one before, or paying less', () => {
    fc.assert(
      fc.property(
        dividendTerms.filter((t) => t.kind === 'dividend' && t.dividend.tiers.length > 1),
        fc.nat(),
        (terms, pick) => {
          const json = structuredClone(terms) as unknown as Json;
          const tiers = tiersOf(json);
          const i = 1 + (pick % (tiers.length - 1));
          // The same thresholds as the tier before: not harder.
          tiers[i] = { ...tiers[i - 1]!, rateBp: tiers[i]!.rateBp };
          refusedAt(json, `terms.dividend.tiers[${i}]`);
        },
      ),
    );
    fc.assert(
      fc.property(
        salaryTerms.filter(
          (t) =>
            t.kind !== 'realtime' &&
            t.kind !== 'dividend' &&
            t.salary.tiers.at(-1)!.rateBp > 1 &&
            t.salary.tiers.length > 1,
        ),
        (terms) => {
          const json = structuredClone(terms) as unknown as Json;
          const tiers = tiersOf(json);
          const last = tiers.length - 1;
          tiers[last]!.rateBp = (tiers[last - 1]!.rateBp as number) - 1;
          if ((tiers[last]!.rateBp as number) < 1) return;
          refusedAt(json, `terms.salary.tiers[${last}].rateBp`);
        },
      ),
    );
  });

  it('refuses unknown and missing fields by name', () => {
    fc.assert(
      fc.property(validTerms, fc.constantFrom('extra', 'rate', 'toString', '__proto__x'), (terms, key) => {
        const json = { ...structuredClone(terms), [key]: 1 };
        refusedAt(json, `terms.${key}`);
        const body = terms.kind === 'dividend' ? 'dividend' : terms.kind === 'realtime' ? 'realtime' : 'salary';
        const missing = { kind: terms.kind };
        refusedAt(missing, `terms.${body}`);
      }),
    );
    refusedAt(
      { kind: 'daily', salary: { tiers: [{ betAmountMinor: '1', rateBp: 5 }] } },
      'terms.salary.tiers[0].activeMembers',
    );
    refusedAt({ kind: 'dividend', dividend: { period: 'Q', tiers: [] } }, 'terms.dividend.period');
    refusedAt(
      { kind: 'realtime', realtime: { profitRateBp: 0, lossRateBp: 0, singleBetMinor: '0' } },
      'terms.realtime',
    );
    refusedAt({ kind: 'annual' }, 'terms.kind');
    refusedAt([], 'terms');
  });

  it('holds to the site’s tier limit', () => {
    fc.assert(
      fc.property(salaryTerms, fc.integer({ min: 1, max: MAX_TIERS }), (terms, limit) => {
        const result = parseContractTerms(terms, limit);
        const count = terms.kind === 'daily' || terms.kind === 'hourly' ? terms.salary.tiers.length : 0;
        expect(result.ok).toBe(count <= limit);
        if (!result.ok) expect(result.problem.message).toContain(`1 to ${limit} tiers`);
      }),
    );
    refusedAt({ kind: 'hourly', salary: { tiers: [] } }, 'terms.salary.tiers');
  });
});

describe('rates', () => {
  it('formats basis points exactly as a percentage', () => {
    expect([0, 1, 99, 100, 1250, 10_000].map(formatRate)).toEqual([
      '0.00%',
      '0.01%',
      '0.99%',
      '1.00%',
      '12.50%',
      '100.00%',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(Math.round(Number.parseFloat(formatRate(bp)) * 100)).toBe(bp);
      }),
    );
  });
});
