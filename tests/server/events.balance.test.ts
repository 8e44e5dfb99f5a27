/**
 * Balance push (issue 14 item 5, the defect: the header balance went stale after a game round,
 * a claim or a deposit until refresh was pressed). Every ledger posting that moves a member's
 * money signals that member's event streams once the transaction has committed (never before,
 * never for a rollback), and the stream writes `event: balance`, which the web renderer's
 * header balance listens for (src/features/wallet/balancePush.ts).
 */
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../electron/main/services/memberEvents/sseParser';
import { placeBet, settleRound } from '../../server/domains/betting/rounds';
import { memberEventBus } from '../../server/domains/events/bus';
import { post } from '../../server/domains/ledger/post';
import { eventEndpoints } from '../../src/shared/wire/events';
import { credit, newKey, newMember, walletBalance, type TestMember } from './bettingSupport';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

describe.each(backends)('balance push on %s', (kind) => {
  let server: TestServer;
  let player: TestMember;
  let other: TestMember;
  /** What each signal of the player saw when it arrived: the balance read at that moment. */
  let seen: Promise<bigint>[];

  beforeAll(async () => {
    server = await buildTestServer(kind);
    player = await newMember(server, `pushed_${kind}`);
    other = await newMember(server, `quiet_${kind}`);
    seen = [];
    memberEventBus(server.services.db).subscribe({ merchantCode: 'demo', memberId: player.id }, () => {
      seen.push(walletBalance(server, player.id));
    });
  });
  afterAll(() => server?.close());

  it('signals a deposit, a bet and its payout once each is committed, with the new balance readable', async () => {
    await credit(server, player.id, 10_000n);
    expect(seen).toHaveLength(1);
    expect(await seen[0]).toBe(10_000n);
    const round = { merchantCode: 'demo', vendor: 'PG', roundId: `push-${kind}`, memberId: player.id };
    await placeBet(server.services.db, {
      ...round,
      gameType: 'RNG',
      gameName: 'Test Slot',
      stakeMinor: 1_000n,
      now: server.clock.now,
    });
    expect(seen).toHaveLength(2);
    expect(await seen[1]).toBe(9_000n);
    await settleRound(server.services.db, { ...round, payoutMinor: 2_500n, now: server.clock.now });
    expect(seen).toHaveLength(3);
    expect(await seen[2]).toBe(11_500n);
  });

  it('signals nothing for a rollback, a refused posting or another member', async () => {
    const before = seen.length;
    await expect(
      server.services.db.transaction().execute(async (trx) => {
        await post(trx, {
          merchantCode: 'demo',
          currency: 'USD',
          kind: 'deposit',
          idempotencyKey: newKey(),
          memberId: player.id,
          postings: [
            { account: { member: player.id, kind: 'main' }, amount: 500n },
            { account: { house: 'payments' }, amount: -500n },
          ],
          now: server.clock.now,
        });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    await expect(
      placeBet(server.services.db, {
        merchantCode: 'demo',
        vendor: 'PG',
        roundId: `too-big-${kind}`,
        memberId: player.id,
        gameType: 'RNG',
        gameName: 'Test Slot',
        stakeMinor: 10_000_000n,
        now: server.clock.now,
      }),
    ).rejects.toThrow();
    await credit(server, other.id, 700n);
    expect(seen.length).toBe(before);
    expect(await walletBalance(server, player.id)).toBe(11_500n);
  });

  it('writes event: balance on the member stream when the money moves', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    const messages: SseMessage[] = [];
    const parser = createSseParser();
    let wake: () => void = () => undefined;
    const request = httpGet(
      `http://127.0.0.1:${address.port}${eventEndpoints.stream.path}`,
      { headers: { ...wireHeaders(), authorization: player.token }, agent: false },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          messages.push(...parser.push(chunk));
          wake();
        });
      },
    );
    const next = async (event: string) => {
      for (;;) {
        const index = messages.findIndex((m) => m.event === event);
        if (index >= 0) return messages.splice(0, index + 1).at(-1)!;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    try {
      await next('ready');
      await credit(server, player.id, 1_234n);
      expect((await next('balance')).data).toBe('{}');
    } finally {
      request.destroy();
    }
  });
});
