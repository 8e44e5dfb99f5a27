/**
 * `npm run ops -- contract …` and `settlement list`: a top-level agent (who has no upline to
 * offer it anything) can be offered a contract by the house, under the same rules as an agent's
 * offer through the same domain function (offer.ts), with the site's maximum per kind as the
 * ceiling and the salary kinds on one holder at most 0.80 % together (ceilings.ts); the operator
 * lists, shows and terminates contracts, and lists what settlements paid, by holder and period,
 * in major units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_TYPE } from '../../src/shared/wire/auth';
import type { Member } from './cashierSupport';
import { AGENT, contractsApi, contractsFingerprint, termsOf, type Tree } from './contractsSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

describe.each(backends)('contract ops commands on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof contractsApi>;
  let t: Tree;
  /** A top-level agent holding nothing yet (t.top already holds every kind from the house). */
  let newcomer: Member;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = contractsApi(server);
    t = await api.tree();
    newcomer = await api.member(undefined, AGENT);
  });
  afterAll(() => server?.close());

  const idIn = (text: string) => /^Contract (\d+) offered by the house/.exec(text)?.[1] ?? '';

  it('lets the house offer a top-level agent a contract, accepted like any other (so a top agent earns)', async () => {
    // 0.80 %: the most the salary contracts of one holder may pay together.
    const offered = await ops(
      server,
      'contract',
      'offer',
      newcomer.username,
      '--kind',
      'daily',
      '--rate',
      '0.50,0.80',
      '--min-bet',
      '0,5000.00',
      '--active',
      '0,2',
    );
    expect(offered.body.success, offered.body.message).toBe(true);
    expect(offered.body.value).toContain(
      `offered by the house to ${newcomer.username}: daily salary contract paying up to 0.80%`,
    );
    expect(offered.body.value).toContain('tier 2: team bet ≥ 5000.00 USD, 2 active → 0.80%');
    const id = idIn(offered.body.value);
    const row = await api.row(id);
    const house = await server.services.db
      .selectFrom('members')
      .select(['id', 'type'])
      .where('id', '=', row.agent_id)
      .executeTakeFirstOrThrow();
    expect(house.type).toBe(HOUSE_TYPE);
    expect(row).toMatchObject({ member_id: newcomer.id, status: 'request', rate_bp: 80 });
    expect(row.terms).toEqual({
      kind: 'daily',
      salary: {
        tiers: [
          { betAmountMinor: '0', activeMembers: 0, rateBp: 50 },
          { betAmountMinor: '500000', activeMembers: 2, rateBp: 80 },
        ],
      },
    });
    const notice = (await api.inbox(newcomer)).find((m) => m.params.reference === `contract:${id}`);
    expect(notice?.content).toContain(
      'The site has offered you a daily salary contract paying up to 0.80%, paid by the house',
    );

    const accepted = await api.process('daily', newcomer, { contractId: id, action: 'accept' });
    expect(accepted.success, accepted.message).toBe(true);
    expect((await api.row(id)).status).toBe('accepted');
  });

  it('holds the house to the site maximum and the agent-offer rules, changing nothing when it refuses', async () => {
    const before = await contractsFingerprint(server);
    const cases: [string[], RegExp][] = [
      // Above the site's maximum hourly rate (2.00 %): the house holds no contract, its ceiling per kind is the site's.
      [
        [t.stranger.username, '--kind', 'hourly', '--rate', '2.01'],
        /at most 2\.00% \(the highest rate this site allows\)/,
      ],
      // Within the site's hourly maximum, but above what the salary kinds of one holder may pay together.
      [
        [t.stranger.username, '--kind', 'hourly', '--rate', '0.81'],
        /at most 0\.80% together \(the most this site lets salary contracts pay together\)/,
      ],
      // Stacked on the daily 0.80 % above, even the smallest hourly rate is too much.
      [
        [newcomer.username, '--kind', 'hourly', '--rate', '0.01'],
        /already has 0\.80% offered or in force, so this hourly salary contract can pay at most 0\.00%/,
      ],
      // A downline agent gets contracts from its own agent, never from the house.
      [[t.mid.username, '--kind', 'hourly', '--rate', '1.00'], /top-level agents only/],
      // A plain member is not an agent.
      [[t.plain.username, '--kind', 'hourly', '--rate', '1.00'], /top-level agents only/],
      // One live contract per holder and kind (the daily one above).
      [[newcomer.username, '--kind', 'daily', '--rate', '0.50'], /already has a daily salary contract/],
      // Tiers that do not climb, as the agent's offer refuses them.
      [
        [t.stranger.username, '--kind', 'daily', '--rate', '1.00,1.50', '--min-bet', '10.00,5.00'],
        /each tier must ask for more/,
      ],
    ];
    for (const [args, message] of cases) {
      const answer = await ops(server, 'contract', 'offer', ...args);
      expect(answer.body, args.join(' ')).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    const usage: [string[], RegExp][] = [
      [[t.stranger.username, '--rate', '1.00'], /--kind/],
      [[t.stranger.username, '--kind', 'daily'], /--rate/],
      [[t.stranger.username, '--kind', 'daily', '--rate', '1.005'], /not a percentage/],
      [
        [t.stranger.username, '--kind', 'daily', '--rate', '1.00', '--min-bet', '12.345'],
        /--min-bet "12\.345" is not an amount in USD/,
      ],
      [
        [t.stranger.username, '--kind', 'daily', '--rate', '1.00', '--min-bet', '1e3'],
        /--min-bet "1e3" is not an amount in USD/,
      ],
      [
        [t.stranger.username, '--kind', 'daily', '--rate', '1.00,2.00', '--active', '3'],
        /--active has 1 value\(s\) but --rate has 2/,
      ],
      [
        [t.stranger.username, '--kind', 'daily', '--rate', '1.00', '--loss-rate', '1'],
        /--loss-rate is not for a daily contract/,
      ],
      [['nobody_here', '--kind', 'daily', '--rate', '1.00'], /No member "nobody_here"/],
    ];
    for (const [args, message] of usage) {
      const answer = await ops(server, 'contract', 'offer', ...args);
      expect(answer, args.join(' ')).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(message) },
      });
    }
    expect(await contractsFingerprint(server)).toBe(before);
  });

  it('offers realtime and dividend terms in the site units', async () => {
    const realtime = await ops(
      server,
      'contract',
      'offer',
      t.stranger.username,
      '--kind',
      'realtime',
      '--loss-rate',
      '0.75',
      '--single-bet',
      '10',
    );
    expect(realtime.body.success, realtime.body.message).toBe(true);
    expect(realtime.body.value).toContain('loss 0.75%, profit 0.00% of each valid bet of at least 10.00 USD');
    const dividend = await ops(
      server,
      'contract',
      'offer',
      t.stranger.username,
      '--kind',
      'dividend',
      '--rate',
      '10',
      '--period',
      'weekly',
      '--min-loss',
      '100.00',
    );
    expect(dividend.body.success, dividend.body.message).toBe(true);
    expect((await api.row(idIn(dividend.body.value))).terms).toEqual({
      kind: 'dividend',
      dividend: { period: 'W', tiers: [{ validBetMinor: '0', lossMinor: '10000', activeMembers: 0, rateBp: 1000 }] },
    });
  });

  it('lists contracts by holder, kind and status, and shows one with its parties and terms', async () => {
    // At most top's own hourly rate from the house (0.30 %).
    const agentOffer = await api.offer(t.top, t.mid, {
      kind: 'hourly',
      salary: { tiers: [{ betAmountMinor: '0', activeMembers: 0, rateBp: 25 }] },
    });
    const byHolder = (await ops(server, 'contract', 'list', '--holder', t.stranger.username)).body.value;
    expect(byHolder.split('\n').filter((l) => /^\s+\d+ /.test(l))).toHaveLength(2);
    expect(byHolder).toMatch(new RegExp(`realtime\\s+request\\s+0\\.75%\\s+demo_house\\s+${t.stranger.username}`));
    const hourly = (await ops(server, 'contract', 'list', '--kind', 'hourly', '--status', 'request')).body.value;
    expect(hourly).toMatch(
      new RegExp(`^\\s*${agentOffer.id} hourly\\s+request\\s+0\\.25%\\s+${t.top.username}\\s+${t.mid.username}`, 'm'),
    );
    expect(hourly).not.toContain(t.stranger.username);
    const byOfferer = (await ops(server, 'contract', 'list', '--offerer', t.top.username)).body.value;
    expect(byOfferer).toContain(t.mid.username);
    expect(byOfferer).not.toContain(t.stranger.username);
    expect((await ops(server, 'contract', 'list', '--status', 'gone')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/--status must be one of/),
    });
    expect((await ops(server, 'contract', 'list', '--holder', t.leaf.username)).body.value).toBe(
      'No contracts on demo match.',
    );

    const shown = (await ops(server, 'contract', 'show', agentOffer.id)).body.value;
    expect(shown).toContain(`Contract ${agentOffer.id} on demo: hourly salary contract, request, pays up to 0.25%`);
    expect(shown).toContain(`offered by: ${t.top.username}`);
    expect(shown).toContain(`holder:     ${t.mid.username}`);
    expect(shown).toContain('tier 1: team bet ≥ 0.00 USD, 0 active → 0.25%');
    expect((await ops(server, 'contract', 'show', '99999999')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/no contract 99999999 on demo/),
    });
    expect((await ops(server, 'contract', 'show', agentOffer.id, '--merchant', 'demokr')).body.success).toBe(false);
    expect((await ops(server, 'contract', 'show', 'x')).status).toBe(400);
  });

  it('terminates a contract once, tells both parties why, and says unchanged when repeated', async () => {
    const other = await api.member(undefined, AGENT);
    // An agent offers only a kind it holds, at most at its own rate.
    await api.granted(other, termsOf('hourly', 40));
    const downline = await api.member(other);
    const c = await api.accepted(other, downline, {
      kind: 'hourly',
      salary: { tiers: [{ betAmountMinor: '0', activeMembers: 0, rateBp: 40 }] },
    });
    const done = await ops(server, 'contract', 'terminate', c.id, '--reason', 'salary farming review');
    expect(done.body.value).toBe(
      `Terminated contract ${c.id} (hourly salary contract from ${other.username} to ${downline.username}); ` +
        `periods ending from now on are not paid under it.`,
    );
    expect(await api.row(c.id)).toMatchObject({ status: 'terminated' });
    for (const party of [other, downline]) {
      const notice = (await api.inbox(party)).find(
        (m) => m.params.reference === `contract:${c.id}` && m.title === 'Hourly salary contract terminated',
      );
      expect(notice?.content).toContain(
        'The site operator terminated the hourly salary contract paying up to 0.40% (salary farming review).',
      );
    }
    const before = await contractsFingerprint(server);
    const again = await ops(server, 'contract', 'terminate', c.id);
    expect(again.body).toMatchObject({
      success: true,
      value:
        `unchanged: contract ${c.id} (hourly salary contract from ${other.username} to ${downline.username}) ` +
        `is already terminated.`,
    });
    expect(await contractsFingerprint(server)).toBe(before);
    expect((await ops(server, 'contract', 'terminate', c.id, '--reason', '')).status).toBe(400);
  });

  it('lists what settlements paid, by holder and period, in major units', async () => {
    const top = await api.member(undefined, AGENT);
    const player = await api.member(top);
    const offered = await ops(server, 'contract', 'offer', top.username, '--kind', 'daily', '--rate', '0.50');
    const accepted = await api.process('daily', top, { contractId: idIn(offered.body.value), action: 'accept' });
    expect(accepted.success, accepted.message).toBe(true);
    await api.fund(player, '100000');
    const day = server.clock.now.toISOString().slice(0, 10);
    const round = `ops-settle-${kind}`;
    expect((await ops(server, 'bet', 'place', player.username, 'PG', '500.00', '--round', round)).body.success).toBe(
      true,
    );
    expect((await ops(server, 'bet', 'settle', 'PG', round, '0')).body.success).toBe(true);
    server.clock.advance(2 * 86_400_000);
    const run = await ops(server, 'settlement', 'run', '--kind', 'daily');
    expect(run.body.success, run.body.message).toBe(true);

    const listed = await ops(server, 'settlement', 'list', '--holder', top.username, '--period', `D:${day}`);
    expect(listed.body.success, listed.body.message).toBe(true);
    expect(listed.body.value).toMatch(new RegExp(`daily\\s+D:${day}\\s+${top.username}\\s+2\\.50 USD`));
    expect(listed.body.value).toContain('1 of 1 settlement(s), 2.50 USD paid in all.');
    expect((await ops(server, 'settlement', 'list', '--holder', top.username, '--period', 'D:1999')).body.value).toBe(
      'No settlements on demo match.',
    );
    expect((await ops(server, 'settlement', 'list', '--period', 'yesterday')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/not a period key/),
    });
    // Two days have closed since the offer: the day of the bet paid 2.50, the next one nothing.
    expect((await ops(server, 'contract', 'show', idIn(offered.body.value))).body.value).toMatch(
      /settled: {4}2 period\(s\), 2\.50 USD paid in all, latest D:/,
    );
    expect((await ops(server, 'settlement', 'list', '--holder', top.username)).body.value).toContain(
      '2 of 2 settlement(s), 2.50 USD paid in all.',
    );
  });
});
