/**
 * The hot paths made cheaper for issue 15 ("Speed on a phone") answer exactly what they answered
 * before, and stay as fresh as before:
 *
 *   - the status call reads its site information from a short-lived copy per instance
 *     (system/repository.ts siteInfo): an operator's whitelabel switch shows at once, a change
 *     made elsewhere within SITE_INFO_TTL_MS;
 *   - the balance call reads the wallets in the session check's own statement (auth/sessions.ts
 *     SessionColumns, ledger/balances.ts): the same value as the separate read, game wallets and
 *     held withdrawals included, and a session is still dead on the very next call after logout,
 *     an operator's disable or a password change (quality bar 11);
 *   - the session check is a prepared query (db/prepared.ts): built once, run with each call's
 *     values; the checks asked for together go as one statement, and each answer is exactly
 *     that of its own token and merchant.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import { flattenWhitelabel, type SystemStatus } from '../../src/shared/wire/system';
import type { BalanceValue } from '../../src/shared/wire/wallet';
import { preparedQuery } from '../../server/db/prepared';
import { createSessionService } from '../../server/domains/auth/sessions';
import { BALANCE_SESSION_COLUMNS, balanceRowsOf, memberBalance } from '../../server/domains/ledger/balances';
import { createSystemRepository, SITE_INFO_TTL_MS } from '../../server/domains/system/repository';
import { body } from './authSupport';
import { cashierApi, keyHeader, type Member } from './cashierSupport';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

const BALANCE = '/wps/v2/wallets/balance?typeId=0';
const PAY_PW = '246810';

describe.each(backends)('hot paths on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
  });
  afterAll(() => server?.close());

  const status = async () => {
    const res = await server.app.inject({ url: '/wps/system/status', headers: wireHeaders() });
    expect(res.statusCode).toBe(200);
    return (res.json() as { value: SystemStatus }).value;
  };
  const balanceCall = (member: Pick<Member, 'token' | 'merchant'>) =>
    api.call('GET', BALANCE, undefined, api.as(member));

  it("shows an operator's whitelabel switch in the very next status", async () => {
    expect(flattenWhitelabel((await status()).info.whitelabel).FREEPLAY3).toBe(true);
    await ops(server, 'whitelabel', 'FREEPLAY3', 'off');
    try {
      expect(flattenWhitelabel((await status()).info.whitelabel).FREEPLAY3).toBe(false);
    } finally {
      await ops(server, 'whitelabel', 'FREEPLAY3', 'on');
    }
    expect(flattenWhitelabel((await status()).info.whitelabel).FREEPLAY3).toBe(true);
  });

  it('picks up a change made through another instance within SITE_INFO_TTL_MS', async () => {
    let ms = 1_000_000;
    const here = createSystemRepository(server.services.db, () => ms);
    const elsewhere = createSystemRepository(server.services.db);
    const before = await here.siteInfo('demo');
    expect(flattenWhitelabel(before.whitelabel).GEETEST3).toBe(false);
    await elsewhere.setModule('demo', 'GEETEST3', true);
    try {
      ms += SITE_INFO_TTL_MS - 1;
      expect(flattenWhitelabel((await here.siteInfo('demo')).whitelabel).GEETEST3).toBe(false);
      ms += 1;
      expect(flattenWhitelabel((await here.siteInfo('demo')).whitelabel).GEETEST3).toBe(true);
      // Its own switch drops its copy at once.
      await here.setModule('demo', 'GEETEST3', false);
      expect(flattenWhitelabel((await here.siteInfo('demo')).whitelabel).GEETEST3).toBe(false);
    } finally {
      await elsewhere.setModule('demo', 'GEETEST3', false);
    }
  });

  it('answers the balance read with the session as the separate read, game wallets and holds included', async () => {
    const member = await api.newMember({ payee: 'Hot Path' });
    await api.setPaymentPassword(member, PAY_PW);
    await api.fund(member, '500000');
    const moved = body(
      await api.call(
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'AG', amountMinor: '12345' },
        api.as(member, keyHeader()),
      ),
    );
    expect(moved.success, moved.message).toBe(true);
    const bank = await api.addBankAccount(member, 'Hot Path', PAY_PW);
    const held = body(
      await api.enc(
        'POST',
        '/wps/v2/transaction/withdraw',
        { amountMinor: '20000', bankAccountId: bank, paymentPassword: PAY_PW },
        api.as(member, keyHeader(randomUUID())),
      ),
    );
    expect(held.success, held.message).toBe(true);

    const answer = body<BalanceValue>(await balanceCall(member));
    expect(answer.success, answer.message).toBe(true);
    const merchant = (await server.services.system.merchant('demo'))!;
    const separate = await memberBalance(server.services.db, member.id, merchant.site.currency, ['AG', 'PT']);
    expect(answer.value).toEqual(separate);
    expect(answer.value.heldMinor).toBe('20000');
    expect(answer.value.balance.find((b) => b.vendor === 'AG')?.availBalanceMinor).toBe('12345');
    expect(answer.value.sumBalanceMinor).toBe(String(500000 - 20000));
  });

  it("keeps a session revocable on the next balance call: logout, operator's disable, password change", async () => {
    const member = await api.newMember();
    expect((await balanceCall(member)).statusCode).toBe(200);
    const logout = await api.call('DELETE', '/wps/session/logout', undefined, api.as(member));
    expect(body(logout).success).toBe(true);
    const afterLogout = await balanceCall(member);
    expect(afterLogout.statusCode).toBe(401);
    expect(body(afterLogout)).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });

    const disabled = await api.newMember();
    const second = { ...disabled, token: await api.login(disabled.username, disabled.password) };
    expect((await balanceCall(disabled)).statusCode).toBe(200);
    expect((await ops(server, 'member', 'disable', disabled.username)).body.success).toBe(true);
    for (const m of [disabled, second]) expect((await balanceCall(m)).statusCode).toBe(401);
    await ops(server, 'member', 'enable', disabled.username);
    // Enabling the account does not bring its ended sessions back.
    expect((await balanceCall(disabled)).statusCode).toBe(401);

    const changer = await api.newMember();
    expect((await balanceCall(changer)).statusCode).toBe(200);
    const changed = body<LoginValue>(
      await api.enc(
        'POST',
        '/wps/member/password',
        { oldPassword: changer.password, newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' },
        api.as(changer),
      ),
    );
    expect(changed.success, changed.message).toBe(true);
    expect((await balanceCall(changer)).statusCode).toBe(401);
    expect((await balanceCall({ ...changer, token: changed.value.token })).statusCode).toBe(200);
  });

  it('answers concurrent session checks in one statement per column set, each for its token and merchant', async () => {
    let statements = 0;
    const counted = server.services.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    });
    const sessions = createSessionService(counted, () => server.clock.now);
    const members = await server.services.db
      .selectFrom('members')
      .select(['id', 'username', 'merchant_code'])
      .where('merchant_code', '=', 'demo')
      .where('username', 'in', ['demo_player', 'demo_agent'])
      .orderBy('username')
      .execute();
    const [agent, player] = members as [(typeof members)[0], (typeof members)[0]];
    const playerToken = await sessions.create(player, 'username', '127.0.0.1');
    const agentToken = await sessions.create(agent, 'username', '127.0.0.1');
    const otherMerchantToken = await sessions.create(
      { id: player.id, merchant_code: 'demokr' },
      'username',
      '127.0.0.1',
    );
    const revokedToken = await sessions.create(player, 'username', '127.0.0.1');
    expect(await sessions.revoke(revokedToken, 'demo')).toBe(true);
    const unknownToken = 'A'.repeat(43);

    statements = 0;
    const asked: [string, string, typeof BALANCE_SESSION_COLUMNS | undefined][] = [
      [playerToken, 'demo', undefined],
      [agentToken, 'demo', undefined],
      [playerToken, 'demo', undefined],
      [otherMerchantToken, 'demo', undefined],
      [otherMerchantToken, 'demokr', undefined],
      [revokedToken, 'demo', undefined],
      [unknownToken, 'demo', undefined],
      [playerToken, 'demokr', BALANCE_SESSION_COLUMNS],
      [playerToken, 'demo', BALANCE_SESSION_COLUMNS],
      [agentToken, 'demo', BALANCE_SESSION_COLUMNS],
    ];
    const answers = await Promise.all(
      asked.map(([token, merchant, columns]) => sessions.resolve(token, merchant, columns)),
    );
    // One statement for the checks without columns and one for those reading the balance
    // (a session last seen over a minute ago would add its touch; these are new).
    expect(statements).toBe(2);
    expect(answers.map((a) => a?.member.username ?? null)).toEqual([
      'demo_player',
      'demo_agent',
      'demo_player',
      null,
      'demo_player',
      null,
      null,
      null,
      'demo_player',
      'demo_agent',
    ]);
    expect(answers[0]!.member).not.toHaveProperty('session_token_hash');
    expect(answers[0]!.columns).toEqual({});
    const playerRows = balanceRowsOf(answers[8]!.columns)!;
    expect(playerRows.accounts.map((a) => a.kind)).toContain('main');
    expect(Object.keys(answers[8]!.member)).toEqual(Object.keys(answers[0]!.member));
    expect(balanceRowsOf(answers[9]!.columns)).toBeDefined();
  });

  it("runs a prepared query with each call's values, and refuses one that would ignore an argument", async () => {
    const db = server.services.db;
    const merchantNamed = preparedQuery(
      db,
      (code: string) => db.selectFrom('merchants').select('code').where('code', '=', code),
      ['\u0000code'],
    );
    expect(await merchantNamed('demo')).toEqual([{ code: 'demo' }]);
    expect(await merchantNamed('demokr')).toEqual([{ code: 'demokr' }]);
    expect(await merchantNamed('nobody')).toEqual([]);
    expect(() =>
      preparedQuery(db, (_code: string) => db.selectFrom('merchants').select('code').where('code', '=', 'demo'), [
        '\u0000code',
      ]),
    ).toThrow(/not a parameter/);
  });
});
