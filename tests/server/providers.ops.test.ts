/**
 * `npm run ops -- providers …` (server/domains/providers/opsCommands.ts, opsReconcile.ts): add,
 * list, show, disable and enable, rotate-secret and map, run through the live ops route; and the
 * reconciliation of a provider's daily report with the ledger, round by round, a round the sweep
 * refunded after the provider's timeout included.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_SWEEP_MS } from '../../server/domains/ledger/verify';
import { credit, newMember } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import {
  addTestProvider,
  PROVIDER,
  PROVIDER_VENDOR,
  providerCaller,
  providerSession,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
} from './providersSupport';

describe.each(backends)('provider ops commands on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  it('adds, shows, lists, disables, rotates and maps providers', async () => {
    const added = await ops(
      server,
      'providers',
      'add',
      'OPSP',
      '--launch-url',
      'http://127.0.0.1:1/launch',
      '--ips',
      '10.0.0.1,10.1.0.0/16',
    );
    expect(added.body.success).toBe(true);
    expect(added.body.value).toMatch(/Secret \(shown once.*\): [A-Za-z0-9_-]{43}/);
    const audit = await server.services.db
      .selectFrom('ops_audit')
      .select('args')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.args)).not.toMatch(/[A-Za-z0-9_-]{43}/);

    expect((await ops(server, 'providers', 'add', 'bad id', '--launch-url', 'http://x/')).body).toMatchObject({
      success: false,
    });
    expect((await ops(server, 'providers', 'add', 'OPSQ', '--launch-url', 'ftp://x/')).body.message).toContain(
      'http(s)',
    );
    expect(
      (await ops(server, 'providers', 'add', 'OPSQ', '--launch-url', 'http://x/', '--ips', '10.0.0.300')).body.message,
    ).toContain('neither an IP address');

    expect((await ops(server, 'providers', 'map', PROVIDER_VENDOR, '--provider', 'OPSP')).body.value).toContain(
      'now launch at OPSP',
    );
    expect((await ops(server, 'providers', 'map', 'NOSUCH', '--provider', 'OPSP')).body.message).toContain('no vendor');
    const shown = (await ops(server, 'providers', 'show', 'OPSP')).body.value;
    expect(shown).toContain('10.0.0.1, 10.1.0.0/16');
    expect(shown).toContain(PROVIDER_VENDOR);
    expect(shown).toContain('secrets      current');

    const rotated = (await ops(server, 'providers', 'rotate-secret', 'OPSP', '--grace-hours', '2')).body.value;
    expect(rotated).toMatch(/previous, valid until .*; current|current; previous, valid until/);
    expect((await ops(server, 'providers', 'disable', 'OPSP')).body.value).toContain('DISABLED');
    expect((await ops(server, 'providers', 'list')).body.value).toContain('OPSP (OPSP) DISABLED');
    expect((await ops(server, 'providers', 'enable', 'OPSP')).body.value).toContain('OPSP (OPSP) enabled');
    expect((await ops(server, 'providers', 'map', PROVIDER_VENDOR, '--built-in')).body.value).toContain(
      'built in again',
    );
    expect((await ops(server, 'providers', 'show', 'NOPE')).status).toBe(400);
  });

  it('reconciles a daily report round by round, swept rounds included', async () => {
    const caller = providerCaller(server, await addTestProvider(server, endpoint));
    const member = await newMember(server, 'recon_player');
    await credit(server, member.id, 10_000n);
    const sessionId = await providerSession(server, caller, member, endpoint);
    const call = (path: string, body: Record<string, string>) => caller.call(path, { sessionId, ...body });
    const day = server.clock.now.toISOString().slice(0, 10);
    await call('bet', { transactionId: 'k1', roundId: 'k-r1', currency: 'USD', amount: '500' });
    await call('win', { transactionId: 'k2', roundId: 'k-r1', currency: 'USD', amount: '1200' });
    await call('bet', { transactionId: 'k3', roundId: 'k-r2', currency: 'USD', amount: '300' });
    await call('rollback', { transactionId: 'k4', roundId: 'k-r2', rollbackTransactionId: 'k3' });
    await call('bet', { transactionId: 'k5', roundId: 'k-r3', currency: 'USD', amount: '200' });
    await call('bet-and-win', {
      transactionId: 'k6',
      roundId: 'k-r4',
      currency: 'USD',
      betAmount: '100',
      winAmount: '0',
    });
    await call('bet', { transactionId: 'k7', roundId: 'k-r5', currency: 'USD', amount: '50' });
    await call('win', { transactionId: 'k8', roundId: 'k-r5', currency: 'USD', amount: '75' });
    // k-r3 is never closed: the sweep refunds it after the timeout.
    server.clock.advance(BET_SWEEP_MS + 60_000);
    expect((await server.services.betting.sweep()).refunded).toBeGreaterThanOrEqual(1);

    const player = member.id.toString();
    const dir = mkdtempSync(join(tmpdir(), 'recon-'));
    const file = join(dir, 'report.csv');
    const report = (lines: string[]) =>
      writeFileSync(file, ['roundId,playerId,currency,bet,win,status', ...lines].join('\n'));
    report([
      `k-r1,${player},USD,500,1200,settled`,
      `k-r2,${player},USD,300,0,refunded`,
      `k-r3,${player},USD,200,0,settled`,
      `k-r5,${player},USD,50,80,settled`,
      `k-r9,${player},USD,10,0,settled`,
    ]);
    const answer = await ops(server, 'providers', 'reconcile', '--provider', PROVIDER, '--date', day, '--file', file);
    expect(answer.body).toMatchObject({ success: false });
    const text = answer.body.message;
    expect(text).toContain('Report: 5 rounds; platform: 5 rounds; matching: 2.');
    expect(text).toContain(`Missing on the platform (in the report only): 1\n  round k-r9 player ${player}`);
    expect(text).toContain(
      `Extra on the platform (not in the report): 1\n  round k-r4 player ${player}: USD bet 100 win 0 settled`,
    );
    expect(text).toContain(`round k-r3 player ${player}: status report settled, platform refunded`);
    expect(text).toContain(`round k-r5 player ${player}: win report 80, platform 75`);
    expect(text).toContain(
      `Refunded by the platform's sweep (the provider never closed them): 1\n  round k-r3 player ` +
        `${player}: USD bet 200 win 0 refunded`,
    );

    report([
      `k-r1,${player},USD,500,1200,settled`,
      `k-r2,${player},USD,300,0,refunded`,
      `k-r3,${player},USD,200,0,refunded`,
      `k-r4,${player},USD,100,0,settled`,
      `k-r5,${player},USD,50,75,settled`,
    ]);
    const clean = await ops(server, 'providers', 'reconcile', '--provider', PROVIDER, '--date', day, '--file', file);
    expect(clean.body).toMatchObject({ success: true });
    expect(clean.body.value).toContain('matching: 5.');

    writeFileSync(file, 'round,player\nx,y');
    expect(
      (await ops(server, 'providers', 'reconcile', '--provider', PROVIDER, '--date', day, '--file', file)).body.message,
    ).toContain('header');
  });
});
