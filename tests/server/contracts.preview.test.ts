/**
 * The offer dialog's two reads (issue 14 items 15 and 16):
 *   - GET /wps/agent/contracts/ceilings: one agent's own ceiling per kind (offerCeilings in
 *     server/domains/contracts/limits.ts), not the site's maximum;
 *   - POST /wps/agent/contracts/preview: what terms would have paid a direct downline over the
 *     team's last 7 and 30 days, per period, equal to what the settlement pays for the same bets
 *     (the same terms as a contract accepted at the window's start and ended at its end, settled
 *     by the real settlement pass).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractRateBp,
  type ContractPreviewValue,
  type ContractTerms,
  type OfferCeilingsValue,
} from '../../src/shared/wire/agents';
import { settlementAmount } from '../../server/domains/settlement/amounts';
import { teamFiguresDirect } from '../../server/domains/settlement/compute';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import { periodContaining } from '../../server/domains/settlement/periods';
import { body } from './authSupport';
import { credit } from './bettingSupport';
import { contractsApi, expectRefused, salary, TOP_HOUSE_RATES } from './contractsSupport';
import { backends, buildTestServer, type TestServer } from './helper';

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T12:00:00Z');

describe.each(backends)('offer ceilings and contract preview on %s', (backend) => {
  let server: TestServer;
  let api: ReturnType<typeof contractsApi>;
  let rounds = 0;

  beforeAll(async () => {
    server = await buildTestServer(backend);
    server.clock.now = new Date(NOW);
    api = contractsApi(server);
  });
  afterAll(() => server?.close());

  const ceilings = async (agent: Parameters<typeof api.as>[0]) =>
    body<OfferCeilingsValue>(await api.call('GET', '/wps/agent/contracts/ceilings', undefined, api.as(agent)));
  const previewRaw = (agent: Parameters<typeof api.as>[0], memberId: bigint, terms: unknown) =>
    api.call('POST', '/wps/agent/contracts/preview', { memberId: String(memberId), terms }, api.as(agent));

  async function bet(memberId: bigint, at: Date, stake: bigint, payout: bigint) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `preview-${backend}-${++rounds}`, memberId };
    await server.services.betting.placeBet({
      ...ref,
      gameType: 'RNG',
      gameName: 'Preview Slot',
      stakeMinor: stake,
      now: at,
    });
    await server.services.betting.settleRound({ ...ref, payoutMinor: payout, now: at });
  }

  describe('offer ceilings', () => {
    it('offer ceiling is the agent own rate, not the site maximum: none of a kind it does not hold', async () => {
      const t = await api.tree();
      // top has no upline agent: its ceilings are the contracts the house granted it
      // (contractsSupport.ts TOP_HOUSE_RATES), not the site's maxima (issue 13 item 1).
      const top = await ceilings(t.top);
      expect(top.value).toEqual({ topLevel: true, ceilings: { ...TOP_HOUSE_RATES } });

      // mid holds nothing yet: it may offer nothing.
      expect((await ceilings(t.mid)).value).toEqual({
        topLevel: false,
        ceilings: { dividend: null, daily: null, hourly: null, realtime: null },
      });

      await api.accepted(t.top, t.mid, salary('daily', 12, 25));
      expect((await ceilings(t.mid)).value.ceilings).toEqual({
        dividend: null,
        daily: 25,
        hourly: null,
        realtime: null,
      });
    });

    it('offer ceilings are refused to a member who is not an agent', async () => {
      const t = await api.tree();
      const b = await ceilings(t.plain);
      expect(b).toMatchObject({ success: false, errorCode: 'agent.only' });
    });
  });

  describe('preview', () => {
    it('contract preview equals what settlement pays for the same bets, per period, over 7 and 30 days', async () => {
      const t = await api.tree();
      for (const m of [t.mid, t.leaf]) await credit(server, m.id, 10_000_000n, new Date(NOW.getTime() - 40 * DAY));
      // Bets spread over the last 35 days: some inside 7 days, some inside 30, some before both.
      const today = Math.floor(NOW.getTime() / DAY) * DAY;
      for (let d = 1; d <= 35; d += 2) {
        const at = new Date(today - d * DAY + 3_600_000 * (d % 20) + 60_000 * d);
        await bet(t.leaf.id, at, 10_000n + BigInt(d) * 137n, d % 3 === 0 ? 25_000n : 1_000n);
        if (d % 5 === 0) await bet(t.mid.id, new Date(at.getTime() + 300_000), 7_000n, 0n);
      }
      const cases: ContractTerms[] = [
        {
          kind: 'daily',
          salary: {
            tiers: [
              { betAmountMinor: '0', activeMembers: 1, rateBp: 50 },
              { betAmountMinor: '17000', activeMembers: 2, rateBp: 120 },
            ],
          },
        },
        {
          kind: 'dividend',
          dividend: { period: 'W', tiers: [{ validBetMinor: '0', lossMinor: '1', activeMembers: 1, rateBp: 1500 }] },
        },
      ];
      for (const terms of cases) {
        const b = body<ContractPreviewValue>(await previewRaw(t.top, t.mid.id, terms));
        expect(b.success, b.message).toBe(true);
        expect(b.value.windows.map((w) => w.days)).toEqual([7, 30]);
        for (const window of b.value.windows) {
          // The same terms as a contract accepted at the window's start and ended at its end.
          const row = await server.services.db
            .insertInto('contracts')
            .values({
              merchant_code: 'demo',
              kind: terms.kind,
              agent_id: t.top.id,
              member_id: t.mid.id,
              status: 'terminated',
              terms: JSON.stringify(terms),
              rate_bp: contractRateBp(terms),
              created_at: new Date(window.start),
              decided_at: new Date(window.start),
              terminated_at: new Date(window.end),
              terminated_by: 'member',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          let summary;
          // This contract only: the house's contracts of the other trees (real-time ones with
          // 11,520 five-minute periods each) are not this test's.
          do
            summary = await runSettlementPass(server.services, {
              now: new Date(NOW.getTime() + 40 * DAY),
              limit: 20_000,
              contractIds: [row.id],
            });
          while (summary.more);
          const settled = await server.services.db
            .selectFrom('settlements')
            .select(['period_key', 'amount', 'period_start'])
            .where('contract_id', '=', row.id)
            .orderBy('period_start')
            .execute();
          const paid = settled.reduce((sum, s) => sum + BigInt(s.amount), 0n);
          expect(window.totalMinor, `${terms.kind} over ${window.days} days`).toBe(paid.toString());
          expect(paid).toBeGreaterThan(0n);
          if (terms.kind !== 'realtime') {
            expect(window.rows.map((r) => [r.periodKey, r.amountMinor])).toEqual(
              settled.map((s) => [s.period_key, String(s.amount)]),
            );
          } else {
            // Real-time periods are summed per day; the day sums add up to the same periods.
            expect(window.rows.reduce((n, r) => n + r.periods, 0)).toBe(settled.length);
          }
          // Keep the holder free of this window's contract for the next one.
          await server.services.db.deleteFrom('settlements').where('contract_id', '=', row.id).execute();
          await server.services.db.deleteFrom('contracts').where('id', '=', row.id).execute();
        }
      }
    });

    it('contract preview of real-time salary sums each five-minute period as settlement verify does', async () => {
      const t = await api.tree();
      await credit(server, t.leaf.id, 10_000_000n, new Date(NOW.getTime() - 40 * DAY));
      const today = Math.floor(NOW.getTime() / DAY) * DAY;
      const times = [1, 2, 2, 4, 6].map((d, i) => new Date(today - d * DAY + 3_600_000 * (i + 1) + 60_000 * i));
      for (const [i, at] of times.entries())
        await bet(t.leaf.id, at, 9_000n + BigInt(i) * 1_111n, i % 2 === 0 ? 0n : 30_000n);
      const terms: ContractTerms = {
        kind: 'realtime',
        realtime: { profitRateBp: 30, lossRateBp: 110, singleBetMinor: '9500' },
      };
      const b = body<ContractPreviewValue>(await previewRaw(t.top, t.mid.id, terms));
      expect(b.success, b.message).toBe(true);
      const week = b.value.windows[0]!;
      expect(week.rows).toHaveLength(7);
      expect(week.rows.every((r) => r.periods === 288)).toBe(true);
      // The independent path of `settlement verify`: each bet's period on its own.
      let expected = 0n;
      for (const at of times) {
        const period = periodContaining('R', at);
        const { team, realtime } = await teamFiguresDirect(
          server.services.db,
          t.mid.id,
          'realtime',
          { start: new Date(period.start), end: new Date(period.end) },
          9_500n,
        );
        expected += settlementAmount(terms, team, realtime).amount;
      }
      expect(expected).toBeGreaterThan(0n);
      expect(week.totalMinor).toBe(expected.toString());
    });

    it('contract preview refuses bad terms on their field, and anyone but a direct downline', async () => {
      const t = await api.tree();
      const bad = {
        kind: 'daily',
        salary: {
          tiers: [
            { betAmountMinor: '100', activeMembers: 1, rateBp: 200 },
            { betAmountMinor: '200', activeMembers: 2, rateBp: 100 },
          ],
        },
      };
      const refused = await expectRefused(server, () => previewRaw(t.top, t.mid.id, bad), {
        errorCode: 'contract.terms.invalid',
        message: /tier 2 cannot pay less than tier 1 \(2\.00%\)/,
      });
      expect(refused.value).toEqual({ field: 'terms.salary.tiers[1].rateBp' });
      expect(refused.message).not.toMatch(/\bbp\b/);
      await expectRefused(server, () => previewRaw(t.top, t.leaf.id, salary('daily', 100)), {
        errorCode: 'not.found',
        status: 404,
      });
    });
  });
});
