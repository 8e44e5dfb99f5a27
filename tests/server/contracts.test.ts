/**
 * Contracts between an agent and its direct downlines (spec §3, §4, §6; wire agents.ts): offers
 * only to direct downlines and within the rate ceiling, strict terms, one live contract per holder
 * and kind, the accept / reject / terminate state machine from both sides and nobody else, the
 * processing calls with their methods and aliases, the consolidated flags, the lower-rate rule,
 * and (on PostgreSQL) concurrent answers that leave one consistent outcome.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type Contract, type ContractKind, type LowerRateDetails } from '../../src/shared/wire/agents';
import { body } from './authSupport';
import { AGENT, TRIAL, contractsApi, dividend, expectRefused, realtime, salary, termsOf } from './contractsSupport';
import { backends, buildTestServer, type TestServer } from './helper';

describe.each(backends)('contracts on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof contractsApi>;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = contractsApi(server);
  });
  afterAll(() => server?.close());

  /** Runs `run` with the demo site's agent_settings changed by `values`, then puts the row back as it was. */
  async function withSettings(
    values: { dividend_enabled?: boolean; max_daily_bp?: number; max_tiers?: number },
    run: () => Promise<void>,
  ) {
    const { db } = server.services;
    const saved = await db
      .selectFrom('agent_settings')
      .selectAll()
      .where('merchant_code', '=', 'demo')
      .executeTakeFirst();
    await db
      .insertInto('agent_settings')
      .values({ merchant_code: 'demo', ...values })
      .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
      .execute();
    try {
      await run();
    } finally {
      if (saved) await db.updateTable('agent_settings').set(saved).where('merchant_code', '=', 'demo').execute();
      else await db.deleteFrom('agent_settings').where('merchant_code', '=', 'demo').execute();
    }
  }

  describe('offers', () => {
    it('offers a contract to a direct downline, who is told it awaits an answer', async () => {
      const t = await api.tree();
      const contract = await api.offer(t.top, t.mid, salary('daily', 20, 40));
      expect(contract).toMatchObject({
        kind: 'daily',
        status: 'request',
        rateBp: 40,
        agentId: t.top.id.toString(),
        agentAccount: t.top.username,
        memberId: t.mid.id.toString(),
        memberAccount: t.mid.username,
        decidedAt: null,
        terminatedAt: null,
        terminatedBy: null,
      });
      expect(contract.terms).toEqual(salary('daily', 20, 40));
      const row = await api.row(contract.id);
      expect(row).toMatchObject({ status: 'request', rate_bp: 40, agent_id: t.top.id, member_id: t.mid.id });
      const [message] = await api.inbox(t.mid);
      expect(message).toMatchObject({
        kind: 'notice',
        title: 'New daily salary contract offer',
        params: { reference: `contract:${contract.id}` },
      });
      expect(message!.content).toBe(
        `Your agent ${t.top.username} has offered you a daily salary contract paying up to 0.40%. ` +
          `It awaits your answer: please accept or reject it in the member centre.`,
      );
    });

    it('answers 404 for anyone but a direct downline, and writes nothing', async () => {
      const t = await api.tree();
      const terms = salary('daily', 100);
      for (const [agent, target] of [
        [t.top, t.leaf.id], // grandchild
        [t.mid, t.side.id], // sibling
        [t.top, t.top.id], // self
        [t.stranger, t.mid.id], // another tree
        [t.mid, t.top.id], // upline
        [t.top, 987_654_321n], // unknown
      ] as const) {
        await expectRefused(server, () => api.offerRaw(agent, target, terms), { errorCode: 'not.found', status: 404 });
      }
    });

    it('is for agents only (403), and refuses trial holders', async () => {
      const t = await api.tree();
      await expectRefused(server, () => api.offerRaw(t.plain, t.top.id, salary('daily', 100)), {
        errorCode: 'agent.only',
        status: 403,
      });
      expect(body(await api.call('GET', '/wps/agent/contracts?side=held', undefined, api.as(t.leaf)))).toMatchObject({
        success: false,
        errorCode: 'agent.only',
      });
      const trial = await api.member(t.top, TRIAL);
      await expectRefused(server, () => api.offerRaw(t.top, trial.id, salary('daily', 100)), {
        errorCode: 'trial.not.allowed',
        message: /trial/,
      });
    });

    it('keeps the rate under the site maximum, or under the agent’s own contract', async () => {
      const t = await api.tree();
      // top's own contracts from the house (contractsSupport.ts TOP_HOUSE_RATES) are its ceilings.
      await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, salary('daily', 10, 41)), {
        errorCode: 'contract.rate.range',
        message: /at most 0\.40% \(the rate of your own contract\)/,
      });
      await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, realtime(10, 11)), {
        errorCode: 'contract.rate.range',
        message: /0\.10%/,
      });
      await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, dividend(5001)), {
        errorCode: 'contract.rate.range',
        message: /50\.00%/,
      });
      await api.accepted(t.top, t.mid, salary('daily', 12, 25));
      await expectRefused(server, () => api.offerRaw(t.mid, t.leaf.id, salary('daily', 26)), {
        errorCode: 'contract.rate.range',
        message: /at most 0\.25% \(the rate of your own contract\)/,
      });
      expect((await api.offer(t.mid, t.leaf, salary('daily', 25))).rateBp).toBe(25);
      // The site's own limits, from agent_settings, when they are below the agent's own rate.
      await withSettings({ max_daily_bp: 15 }, async () => {
        await expectRefused(server, () => api.offerRaw(t.top, t.side.id, salary('daily', 16)), {
          errorCode: 'contract.rate.range',
          message: /at most 0\.15% \(the highest rate this site allows\)/,
        });
      });
      await withSettings({ dividend_enabled: false }, async () => {
        await expectRefused(server, () => api.offerRaw(t.top, t.side.id, dividend(100)), {
          errorCode: 'function.not.available',
        });
      });
    });

    it('names the field of invalid terms', async () => {
      const t = await api.tree();
      const tier = { betAmountMinor: '1000', activeMembers: 1, rateBp: 100 };
      const cases: Array<[unknown, string]> = [
        [null, 'terms'],
        [{ kind: 'weekly', salary: { tiers: [tier] } }, 'terms.kind'],
        [{ kind: 'daily', dividend: { period: 'D', tiers: [] } }, 'terms.dividend'],
        [{ kind: 'daily', salary: { tiers: [] } }, 'terms.salary.tiers'],
        [{ kind: 'daily', salary: { tiers: [{ ...tier, rateBp: 0 }] } }, 'terms.salary.tiers[0].rateBp'],
        [{ kind: 'daily', salary: { tiers: [{ ...tier, rateBp: 1.5 }] } }, 'terms.salary.tiers[0].rateBp'],
        [
          { kind: 'daily', salary: { tiers: [{ ...tier, betAmountMinor: '-5' }] } },
          'terms.salary.tiers[0].betAmountMinor',
        ],
        [
          { kind: 'daily', salary: { tiers: [{ ...tier, betAmountMinor: 1000 }] } },
          'terms.salary.tiers[0].betAmountMinor',
        ],
        [
          { kind: 'daily', salary: { tiers: [{ ...tier, betAmountMinor: '1000000000000000001' }] } },
          'terms.salary.tiers[0].betAmountMinor',
        ],
        [{ kind: 'daily', salary: { tiers: [tier, { ...tier, rateBp: 150 }] } }, 'terms.salary.tiers[1]'],
        [
          { kind: 'daily', salary: { tiers: [tier, { ...tier, betAmountMinor: '2000', rateBp: 50 }] } },
          'terms.salary.tiers[1].rateBp',
        ],
        [{ kind: 'hourly', salary: { tiers: [{ ...tier, extra: 1 }] } }, 'terms.salary.tiers[0].extra'],
        [{ kind: 'dividend', dividend: { period: 'Y', tiers: [] } }, 'terms.dividend.period'],
        [
          { kind: 'dividend', dividend: { period: 'M', tiers: [{ validBetMinor: '1', lossMinor: '1', rateBp: 10 }] } },
          'terms.dividend.tiers[0].activeMembers',
        ],
        [{ kind: 'realtime', realtime: { profitRateBp: 0, lossRateBp: 0, singleBetMinor: '0' } }, 'terms.realtime'],
        [
          { kind: 'realtime', realtime: { profitRateBp: 10001, lossRateBp: 0, singleBetMinor: '0' } },
          'terms.realtime.profitRateBp',
        ],
      ];
      for (const [terms, field] of cases) {
        const refused = await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, terms), {
          errorCode: 'contract.terms.invalid',
        });
        expect(refused.message.startsWith(`${field}:`), `${refused.message} should name ${field}`).toBe(true);
      }
      await withSettings({ max_tiers: 2 }, async () => {
        await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, salary('daily', 10, 20, 30)), {
          errorCode: 'contract.terms.invalid',
          message: /1 to 2 tiers/,
        });
      });
      // A malformed member id is a request error, not a terms one.
      expect(body(await api.offerRaw(t.top, 'abc', salary('daily', 10)))).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
      });
    });

    it('allows one live contract per holder and kind', async () => {
      const t = await api.tree();
      const first = await api.offer(t.top, t.mid, salary('daily', 30));
      await expectRefused(server, () => api.offerRaw(t.top, t.mid.id, salary('daily', 20)), {
        errorCode: 'contract.exists',
      });
      // Another kind is another contract.
      await api.offer(t.top, t.mid, salary('hourly', 30));
      expect((await api.process('daily', t.mid, { contractId: first.id, action: 'reject' })).success).toBe(true);
      expect((await api.offer(t.top, t.mid, salary('daily', 20))).status).toBe('request');
    });
  });

  describe('answers', () => {
    it('accepts, and then refuses a second answer with contract.state', async () => {
      const t = await api.tree();
      const offered = await api.offer(t.top, t.mid, salary('hourly', 30));
      const res = await api.process('hourly', t.mid, { contractId: offered.id, action: 'accept' });
      expect(res).toMatchObject({
        success: true,
        value: { contract: { id: offered.id, status: 'accepted', terminatedBy: null }, terminated: [] },
      });
      expect(res.value.contract.decidedAt).toBe(server.clock.now.getTime());
      const [told] = await api.inbox(t.top);
      expect(told).toMatchObject({ title: 'Hourly salary contract accepted' });
      expect(told!.content).toContain(t.mid.username);
      for (const action of ['accept', 'reject'] as const) {
        await expectRefused(server, () => api.processRaw('hourly', t.mid, { contractId: offered.id, action }), {
          errorCode: 'contract.state',
          message: /already accepted/,
        });
      }
    });

    it('rejects; a rejected contract cannot be terminated', async () => {
      const t = await api.tree();
      const offered = await api.offer(t.top, t.mid, dividend(1000, 2000));
      expect(await api.process('dividend', t.mid, { contractId: offered.id, action: 'reject' })).toMatchObject({
        success: true,
        value: { contract: { status: 'rejected' } },
      });
      expect((await api.inbox(t.top))[0]).toMatchObject({ title: 'Dividend contract rejected' });
      for (const caller of [t.top, t.mid]) {
        await expectRefused(
          server,
          () => api.processRaw('dividend', caller, { contractId: offered.id, action: 'terminate' }),
          { errorCode: 'contract.state', message: /already rejected/ },
        );
      }
    });

    it('lets the agent withdraw a request or terminate an accepted contract, and the holder terminate it', async () => {
      const t = await api.tree();
      const request = await api.offer(t.top, t.mid, realtime(5, 10));
      // The holder answers a request; terminating it is the agent's withdrawal.
      await expectRefused(
        server,
        () => api.processRaw('realtime', t.mid, { contractId: request.id, action: 'terminate' }),
        { errorCode: 'contract.state', message: /accept or reject/ },
      );
      const withdrawn = await api.process('realtime', t.top, { contractId: request.id, action: 'terminate' });
      expect(withdrawn.value.contract).toMatchObject({ status: 'terminated', terminatedBy: 'agent', decidedAt: null });
      expect((await api.inbox(t.mid))[0]).toMatchObject({ title: 'Real-time salary contract offer withdrawn' });

      const byAgent = await api.accepted(t.top, t.mid, realtime(5, 10));
      expect(
        (await api.process('realtime', t.top, { contractId: byAgent.id, action: 'terminate' })).value.contract,
      ).toMatchObject({ status: 'terminated', terminatedBy: 'agent' });
      expect((await api.inbox(t.mid))[0]).toMatchObject({ title: 'Real-time salary contract terminated' });

      const byHolder = await api.accepted(t.top, t.mid, realtime(5, 10));
      server.clock.advance(60_000);
      const ended = await api.process('realtime', t.mid, { contractId: byHolder.id, action: 'terminate' });
      expect(ended.value.contract).toMatchObject({
        status: 'terminated',
        terminatedBy: 'member',
        terminatedAt: server.clock.now.getTime(),
      });
      expect((await api.inbox(t.top))[0]!.content).toContain(
        `${t.mid.username} terminated the real-time salary contract`,
      );
      await expectRefused(
        server,
        () => api.processRaw('realtime', t.top, { contractId: byHolder.id, action: 'terminate' }),
        { errorCode: 'contract.state', message: /already terminated/ },
      );
    });

    it('answers 404 to strangers, to the agent answering its own offer, and on the wrong kind', async () => {
      const t = await api.tree();
      const offered = await api.offer(t.top, t.mid, salary('daily', 30));
      for (const caller of [t.stranger, t.side, t.leaf, t.plain]) {
        for (const action of ['accept', 'reject', 'terminate'] as const) {
          await expectRefused(server, () => api.processRaw('daily', caller, { contractId: offered.id, action }), {
            errorCode: 'not.found',
            status: 404,
          });
        }
      }
      for (const action of ['accept', 'reject'] as const) {
        await expectRefused(server, () => api.processRaw('daily', t.top, { contractId: offered.id, action }), {
          errorCode: 'not.found',
          status: 404,
        });
      }
      await expectRefused(server, () => api.processRaw('hourly', t.mid, { contractId: offered.id, action: 'accept' }), {
        errorCode: 'not.found',
        status: 404,
      });
      await expectRefused(server, () => api.processRaw('daily', t.mid, { contractId: '99999999', action: 'accept' }), {
        errorCode: 'not.found',
        status: 404,
      });
      await expectRefused(
        server,
        () => api.processRaw('daily', t.mid, { contractId: offered.id, action: 'sign' as 'accept' }),
        { errorCode: 'request_param_err', status: 400 },
      );
      expect((await api.row(offered.id)).status).toBe('request');
    });

    it('answers each kind on its method, on the main path and the alias alike', async () => {
      const t = await api.tree();
      for (const k of CONTRACT_KINDS) {
        for (const alias of [false, true]) {
          if (alias && k === 'realtime') continue; // real-time has no alias
          const offered = await api.offer(t.top, t.mid, termsOf(k, 10));
          const wrong = (
            await api.processRaw(
              k,
              t.mid,
              { contractId: offered.id, action: 'reject' },
              { alias, method: k === 'dividend' || k === 'daily' ? 'POST' : 'GET' },
            )
          ).statusCode;
          expect(wrong).toBe(404);
          const res = body<{ contract: Contract }>(
            await api.processRaw(k, t.mid, { contractId: offered.id, action: 'reject' }, { alias }),
          );
          expect(res, `${k} alias=${alias}`).toMatchObject({
            success: true,
            value: { contract: { status: 'rejected', kind: k } },
          });
        }
      }
      const noArgs = await api.call('POST', '/wps/relay/MCS2_processContractHourSalary', undefined, api.as(t.mid));
      expect(body(noArgs)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });
  });

  describe('what members see', () => {
    it('computes the consolidated flags from held contracts', async () => {
      const t = await api.tree();
      const zero = {
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        contractmrdailysalinfotype: 0,
        contracthoursalinfo: 0,
        dailysalinfotype: 0,
        divtypeinfo: 0,
        realtimesalinfotype: 0,
        hasContract: false,
        pending: [],
      };
      expect(await api.consolidated(t.mid)).toEqual(zero);
      const daily = await api.offer(t.top, t.mid, salary('daily', 30));
      const div = await api.offer(t.top, t.mid, dividend(500));
      let flags = await api.consolidated(t.mid);
      expect(flags).toMatchObject({ ...zero, dailysalreqtype: 1, divtypereq: 1, pending: [div, daily] });
      await api.process('daily', t.mid, { contractId: daily.id, action: 'accept' });
      await api.accepted(t.top, t.mid, realtime(10, 10));
      flags = await api.consolidated(t.mid);
      expect({ ...flags, pending: flags.pending.map((c) => c.id) }).toEqual({
        ...zero,
        divtypereq: 1,
        contractmrdailysalinfotype: 1,
        dailysalinfotype: 1,
        realtimesalinfotype: 1,
        hasContract: true,
        pending: [div.id],
      });
      await api.accepted(t.top, t.mid, salary('hourly', 30));
      await api.process('dividend', t.mid, { contractId: div.id, action: 'accept' });
      expect(await api.consolidated(t.mid)).toMatchObject({
        divtypereq: 0,
        contracthoursalinfo: 1,
        divtypeinfo: 1,
        pending: [],
      });
      // An agent holding nothing has no flags, and held lists are the caller's own live contracts.
      expect(await api.consolidated(t.side)).toEqual(zero);
      const held = await api.held(t.mid);
      expect(held.value.contracts.map((c) => c.kind).sort()).toEqual(['daily', 'dividend', 'hourly', 'realtime']);
      expect(held.value.contracts.every((c) => c.agentAccount === t.top.username)).toBe(true);
      expect((await api.held(t.side)).value.contracts).toEqual([]);
    });

    it('gives trial accounts zeros and no held list', async () => {
      const t = await api.tree();
      const trial = await api.member(t.top, TRIAL);
      expect(await api.consolidated(trial)).toMatchObject({ hasContract: false, pending: [], divtypereq: 0 });
      expect(await api.held(trial)).toMatchObject({ success: false, errorCode: 'trial.not.allowed' });
    });

    it('lists an agent’s offered and held contracts with filters and pages', async () => {
      const t = await api.tree();
      await api.accepted(t.top, t.mid, salary('daily', 40));
      const hourly = await api.offer(t.top, t.mid, salary('hourly', 30));
      await api.offer(t.top, t.side, salary('daily', 30));
      await api.offer(t.mid, t.leaf, salary('daily', 30));

      const offered = await api.list(t.top, 'side=offered&pageNo=1&pageSize=2');
      expect(offered.value).toMatchObject({ totalElements: 3, totalPages: 2, pageNo: 1, pageSize: 2 });
      expect(offered.value.content.every((c) => c.agentAccount === t.top.username)).toBe(true);
      expect((await api.list(t.top, 'side=offered&kind=hourly')).value.content.map((c) => c.id)).toEqual([hourly.id]);
      expect((await api.list(t.top, 'side=offered&status=accepted')).value.content.map((c) => c.memberAccount)).toEqual(
        [t.mid.username],
      );
      expect((await api.list(t.mid, 'side=held')).value.totalElements).toBe(2);
      expect((await api.list(t.mid, 'side=offered')).value.content.map((c) => c.memberAccount)).toEqual([
        t.leaf.username,
      ]);
      expect((await api.list(t.stranger, 'side=offered')).value.totalElements).toBe(0);
      expect(await api.list(t.top, 'side=mine')).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });
  });

  describe('the lower-rate rule', () => {
    it('asks to confirm, then ends the downline contracts above the new rate in the same transaction', async () => {
      const t = await api.tree();
      // mid's downline contracts from before the offer ceilings (an agent holding no contract of a
      // kind can no longer offer it), written straight into the table: the rule still guards them.
      const leafHigh = await api.granted(t.leaf, salary('daily', 35), { agent: t.mid });
      const other = await api.member(t.mid, AGENT);
      const otherRequest = await api.granted(other, salary('daily', 30), { agent: t.mid, status: 'request' });
      const otherLow = await api.member(t.mid, AGENT);
      const kept = await api.granted(otherLow, salary('daily', 10), { agent: t.mid, status: 'request' });
      const hourly = await api.granted(otherLow, salary('hourly', 20), { agent: t.mid, status: 'request' });

      const offered = await api.offer(t.top, t.mid, salary('daily', 12));
      const refused = await expectRefused(
        server,
        () => api.processRaw('daily', t.mid, { contractId: offered.id, action: 'accept' }),
        {
          errorCode: 'contract.lower.rate',
          message: /confirm/,
        },
      );
      const details = refused.value as LowerRateDetails;
      expect(details.terminates).toEqual([
        { contractId: leafHigh, memberAccount: t.leaf.username, rateBp: 35 },
        { contractId: otherRequest, memberAccount: other.username, rateBp: 30 },
      ]);
      // confirmLowerRate=false is the same as leaving it out.
      await expectRefused(
        server,
        () => api.processRaw('daily', t.mid, { contractId: offered.id, action: 'accept', confirmLowerRate: false }),
        { errorCode: 'contract.lower.rate' },
      );

      const confirmed = await api.process('daily', t.mid, {
        contractId: offered.id,
        action: 'accept',
        confirmLowerRate: true,
      });
      expect(confirmed).toMatchObject({
        success: true,
        value: { contract: { status: 'accepted' }, terminated: details.terminates },
      });
      for (const id of [leafHigh, otherRequest]) {
        expect(await api.row(id)).toMatchObject({
          status: 'terminated',
          terminated_by: 'lower_rate',
          terminated_at: server.clock.now,
        });
      }
      expect((await api.row(kept)).status).toBe('request');
      expect((await api.row(hourly)).status).toBe('request');
      for (const m of [t.leaf, other]) {
        const [message] = await api.inbox(m);
        expect(message).toMatchObject({ title: 'Daily salary contract terminated' });
        expect(message!.content).toContain('up to 0.12%');
      }
      // The acceptance and the terminations share one transaction: the same xmin.
      const { rows } = await sql<{
        x: string;
      }>`SELECT DISTINCT xmin::text AS x FROM contracts WHERE id IN (${BigInt(offered.id)}, ${BigInt(leafHigh)},
        ${BigInt(otherRequest)})`.execute(server.services.db);
      expect(rows).toHaveLength(1);
    });

    it('accepts without asking when no downline contract is above the rate', async () => {
      const t = await api.tree();
      await api.granted(t.leaf, salary('hourly', 10), { agent: t.mid });
      const offered = await api.offer(t.top, t.mid, salary('hourly', 10));
      expect(await api.process('hourly', t.mid, { contractId: offered.id, action: 'accept' })).toMatchObject({
        success: true,
        value: { terminated: [] },
      });
    });
  });

  describe.runIf(kind === 'postgres')('concurrent answers', () => {
    const outcome = (res: { json(): unknown }) => (res.json() as { success: boolean; errorCode?: string }).success;

    it('accept and reject at once: exactly one wins', async () => {
      const t = await api.tree();
      for (let round = 0; round < 8; round += 1) {
        const offered = await api.offer(t.top, t.mid, salary('daily', 30));
        const [a, r] = await Promise.all([
          api.processRaw('daily', t.mid, { contractId: offered.id, action: 'accept' }),
          api.processRaw('daily', t.mid, { contractId: offered.id, action: 'reject' }),
        ]);
        expect([outcome(a), outcome(r)].filter(Boolean)).toHaveLength(1);
        const loser = outcome(a) ? r : a;
        expect(body(loser)).toMatchObject({ errorCode: 'contract.state' });
        const row = await api.row(offered.id);
        expect(row.status).toBe(outcome(a) ? 'accepted' : 'rejected');
        if (row.status === 'accepted')
          await api.process('daily', t.top, { contractId: offered.id, action: 'terminate' });
      }
    });

    it('accept and terminate at once: one consistent outcome', async () => {
      const t = await api.tree();
      for (let round = 0; round < 8; round += 1) {
        const offered = await api.offer(t.top, t.mid, salary('hourly', 30));
        const before = (await api.inbox(t.top)).length;
        const [a, x] = await Promise.all([
          api.processRaw('hourly', t.mid, { contractId: offered.id, action: 'accept' }),
          api.processRaw('hourly', t.top, { contractId: offered.id, action: 'terminate' }),
        ]);
        // Terminating works on a request (withdrawal) and on an accepted contract alike.
        expect(outcome(x)).toBe(true);
        const row = await api.row(offered.id);
        expect(row).toMatchObject({ status: 'terminated', terminated_by: 'agent' });
        // Accepted first: decided and the agent was told; else refused and never decided.
        expect(row.decided_at !== null).toBe(outcome(a));
        if (!outcome(a)) expect(body(a)).toMatchObject({ errorCode: 'contract.state' });
        expect((await api.inbox(t.top)).length - before).toBe(outcome(a) ? 1 : 0);
      }
    });

    it('an offer racing the upline’s lower-rate acceptance never ends up above it', async () => {
      const t = await api.tree();
      for (let round = 0; round < 6; round += 1) {
        const k: ContractKind = 'realtime';
        // mid holds no real-time contract until it accepts 0.05 %: its offer of 0.08 % must be refused either way.
        const offered = await api.offer(t.top, t.mid, realtime(5, 5));
        const holder = await api.member(t.mid);
        const [, accept] = await Promise.all([
          api.offerRaw(t.mid, holder.id, realtime(8, 8)),
          api.processRaw(k, t.mid, { contractId: offered.id, action: 'accept', confirmLowerRate: true }),
        ]);
        expect(outcome(accept)).toBe(true);
        const live = await server.services.db
          .selectFrom('contracts')
          .select('rate_bp')
          .where('agent_id', '=', t.mid.id)
          .where('kind', '=', k)
          .where('status', 'in', ['request', 'accepted'])
          .execute();
        expect(live.filter((c) => c.rate_bp > 5)).toEqual([]);
        await api.process(k, t.top, { contractId: offered.id, action: 'terminate' });
      }
    });
  });
});
