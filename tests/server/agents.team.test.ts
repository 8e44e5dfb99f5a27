/**
 * The agent centre's team side over the wire: agents only, subtree scoping (a sibling team's
 * member answers 404 like a missing one), settings and notices, the team list with drill-down,
 * breadcrumb and search, creating downlines, transfers to the team (once per key, refused ones
 * change nothing), and invitation links that register members or agents under the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/wire/paging';
import {
  agentEndpoints,
  MAX_AGENT_RANGE_DAYS,
  type AgentAnnouncement,
  type AgentSettingsValue,
  type CreateDownlineValue,
  type Invitation,
  type InvitationsValue,
  type TeamMembersValue,
} from '../../src/shared/wire/agents';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { MoneyMoveValue } from '../../src/shared/wire/wallet';
import { agentSettings } from '../../server/domains/agents/settings';
import {
  agentCalls,
  buildAgentTree,
  idempotencyKey,
  setPaymentPassword,
  type AgentTree,
  type TreeMember,
} from './agentsSupport';
import { body, captchaRecorder, wire } from './authSupport';
import { credit, ledgerViolations, moneyFingerprint, walletBalance } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';

const E = agentEndpoints;

describe.each(backends)('agent centre team on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof agentCalls>;
  let tree: AgentTree;
  const captchas = captchaRecorder();

  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = agentCalls(server);
    tree = await buildAgentTree(server);
  });
  afterAll(() => server?.close());

  const members = async (as: TreeMember, query: Record<string, string | number> = {}) => {
    const res = await api.get(as, E.members.path, { pageNo: 1, pageSize: 20, ...query });
    const b = body<TeamMembersValue>(res);
    expect(b.success, b.message).toBe(true);
    return b.value;
  };
  const expectNotFound = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  };

  it('answers every agent call only for agents: 403 agent.only for a member, 401 without a session', async () => {
    const { mA } = tree;
    const calls = [
      () => api.get(mA, E.settings.path),
      () => api.get(mA, E.announcements.path, { pageNo: 1, pageSize: 10 }),
      () => api.get(mA, E.overview.path, { startTime: 0, endTime: 86_400_000 }),
      () => api.get(mA, E.members.path),
      () => api.get(mA, E.invitations.path),
      () => api.post(mA, E.createInvitation.path, { isAgent: false }),
      () =>
        api.enc(
          mA,
          E.transfer.path,
          { memberId: String(tree.mB.id), amountMinor: '1', paymentPassword: '246810' },
          idempotencyKey(),
        ),
      () => api.enc(mA, E.createDownline.path, { account: 'nobody123', password: 'Secret123', isAgent: false }),
      () => api.get(mA, E.teamBets.path, { startTime: 0, endTime: 86_400_000, pageNo: 1, pageSize: 10 }),
      () => api.get(mA, E.income.path, { startTime: 0, endTime: 86_400_000, pageNo: 1, pageSize: 10 }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(body(res)).toMatchObject({
        success: false,
        errorCode: 'agent.only',
        message: 'Only agents can use the agent centre.',
      });
    }
    expect((await api.get({ token: '' }, E.settings.path)).statusCode).toBe(401);
  });

  it("answers the site's agent limits, and the defaults for a merchant without a row", async () => {
    const value = body<AgentSettingsValue>(await api.get(tree.A, E.settings.path)).value;
    const defaults: AgentSettingsValue = {
      dividendEnabled: true,
      maxRateBp: { dividend: 5000, daily: 300, hourly: 200, realtime: 150 },
      maxTiers: 10,
      maxRangeDays: MAX_AGENT_RANGE_DAYS,
    };
    expect(value).toEqual(defaults);
    await server.services.db
      .updateTable('agent_settings')
      .set({ max_daily_bp: 250, dividend_enabled: false })
      .where('merchant_code', '=', 'demo')
      .execute();
    expect(body<AgentSettingsValue>(await api.get(tree.A, E.settings.path)).value).toMatchObject({
      dividendEnabled: false,
      maxRateBp: { daily: 250 },
    });
    await server.services.db
      .updateTable('agent_settings')
      .set({ max_daily_bp: 300, dividend_enabled: true })
      .where('merchant_code', '=', 'demo')
      .execute();
    expect(await agentSettings(server.services.db, 'nosuchmerchant')).toEqual(defaults);
  });

  it('pages the agent notices of the merchant, HTML as stored', async () => {
    const first = body<Page<AgentAnnouncement>>(
      await api.get(tree.A, E.announcements.path, { pageNo: 1, pageSize: 2 }),
    ).value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, totalElements: 3, totalPages: 2 });
    expect(first.content[0]).toMatchObject({ title: 'Daily salary now paid every morning' });
    expect(first.content[0]!.content).toContain('<strong>00:10 UTC</strong>');
    const second = body<Page<AgentAnnouncement>>(
      await api.get(tree.A, E.announcements.path, { pageNo: 2, pageSize: 2 }),
    ).value;
    expect(second.content.map((n) => n.title)).toEqual(['Team reports export to CSV']);
    expect(
      body<Page<AgentAnnouncement>>(await api.get(tree.A, E.announcements.path, { pageNo: 9, pageSize: 2 })).value,
    ).toMatchObject({ content: [], totalElements: 3 });
  });

  it('lists direct downlines with level, upline, balance and team counts; drills down with a breadcrumb', async () => {
    const { A, B, C, mA, mB, mC } = tree;
    await credit(server, mA.id, 12_345n);
    const top = await members(A);
    expect(top.path).toEqual([{ id: String(A.id), account: A.username }]);
    expect(top).toMatchObject({ totalElements: 2, totalPages: 1, pageNo: 1 });
    const byAccount = new Map(top.content.map((m) => [m.account, m]));
    expect(byAccount.get(B.username)).toMatchObject({
      id: String(B.id),
      isAgent: true,
      level: 1,
      parentAccount: A.username,
      teamSize: 3,
      directCount: 2,
      balanceMinor: '0',
      status: 'active',
    });
    expect(byAccount.get(mA.username)).toMatchObject({
      isAgent: false,
      level: 1,
      teamSize: 0,
      directCount: 0,
      balanceMinor: '12345',
      lastLoginAt: null,
    });

    const underB = await members(A, { parentId: String(B.id) });
    expect(underB.content.map((m) => [m.account, m.level, m.parentAccount]).sort()).toEqual(
      [
        [C.username, 2, B.username],
        [mB.username, 2, B.username],
      ].sort(),
    );
    expect(underB.path.map((p) => p.account)).toEqual([A.username, B.username]);
    const underC = await members(A, { parentId: String(C.id) });
    expect(underC.content.map((m) => [m.account, m.level])).toEqual([[mC.username, 3]]);
    expect(underC.path.map((p) => p.account)).toEqual([A.username, B.username, C.username]);
    // B sees the same members one level nearer.
    expect((await members(B, { parentId: String(C.id) })).content.map((m) => m.level)).toEqual([2]);
  });

  it('answers 404 for a parent outside the subtree, the same as for a missing id', async () => {
    const { A, B, D, mD } = tree;
    for (const parentId of [String(D.id), String(mD.id), '999999999'])
      expectNotFound(await api.get(A, E.members.path, { parentId }));
    // An upline is not in the agent's subtree either.
    expectNotFound(await api.get(B, E.members.path, { parentId: String(A.id) }));
    expect(body(await api.get(A, E.members.path, { parentId: String(D.id) })).message).toBe(
      body(await api.get(A, E.members.path, { parentId: '999999999' })).message,
    );
  });

  it('searches account prefixes over the whole subtree, case-insensitively, with status and pages', async () => {
    const { A, B, tag, mA, mB, mC } = tree;
    const found = await members(A, { account: 'M' });
    expect(found.content.map((m) => m.account).sort()).toEqual([mA.username, mB.username, mC.username].sort());
    expect(found.content.find((m) => m.account === mC.username)).toMatchObject({ level: 3 });
    expect((await members(B, { account: 'm' })).content.map((m) => m.account).sort()).toEqual(
      [mB.username, mC.username].sort(),
    );
    expect((await members(A, { account: `mb${tag}` })).content.map((m) => m.account)).toEqual([mB.username]);
    // LIKE's own characters are matched literally.
    expect((await members(A, { account: '%' })).content).toEqual([]);
    expect((await members(A, { account: 'm', status: 'disabled' })).content).toEqual([]);
    await server.services.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', mB.id).execute();
    expect((await members(A, { account: 'm', status: 'disabled' })).content.map((m) => m.account)).toEqual([
      mB.username,
    ]);
    await server.services.db.updateTable('members').set({ status: 'active' }).where('id', '=', mB.id).execute();
    const paged = await members(A, { account: 'm', pageSize: 2, pageNo: 2 });
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 2, pageSize: 2 });
    expect(paged.content).toHaveLength(1);
  });

  it('refuses bad pages with the envelope', async () => {
    for (const query of [
      { pageSize: 0 },
      { pageSize: 101 },
      { pageNo: 0 },
      { pageNo: 'x' },
      { parentId: 'abc' },
      { status: 'gone' },
    ]) {
      const res = await api.get(tree.A, E.members.path, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  describe('creating downlines', () => {
    const create = (as: TreeMember, args: Record<string, unknown>) => api.enc(as, E.createDownline.path, args);

    it('creates a member or an agent directly below the caller, who can log in', async () => {
      const account = `Dl${tree.tag}a`;
      const res = body<CreateDownlineValue>(
        await create(tree.B, { account, password: 'Downline1', nickname: 'Downline', isAgent: true }),
      );
      expect(res.success, res.message).toBe(true);
      expect(res.value.account).toBe(account);
      const row = await server.services.accounts.members.byUsername('demo', account);
      expect(row).toMatchObject({
        id: BigInt(res.value.id),
        parent_id: tree.B.id,
        type: 1,
        nickname: 'Downline',
        status: 'active',
      });
      expect((await members(tree.A, { parentId: String(tree.B.id) })).content.map((m) => m.account)).toContain(account);
      const login = body<LoginValue>(await wire(server).login(account, 'Downline1', {}, { ip: '198.51.100.61' }));
      expect(login.success, login.message).toBe(true);
      expect(login.value.customerType).toBe(1);

      const plain = body<CreateDownlineValue>(
        await create(tree.C, { account: `Dl${tree.tag}b`, password: 'Downline1', isAgent: false }),
      );
      expect(plain.success, plain.message).toBe(true);
      expect(await server.services.accounts.members.byUsername('demo', `dl${tree.tag}b`)).toMatchObject({
        type: 0,
        parent_id: tree.C.id,
      });
    });

    it('refuses a taken account (any case), a bad username or password, changing nothing', async () => {
      const before = await server.services.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow();
      const first = await create(tree.A, { account: `Tk${tree.tag}`, password: 'Downline1', isAgent: false });
      expect(body(first).success).toBe(true);
      for (const account of [`TK${tree.tag}`, `tk${tree.tag}`]) {
        const clash = await create(tree.A, { account, password: 'Downline1', isAgent: false });
        expect(body(clash), account).toMatchObject({ success: false, errorCode: 'account.taken' });
        expect(body(clash).message).toMatch(/already taken/);
      }
      const badPassword = await create(tree.A, { account: `Np${tree.tag}`, password: 'abc', isAgent: false });
      expect(badPassword.statusCode).toBe(400);
      expect(body(badPassword)).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect(body(badPassword).message).toMatch(/^Password: /);
      const badName = await create(tree.A, { account: '1abcdef', password: 'Downline1', isAgent: false });
      expect(body(badName).message).toMatch(/^Account: /);
      const missing = await create(tree.A, { account: `Np${tree.tag}` });
      expect(missing.statusCode).toBe(400);
      const after = await server.services.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n + 1n);
    });
  });

  describe('transfers to the team', () => {
    const PAY = '135790';
    const transfer = (as: TreeMember, args: Record<string, unknown>, key: string | null = idempotencyKey()) =>
      api.enc(as, E.transfer.path, args, key ?? undefined);

    beforeAll(async () => {
      await setPaymentPassword(server, tree.A.id, PAY);
      await credit(server, tree.A.id, 50_000n);
    });

    async function expectRefused(
      call: () => Promise<{ statusCode: number; json(): unknown }>,
      errorCode: string,
      status?: number,
    ) {
      const before = await moneyFingerprint(server);
      const res = await call();
      expect(res.statusCode).toBeLessThan(500);
      if (status !== undefined) expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, errorCode });
      expect(await moneyFingerprint(server)).toBe(before);
    }

    it('moves main → main to a member at any depth, once per Idempotency-Key, as kind downline_transfer', async () => {
      const key = idempotencyKey();
      const args = { memberId: String(tree.mC.id), amountMinor: '7500', paymentPassword: PAY };
      const first = body<MoneyMoveValue>(await transfer(tree.A, args, key));
      expect(first.success, first.message).toBe(true);
      expect(first.value.balance.balance[0]!.availBalanceMinor).toBe('42500');
      const again = body<MoneyMoveValue>(await transfer(tree.A, args, key));
      expect(again.value).toEqual(first.value);
      expect(await walletBalance(server, tree.A.id)).toBe(42_500n);
      expect(await walletBalance(server, tree.mC.id)).toBe(7_500n);
      const tx = await server.services.db
        .selectFrom('ledger_transactions')
        .selectAll()
        .where('id', '=', BigInt(first.value.transactionId))
        .executeTakeFirstOrThrow();
      expect(tx).toMatchObject({
        kind: 'downline_transfer',
        member_id: tree.A.id,
        reference: `downline:${tree.mC.id}`,
      });
      await expectRefused(() => transfer(tree.A, { ...args, amountMinor: '7600' }, key), 'idempotency.key.reused');
    });

    it('refuses over the balance, outsiders, itself, a wrong payment password, bad amounts; no move', async () => {
      const to = (member: TreeMember, amountMinor = '100') => ({
        memberId: String(member.id),
        amountMinor,
        paymentPassword: PAY,
      });
      await expectRefused(() => transfer(tree.A, to(tree.mA, '42501')), 'balance.insufficient');
      await expectRefused(() => transfer(tree.A, to(tree.mD)), 'not.found', 404);
      await expectRefused(() => transfer(tree.A, to(tree.D)), 'not.found', 404);
      await expectRefused(() => transfer(tree.A, to(tree.A)), 'not.found', 404);
      await expectRefused(() => transfer(tree.B, to(tree.A)), 'not.found', 404);
      await expectRefused(
        () => transfer(tree.A, { memberId: '99999999', amountMinor: '100', paymentPassword: PAY }),
        'not.found',
        404,
      );
      await expectRefused(() => transfer(tree.A, to(tree.mA, '0')), 'amount.invalid');
      await expectRefused(() => transfer(tree.A, to(tree.mA, '1.5')), 'amount.invalid');
      await expectRefused(() => transfer(tree.A, to(tree.mA), null), 'idempotency.key.required', 400);
      await expectRefused(
        () => transfer(tree.A, { ...to(tree.mA), paymentPassword: '000000' }),
        'payment.password.wrong',
      );
      await expectRefused(() => transfer(tree.B, to(tree.mB)), 'payment.password.required');
      expect(await walletBalance(server, tree.A.id)).toBe(42_500n);
      expect(await ledgerViolations(server)).toEqual([]);
    });
  });

  describe('invitations', () => {
    const register = async (fields: Record<string, unknown>) => {
      const client = wire(server);
      const { cookie } = await client.captcha({ ip: '198.51.100.90' });
      const payload = {
        password: 'Invited2026',
        confirmPassword: 'Invited2026',
        captcha: captchas.last(),
        registerMethod: 'WEB',
        login: true,
        ...fields,
      };
      return client.enc('PUT', '/wps/member/register', payload, { cookie, ip: '198.51.100.90' });
    };
    const list = async (as: TreeMember) =>
      body<InvitationsValue>(await api.get(as, E.invitations.path)).value.invitations;

    it('creates codes for member or agent sign-ups and lists them with the affiliate code', async () => {
      expect(await list(tree.B)).toEqual([]);
      await server.services.db
        .updateTable('members')
        .set({ affiliate_code: `AF${tree.tag.toUpperCase()}` })
        .where('id', '=', tree.B.id)
        .execute();
      const forAgents = body<Invitation>(await api.post(tree.B, E.createInvitation.path, { isAgent: true }));
      expect(forAgents.success, forAgents.message).toBe(true);
      expect(forAgents.value).toMatchObject({ isAgent: true, registrations: 0 });
      expect(forAgents.value.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
      // The merchant's main domain (the seed's first origin).
      expect(forAgents.value.url).toBe(`http://127.0.0.1:8080/register?affiliateCode=${forAgents.value.code}`);
      const forMembers = body<Invitation>(await api.post(tree.B, E.createInvitation.path, { isAgent: false })).value;
      expect(forMembers.code).not.toBe(forAgents.value.code);
      const listed = await list(tree.B);
      expect(listed.map((i) => [i.code, i.isAgent]).sort()).toEqual(
        [
          [forAgents.value.code, true],
          [forMembers.code, false],
          [`AF${tree.tag.toUpperCase()}`, false],
        ].sort(),
      );
      // Another agent never sees them.
      expect((await list(tree.A)).map((i) => i.code)).not.toContain(forAgents.value.code);
      expect((await api.post(tree.B, E.createInvitation.path, { isAgent: 'yes' })).statusCode).toBe(400);
    });

    it('registers through an agent code as an agent below the inviter, and counts it', async () => {
      const code = (await list(tree.B)).find((i) => i.isAgent)!.code;
      expect(body(await wire(server).call('GET', `/wps/agent/affiliate?code=${code.toLowerCase()}`))).toMatchObject({
        success: true,
        value: { code },
      });
      const username = `Inv${tree.tag}x`;
      const res = body<LoginValue>(await register({ username, affiliateCode: code.toLowerCase() }));
      expect(res.success, res.message).toBe(true);
      expect(res.value.customerType).toBe(1);
      const row = await server.services.accounts.members.byUsername('demo', username);
      expect(row).toMatchObject({ parent_id: tree.B.id, type: 1, invitation_code: code });

      const viaAffiliate = body<LoginValue>(
        await register({ username: `Inv${tree.tag}y`, affiliateCode: `af${tree.tag}` }),
      );
      expect(viaAffiliate.success, viaAffiliate.message).toBe(true);
      expect(viaAffiliate.value.customerType).toBe(0);

      const counts = new Map((await list(tree.B)).map((i) => [i.code, i.registrations]));
      expect(counts.get(code)).toBe(1);
      expect(counts.get(`AF${tree.tag.toUpperCase()}`)).toBe(1);
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(2);
      // The new agent is in B's team and can use the agent centre.
      const team = await members(tree.B, { account: `inv${tree.tag}` });
      expect(team.content.map((m) => [m.account, m.isAgent]).sort()).toEqual(
        [
          [username, true],
          [`Inv${tree.tag}y`, false],
        ].sort(),
      );
    });
  });
});
