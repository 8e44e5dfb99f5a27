/**
 * `npm run ops -- member …` and `agents tree`: an operator-created account follows the site's
 * registration rules and is typed by name; members are listed, shown and drawn as a tree by
 * username; a repeated command that changed nothing says "unchanged" and succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '../../src/shared/wire/auth';
import { AGENT, contractsApi, type Tree } from './contractsSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

describe.each(backends)('member ops commands on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof contractsApi>;
  let t: Tree;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = contractsApi(server);
    t = await api.tree();
  });
  afterAll(() => server?.close());

  const memberCount = async () =>
    Number(
      (
        await server.services.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowOf = (username: string) =>
    server.services.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();

  it('member create refuses what registration refuses (username and password rules), creating nothing', async () => {
    const before = await memberCount();
    const cases: [string[], RegExp][] = [
      // The demo site's rule: 6 to 16 letters or digits, starting with a letter.
      [
        ['jane_01', '--password', 'Secret2026'],
        new RegExp(
          `Username "jane_01" does not follow the site's registration rule: ` +
            'Please enter 6 - 16 letters or digits, starting with a letter',
        ),
      ],
      [['jan01', '--password', 'Secret2026'], /Username "jan01" does not follow/],
      [['1jane01', '--password', 'Secret2026'], /Username "1jane01" does not follow/],
      // Passwords combine letters and digits, 6 to 20 of them; the password itself is never echoed.
      [
        ['jane01', '--password', 'secretonly'],
        new RegExp(
          `--password "…" does not follow the site's registration rule: ` +
            'Please fill in your password with 6 - 20 characters, combining letters and digits',
        ),
      ],
      [['jane01', '--password', 'S3c'], /--password "…" does not follow/],
      [
        ['jane01', '--password', 'Secret2026', '--type', '1'],
        /--type must be one of member, agent, trial, house, not "1"/,
      ],
      [['jane01', '--password', 'Secret2026', '--type', 'boss'], /--type must be one of member, agent, trial, house/],
      [
        ['jane01', '--password', 'Secret2026', '--type', 'house', '--parent', t.top.username],
        /house account has no upline/,
      ],
    ];
    for (const [args, message] of cases) {
      const answer = await ops(server, 'member', 'create', ...args);
      expect(answer, args.join(' ')).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(message) },
      });
      expect(answer.body.message).not.toContain('secretonly');
    }
    expect(await memberCount()).toBe(before);
  });

  it('member create takes named types and names the new account by username', async () => {
    const agent = await ops(server, 'member', 'create', `agent${kind}1`, '--password', 'Agent2026x', '--type', 'agent');
    expect(agent.body).toMatchObject({ success: true, value: `Created agent agent${kind}1 on demo.` });
    expect(AGENT_TYPES).toContain((await rowOf(`agent${kind}1`))!.type);
    const member = await ops(
      server,
      'member',
      'create',
      `member${kind}1`,
      '--password',
      'Member2026',
      '--parent',
      `agent${kind}1`,
    );
    expect(member.body.value).toBe(`Created member member${kind}1 on demo, under agent${kind}1.`);
    expect((await rowOf(`member${kind}1`))!.type).toBe(0);
    // A one-time default password (forced change at the first login) is the one thing the rules skip.
    const reset = await ops(server, 'member', 'create', `fresh${kind}01`, '--password', '123456', '--default-password');
    expect(reset.body.success, reset.body.message).toBe(true);
    expect((await rowOf(`fresh${kind}01`))!.password_is_default).toBe(true);
  });

  it('member list filters by type, upline and status, newest first, with the main wallet in major units', async () => {
    await api.fund(t.plain, '12345');
    const team = (await ops(server, 'member', 'list', '--upline', t.top.username)).body.value;
    const names = team
      .split('\n')
      .slice(1, -1)
      .map((l) => l.split(/\s+/)[0]);
    expect(names.sort()).toEqual([t.mid.username, t.side.username, t.plain.username].sort());
    expect(team).toMatch(
      new RegExp(`^${t.plain.username}\\s+member\\s+active\\s+${t.top.username}\\s+123\\.45 USD`, 'm'),
    );
    const agents = (await ops(server, 'member', 'list', '--type', 'agent', '--upline', t.top.username)).body.value;
    expect(agents).not.toContain(t.plain.username);
    expect(agents).toContain(t.mid.username);
    const limited = (await ops(server, 'member', 'list', '--limit', '2')).body.value.split('\n');
    expect(limited).toHaveLength(4);
    expect(limited[3]).toMatch(/^2 of \d+ member\(s\) on demo, newest first\.$/);
    expect((await ops(server, 'member', 'list', '--type', 'vip')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/--type must be one of member, agent, trial, house/),
    });
    expect((await ops(server, 'member', 'list', '--upline', 'nobody_here')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/No member "nobody_here"/),
    });
    expect((await ops(server, 'member', 'list', '--limit', '0')).status).toBe(400);
  });

  it('member show gives the account, upline chain, team, wallets, contracts and masked bank accounts', async () => {
    // An agent offers only a kind it holds, at most at its own rate: top (daily 0.40 % from the house) → mid → leaf.
    await api.accepted(t.top, t.mid, {
      kind: 'daily',
      salary: { tiers: [{ betAmountMinor: '0', activeMembers: 0, rateBp: 30 }] },
    });
    await api.accepted(t.mid, t.leaf, {
      kind: 'daily',
      salary: { tiers: [{ betAmountMinor: '0', activeMembers: 0, rateBp: 25 }] },
    });
    await api.setPaymentPassword(t.leaf);
    await api.addBankAccount(t.leaf, 'Leaf Payee', '246810', '6222000011112222');
    const shown = (await ops(server, 'member', 'show', t.leaf.username)).body.value;
    expect(shown).toContain(`${t.leaf.username} on demo: member, active`);
    expect(shown).toContain(`upline chain:   ${t.top.username} > ${t.mid.username}`);
    expect(shown).toMatch(/contracts held: #\d+ daily 0\.25% from .* \(accepted\)/);
    expect(shown).toContain('****2222 payee "Leaf Payee"');
    expect(shown).not.toContain('6222000011112222');
    const top = (await ops(server, 'member', 'show', t.top.username)).body.value;
    expect(top).toContain('upline chain:   - (top level)');
    expect(top).toContain('team:           3 direct downline(s), 4 in all');
    expect((await ops(server, 'member', 'show', 'nobody_here')).body.success).toBe(false);
  });

  it('agents tree draws the downlines with their types and contracts, to the depth asked', async () => {
    const tree = (await ops(server, 'agents', 'tree', t.top.username)).body.value.split('\n');
    // top holds the house's contracts (contractsSupport.ts TOP_HOUSE_RATES), mid the daily one top offered it.
    expect(tree[0]).toBe(
      `${t.top.username} (agent)  holds: daily 0.40%, dividend 50.00%, hourly 0.30%, realtime 0.10%`,
    );
    const midLine = tree.findIndex((l) => l.startsWith(`  ${t.mid.username} (agent)`));
    expect(midLine).toBeGreaterThan(0);
    expect(tree[midLine]).toBe(`  ${t.mid.username} (agent)  holds: daily 0.30%`);
    expect(tree[midLine + 1]).toBe(`    ${t.leaf.username} (member)  holds: daily 0.25%`);
    expect(tree.at(-1)).toBe('4 of 4 downline(s) shown (to depth 3).');
    const shallow = (await ops(server, 'agents', 'tree', t.top.username, '--depth', '1')).body.value;
    expect(shallow).not.toContain(t.leaf.username);
    expect(shallow).toContain('3 of 4 downline(s) shown (to depth 1).');
    const lone = await api.member(undefined, AGENT);
    expect((await ops(server, 'agents', 'tree', lone.username)).body.value).toBe(
      `${lone.username} (agent)\n${lone.username} has no downlines.`,
    );
    expect((await ops(server, 'agents', 'tree', t.top.username, '--depth', '0')).status).toBe(400);
  });

  it('says unchanged, and succeeds, when a member, game or announcement is already as asked', async () => {
    const disabled = await ops(server, 'member', 'disable', t.side.username);
    expect(disabled.body.value).toMatch(new RegExp(`^Disabled ${t.side.username}; \\d+ session\\(s\\) ended\\.$`));
    expect((await ops(server, 'member', 'disable', t.side.username)).body).toMatchObject({
      success: true,
      value: `unchanged: ${t.side.username} is already disabled.`,
    });
    expect((await ops(server, 'member', 'list', '--status', 'disabled')).body.value).toContain(t.side.username);
    expect((await ops(server, 'member', 'enable', t.side.username)).body.value).toBe(`Enabled ${t.side.username}.`);
    expect((await ops(server, 'member', 'enable', t.side.username)).body).toMatchObject({
      success: true,
      value: `unchanged: ${t.side.username} is already enabled.`,
    });

    expect((await ops(server, 'games', 'disable', 'PG_0002')).body.value).toMatch(/^PG_0002 .* disabled\.$/);
    expect((await ops(server, 'games', 'disable', 'PG_0002')).body).toMatchObject({
      success: true,
      value: expect.stringMatching(/^unchanged: PG_0002 .* is already disabled\.$/),
    });
    await ops(server, 'games', 'enable', 'PG_0002');

    const added = await ops(server, 'announcements', 'add', '--type', 'PL', '--title', `Repeat ${kind}`);
    const id = /Announcement (\d+) added/.exec(added.body.value)![1]!;
    expect((await ops(server, 'announcements', 'enable', id)).body).toMatchObject({
      success: true,
      value: expect.stringMatching(/^unchanged: announcement \d+ .* is already enabled\.$/),
    });
    expect((await ops(server, 'maintenance', 'off')).body).toMatchObject({
      success: true,
      value: 'unchanged: no maintenance was on.',
    });
    expect((await ops(server, 'whitelabel', 'FREEPLAY3', 'on')).body).toMatchObject({
      success: true,
      value: expect.stringMatching(/^unchanged: FREEPLAY3 is already ON for /),
    });
  });
});
