/**
 * The offer ceilings (server/domains/contracts/ceilings.ts), named after the salary-farming defect
 * they guard (issue 13 item 1): an agent offers at most its own rate, nothing of a kind it does not
 * hold, and salary kinds stacked on one holder are bounded together.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type ContractKind } from '../../../../src/shared/wire/agents';
import { SALARY_STACK_CEILING_BP, offerCeilingProblem } from '../../../../server/domains/contracts/ceilings';

const SITE_MAX: Record<ContractKind, number> = { dividend: 5000, daily: 300, hourly: 200, realtime: 150 };

describe('offer ceilings (salary farming)', () => {
  it('refuses every kind to an agent that holds no contract of that kind, naming the 0.00% ceiling', () => {
    for (const kind of CONTRACT_KINDS) {
      const problem = offerCeilingProblem({ kind, rateBp: 1, siteMaxBp: SITE_MAX[kind], own: {}, holderLive: {} });
      expect(problem).toMatch(/cannot offer one/);
      expect(problem).toContain('0.00%');
    }
  });

  it('caps a kind at the agent’s own rate and at the site maximum, in percent', () => {
    expect(
      offerCeilingProblem({ kind: 'dividend', rateBp: 1200, siteMaxBp: 5000, own: { dividend: 1200 }, holderLive: {} }),
    ).toBeNull();
    expect(
      offerCeilingProblem({ kind: 'dividend', rateBp: 1201, siteMaxBp: 5000, own: { dividend: 1200 }, holderLive: {} }),
    ).toContain('at most 12.00% (the rate of your own contract); this one pays up to 12.01%');
    expect(
      offerCeilingProblem({ kind: 'dividend', rateBp: 3001, siteMaxBp: 3000, own: { dividend: 4000 }, holderLive: {} }),
    ).toContain('at most 30.00% (the highest rate this site allows)');
  });

  it('bounds the salary kinds of one holder together, below the smallest house edge', () => {
    expect(SALARY_STACK_CEILING_BP).toBe(80);
    expect(
      offerCeilingProblem({
        kind: 'hourly',
        rateBp: 30,
        siteMaxBp: 200,
        own: { daily: 50, hourly: 30 },
        holderLive: { daily: 50 },
      }),
    ).toBeNull();
    const problem = offerCeilingProblem({
      kind: 'hourly',
      rateBp: 30,
      siteMaxBp: 200,
      own: { daily: 50, hourly: 30 },
      holderLive: { daily: 60 },
    });
    expect(problem).toContain('at most 0.80% together');
    expect(problem).toContain('already has 0.60%');
    expect(problem).toContain('can pay at most 0.20%');
  });

  it('never lets a holder’s salary stack pass the agent’s own stack or the site ceiling (property)', () => {
    const rates = fc.record({
      daily: fc.integer({ min: 0, max: 400 }),
      hourly: fc.integer({ min: 0, max: 400 }),
      realtime: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(
        rates,
        rates,
        fc.constantFrom<'daily' | 'hourly' | 'realtime'>('daily', 'hourly', 'realtime'),
        fc.integer({ min: 1, max: 400 }),
        (own, live, kind, rateBp) => {
          const holderLive = { ...live, [kind]: undefined };
          const accepted = offerCeilingProblem({ kind, rateBp, siteMaxBp: SITE_MAX[kind], own, holderLive }) === null;
          const stack = (['daily', 'hourly', 'realtime'] as const).reduce(
            (sum, k) => sum + (k === kind ? rateBp : (holderLive[k] ?? 0)),
            0,
          );
          const ownStack = own.daily + own.hourly + own.realtime;
          if (accepted) {
            expect(rateBp).toBeLessThanOrEqual(Math.min(own[kind], SITE_MAX[kind]));
            expect(stack).toBeLessThanOrEqual(Math.min(ownStack, SALARY_STACK_CEILING_BP));
          } else {
            expect(
              rateBp > Math.min(own[kind], SITE_MAX[kind]) || stack > Math.min(ownStack, SALARY_STACK_CEILING_BP),
            ).toBe(true);
          }
        },
      ),
    );
  });
});
