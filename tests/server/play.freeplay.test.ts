/**
 * Free play (issue 14 item 6, contract §4.4 accountType 0): a trial account plays the built-in
 * games with play money, its own balance (members.demo_balance), never the ledger or the bets;
 * the play money is reset on demand, and every cashier route still refuses the trial account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_BALANCE_MINOR } from '../../server/domains/auth/freePlay';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { PLAY_PATHS, type RoundValue, type StateValue } from '../../server/domains/play/shared/playApi';
import { MoneyErrorCode } from '../../src/shared/wire/wallet';
import { backends, buildTestServer, type TestServer } from './helper';
import { credit, envelope, newMember, type TestMember } from './bettingSupport';
import { cashierApi, keyHeader, moneyFingerprint } from './cashierSupport';
import { gameCalls, launch, openUrl, requestId, seedTestGames, VENDOR, type TestGames } from './play.support';

type LaunchValue = { content: { game_url: string } };

describe.each(backends)('free play on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let trial: TestMember;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    trial = await newMember(server, `fp_${kind}`, { type: 4 });
    await server.services.db
      .updateTable('members')
      .set({ demo_balance: TRIAL_BALANCE_MINOR })
      .where('id', '=', trial.id)
      .execute();
  });
  afterAll(() => server?.close());

  const playMoney = async () =>
    (
      await server.services.db
        .selectFrom('members')
        .select('demo_balance')
        .where('id', '=', trial.id)
        .executeTakeFirstOrThrow()
    ).demo_balance;

  async function openFreePlay(nodeId: number) {
    const launched = envelope<LaunchValue>(
      await launch(server, trial, { launchMode: 'GLS', nodeId, vassalage: VENDOR, accountType: 0 }),
    );
    expect(launched.success, launched.message).toBe(true);
    const opened = await openUrl(server, launched.value.content.game_url);
    expect(opened.response.statusCode).toBe(200);
    return gameCalls(server, opened.secret);
  }

  it('plays a slot with play money: the play balance moves, no bet, no ledger move, the ledger clean', async () => {
    const before = await moneyFingerprint(server);
    const api = await openFreePlay(games.slot);
    const state = await api.get<StateValue>(PLAY_PATHS.state);
    expect(state.value.wallet).toEqual({ kind: 'play', vendor: '' });
    expect(state.value.balanceMinor).toBe(TRIAL_BALANCE_MINOR.toString());
    let balance = TRIAL_BALANCE_MINOR;
    for (let i = 0; i < 5; i += 1) {
      const spun = await api.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('fp'), stakeMinor: '100' });
      expect(spun.success, spun.message).toBe(true);
      balance = balance - 100n + BigInt(spun.value.round.payoutMinor);
      expect(spun.value.balanceMinor).toBe(balance.toString());
      expect(spun.value.round.playMoney).toBe(true);
    }
    expect(await playMoney()).toBe(balance);
    // Nothing reached the money tables: no bets, no postings, no ledger accounts (the members
    // row changes: it holds the play money, demo_balance).
    const ledgerOnly = (fingerprint: string) => fingerprint.replace(/ members=\S+/, '');
    expect(ledgerOnly(await moneyFingerprint(server))).toBe(ledgerOnly(before));
    const bets = await server.services.db.selectFrom('bets').select('id').where('member_id', '=', trial.id).execute();
    expect(bets).toEqual([]);
    expect((await verifyLedger(server.services.db, server.clock.now)).filter((f) => f.violations > 0)).toEqual([]);
  });

  it('refuses a stake above the play money with "insufficient balance", changing nothing', async () => {
    await server.services.db.updateTable('members').set({ demo_balance: 50n }).where('id', '=', trial.id).execute();
    const api = await openFreePlay(games.slot);
    const refused = await api.post(PLAY_PATHS.spin, { requestId: requestId('fp-low'), stakeMinor: '100' });
    expect(refused).toMatchObject({ success: false, errorCode: MoneyErrorCode.insufficientBalance });
    expect(refused.message).toMatch(/play money/);
    expect(await playMoney()).toBe(50n);
  });

  it('resets play money on demand and ends open play-money rounds; a real-money session cannot reset', async () => {
    const hilo = await openFreePlay(games.hilo);
    await server.services.db.updateTable('members').set({ demo_balance: 5_000n }).where('id', '=', trial.id).execute();
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('fp-hilo'), stakeMinor: '100' });
    expect(dealt.value.round.status).toBe('open');
    const reset = await hilo.post<{ balanceMinor: string }>(PLAY_PATHS.playMoneyReset, {});
    expect(reset.value.balanceMinor).toBe(TRIAL_BALANCE_MINOR.toString());
    expect(await playMoney()).toBe(TRIAL_BALANCE_MINOR);
    const round = await server.services.db
      .selectFrom('game_rounds')
      .select('status')
      .where('round_key', '=', dealt.value.round.roundKey)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('refunded');

    const member = await newMember(server, `fp_real_${kind}`);
    await credit(server, member.id, 10_000n);
    const launched = envelope<LaunchValue>(
      await launch(server, member, { launchMode: 'GLS', nodeId: games.slot, accountType: 1 }),
    );
    const real = gameCalls(server, (await openUrl(server, launched.value.content.game_url)).secret);
    const refused = await real.post(PLAY_PATHS.playMoneyReset, {});
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/real money never is/);
  });

  it('refuses the trial account on every cashier route (deposit, withdrawal, transfer), clearly', async () => {
    const api = cashierApi(server);
    const as = { token: trial.token, merchant: 'demo', headers: keyHeader() };
    const before = await moneyFingerprint(server);
    const calls = [
      await api.call('POST', '/wps/v2/transaction/deposit', { methodId: 'bank', amountMinor: '1000' }, as),
      await api.enc(
        'POST',
        '/wps/v2/transaction/withdraw',
        { amountMinor: '1000', bankAccountId: '1', paymentPassword: '123456' },
        { ...as, headers: keyHeader() },
      ),
      await api.call(
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'AG', amountMinor: '1000' },
        { ...as, headers: keyHeader() },
      ),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBeLessThan(500);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: MoneyErrorCode.trialAccount });
      expect(envelope(response).message).toMatch(/Trial accounts cannot move money/);
    }
    expect(await moneyFingerprint(server)).toBe(before);
  });
});
