/**
 * Claims that move money: rewards of the reward centre and the manual rebate. Each is one
 * transaction, once per reward or period, behind the client's Idempotency-Key; the rebate
 * recomputed from the raw bets equals what was posted, to the minor unit (quality bars, Money 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/wire/paging';
import type { ProfitLossValue } from '../../src/shared/wire/records';
import { recordEndpoints } from '../../src/shared/wire/records';
import { rewardEndpoints, type BonusRecord, type RebateValue, type Reward } from '../../src/shared/wire/rewards';
import type { MoneyMoveValue } from '../../src/shared/wire/wallet';
import { placeBet, settleRound } from '../../server/domains/betting/rounds';
import { previousDay } from '../../server/domains/rewards/periods';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  credit,
  envelope,
  ledgerViolations,
  memberByName,
  memberCalls,
  moneyFingerprint,
  newKey,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';

const DAY = 86_400_000;

describe.each(backends)('reward claims on %s', (kind) => {
  let server: TestServer;
  let player: TestMember;
  let other: TestMember;

  async function grant(
    member: TestMember,
    values: { amount: bigint; toBonus?: boolean; expiresAt?: Date | null; title?: string },
  ): Promise<string> {
    const row = await server.services.db
      .insertInto('rewards')
      .values({
        merchant_code: 'demo',
        member_id: member.id,
        kind: 'promotion',
        title: values.title ?? 'Test promotion',
        amount: values.amount,
        to_bonus: values.toBonus ?? true,
        event_key: `test:${newKey()}`,
        created_at: server.clock.now,
        expires_at: values.expiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id.toString();
  }

  beforeAll(async () => {
    server = await buildTestServer(kind);
    player = await memberByName(server, 'demo_player');
    other = await newMember(server, `other_${kind}`);
  });
  afterAll(() => server?.close());

  describe('reward centre', () => {
    it("lists the member's own rewards: the seeded welcome bonus for demo_player, none for another", async () => {
      const mine = envelope<Reward[]>(await memberCalls(server, player.token).get(rewardEndpoints.rewards.path)).value;
      // Beside it, the reward of the deposit mission when the seeded deposit falls in this month.
      expect(mine.filter((r) => r.kind !== 'mission')).toEqual([
        expect.objectContaining({
          kind: 'signup',
          title: 'Welcome bonus',
          amountMinor: '888',
          toBonus: true,
          status: 'available',
          claimedAt: null,
        }),
      ]);
      const theirs = envelope<Reward[]>(await memberCalls(server, other.token).get(rewardEndpoints.rewards.path)).value;
      expect(theirs).toEqual([]);
    });

    it('claims a reward into the bonus wallet once; the same key answers the same reply', async () => {
      const welcome = envelope<Reward[]>(
        await memberCalls(server, player.token).get(rewardEndpoints.rewards.path),
      ).value.find((r) => r.kind === 'signup');
      const api = memberCalls(server, player.token);
      const bonusBefore = await walletBalance(server, player.id, 'bonus');
      const key = newKey();
      const first = await api.post(rewardEndpoints.claimReward.path, { rewardId: welcome!.id }, key);
      expect(first.statusCode).toBe(200);
      const moved = envelope<MoneyMoveValue>(first);
      expect(moved).toMatchObject({ success: true, message: 'The reward has been credited.' });
      expect(await walletBalance(server, player.id, 'bonus')).toBe(bonusBefore + 888n);
      expect(moved.value.balance.balance.find((b) => b.accountTypeId === 3)?.availBalanceMinor).toBe(
        (bonusBefore + 888n).toString(),
      );

      const replay = await api.post(rewardEndpoints.claimReward.path, { rewardId: welcome!.id }, key);
      expect(envelope(replay).value).toEqual(moved.value);
      const fingerprint = await moneyFingerprint(server);
      const twice = await api.post(rewardEndpoints.claimReward.path, { rewardId: welcome!.id }, newKey());
      expect(envelope(twice)).toMatchObject({
        success: false,
        errorCode: 'request.state.conflict',
        message: 'You have already claimed this reward.',
      });
      const reused = await api.post(rewardEndpoints.claimReward.path, { rewardId: '999999' }, key);
      expect(envelope(reused)).toMatchObject({ success: false, errorCode: 'idempotency.key.reused' });
      expect(await moneyFingerprint(server)).toBe(fingerprint);
      expect(await walletBalance(server, player.id, 'bonus')).toBe(bonusBefore + 888n);

      const tx = await server.services.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'reference'])
        .where('idempotency_key', '=', `reward:${welcome!.id}`)
        .execute();
      expect(tx).toEqual([{ kind: 'reward', reference: `reward:${welcome!.id}` }]);
      const listed = envelope<Reward[]>(await api.get(rewardEndpoints.rewards.path)).value;
      expect(listed.find((r) => r.id === welcome!.id)).toMatchObject({
        status: 'claimed',
        claimedAt: server.clock.now.getTime(),
      });
    });

    it('pays a reward marked for the main wallet into the main wallet', async () => {
      const id = await grant(other, { amount: 1_234n, toBonus: false });
      const res = await memberCalls(server, other.token).post(
        rewardEndpoints.claimReward.path,
        { rewardId: id },
        newKey(),
      );
      expect(envelope(res).success).toBe(true);
      expect(await walletBalance(server, other.id, 'main')).toBe(1_234n);
      expect(await walletBalance(server, other.id, 'bonus')).toBe(0n);
    });

    it("refuses someone else's, unknown, expired rewards and claims without a key, changing nothing", async () => {
      const theirs = await grant(player, { amount: 500n });
      const expired = await grant(other, { amount: 500n, expiresAt: new Date(server.clock.now.getTime() - 1) });
      const api = memberCalls(server, other.token);
      const fingerprint = await moneyFingerprint(server);

      const stolen = await api.post(rewardEndpoints.claimReward.path, { rewardId: theirs }, newKey());
      expect(envelope(stolen)).toMatchObject({
        success: false,
        errorCode: 'not.found',
        message: 'This reward was not found among your rewards.',
      });
      const unknown = await api.post(rewardEndpoints.claimReward.path, { rewardId: '987654321' }, newKey());
      expect(envelope(unknown)).toEqual(envelope(stolen));
      const late = await api.post(rewardEndpoints.claimReward.path, { rewardId: expired }, newKey());
      expect(envelope(late)).toMatchObject({
        success: false,
        errorCode: 'request.state.conflict',
        message: expect.stringMatching(/expired/),
      });
      const listed = envelope<Reward[]>(await api.get(rewardEndpoints.rewards.path)).value;
      expect(listed.find((r) => r.id === expired)?.status).toBe('expired');
      expect(listed.some((r) => r.id === theirs)).toBe(false);

      const noKey = await api.post(rewardEndpoints.claimReward.path, { rewardId: theirs });
      expect(noKey.statusCode).toBe(400);
      expect(envelope(noKey)).toMatchObject({
        errorCode: 'idempotency.key.required',
        message: expect.stringMatching(/Idempotency-Key/),
      });
      const shortKey = await api.post(rewardEndpoints.claimReward.path, { rewardId: theirs }, 'short');
      expect(envelope(shortKey).errorCode).toBe('idempotency.key.required');
      for (const bad of [
        { rewardId: 'abc' },
        { rewardId: '-1' },
        { rewardId: '9'.repeat(20) },
        {},
        { rewardId: null },
      ]) {
        const res = await api.post(rewardEndpoints.claimReward.path, bad, newKey());
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(envelope(res).errorCode).toBe('request_param_err');
      }
      expect(await moneyFingerprint(server)).toBe(fingerprint);
    });

    it('pays once for one reward claimed at once under different keys, and under one key sent 20 times', async () => {
      const member = await newMember(server, `racer_${kind}`);
      const api = memberCalls(server, member.token);
      const first = await grant(member, { amount: 300n });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api.post(rewardEndpoints.claimReward.path, { rewardId: first }, newKey())),
      );
      expect(results.filter((r) => envelope(r).success)).toHaveLength(1);
      expect(results.filter((r) => envelope(r).errorCode === 'request.state.conflict')).toHaveLength(4);

      const second = await grant(member, { amount: 700n });
      const key = newKey();
      const same = await Promise.all(
        Array.from({ length: 20 }, () => api.post(rewardEndpoints.claimReward.path, { rewardId: second }, key)),
      );
      expect(same.every((r) => envelope(r).success)).toBe(true);
      // Identical replies (the stored one comes back from jsonb, so compare values, not key order).
      for (const reply of same) expect(envelope(reply).value).toEqual(envelope(same[0]!).value);
      expect(await walletBalance(server, member.id, 'bonus')).toBe(1_000n);
    });

    it('lists credits to the bonus wallet as bonus records', async () => {
      const now = server.clock.now.getTime();
      const page = envelope<Page<BonusRecord>>(
        await memberCalls(server, player.token).get(rewardEndpoints.bonuses.path, {
          startTime: now - DAY,
          endTime: now + 1,
          pageNo: 1,
          pageSize: 10,
        }),
      ).value;
      expect(page.content).toEqual([
        expect.objectContaining({ title: 'Welcome bonus', amountMinor: '888', createdAt: now }),
      ]);
      const bad = await memberCalls(server, player.token).get(rewardEndpoints.bonuses.path, {
        startTime: now - 100 * DAY,
        endTime: now,
        pageNo: 1,
        pageSize: 10,
      });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).message).toMatch(/at most 93 days/);
    });
  });

  describe('manual rebate', () => {
    it("computes demo_player's seeded rebate for yesterday at the merchant's rates", async () => {
      const value = envelope<RebateValue>(
        await memberCalls(server, player.token).get(rewardEndpoints.rebate.path),
      ).value;
      const period = previousDay(server.clock.now);
      expect(value).toMatchObject({
        period: period.key,
        periodStart: period.start.getTime(),
        periodEnd: period.end.getTime(),
        claimable: true,
        claimedAt: null,
      });
      // Seeded yesterday: AG LIVE 50 + 25 at 5‰, PT and PG RNG 20 + 10 at 8‰.
      expect(value.lines).toEqual([
        { gameType: 'LIVE', validBetMinor: '7500', rebateMinor: '37' },
        { gameType: 'RNG', validBetMinor: '3000', rebateMinor: '24' },
      ]);
      expect(value.totalMinor).toBe('61');
      expect(value.rates).toContainEqual({ gameType: 'LIVE', ratePermille: 5 });
    });

    it('equals the rebate recomputed from the raw bets, to the minor unit, and pays it once', async () => {
      const member = await newMember(server, `rebater_${kind}`);
      await credit(server, member.id, 10_000_000n, new Date(server.clock.now.getTime() - 3 * DAY));
      const period = previousDay(server.clock.now);
      // Odd amounts so each line has a fraction to floor; a bet settled today does not count.
      const rounds: [string, bigint, bigint | undefined, number][] = [
        ['RNG', 12_345n, undefined, 1],
        ['RNG', 99_999n, 50_001n, 2],
        ['LIVE', 7_777n, undefined, 3],
        ['FISH', 333n, undefined, 4],
        ['LOTT', 1_001n, undefined, 5],
        ['KENO', 5_000n, undefined, 6],
        ['RNG', 40_000n, undefined, 30],
      ];
      for (const [i, [gameType, stake, validBet, hour]] of rounds.entries()) {
        const at = new Date(period.start.getTime() + hour * 3_600_000);
        const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `rb-${kind}-${i}`, memberId: member.id };
        await placeBet(server.services.db, { ...ref, gameType, gameName: 'Rebate test', stakeMinor: stake, now: at });
        await settleRound(server.services.db, {
          ...ref,
          payoutMinor: 0n,
          ...(validBet !== undefined && { validBetMinor: validBet }),
          now: new Date(at.getTime() + 1000),
        });
      }

      // Recomputed here from the raw bets with the merchant's rates.
      const rates = (
        await server.services.db
          .selectFrom('money_settings')
          .select('rebate_rates')
          .where('merchant_code', '=', 'demo')
          .executeTakeFirstOrThrow()
      ).rebate_rates;
      const bets = await server.services.db
        .selectFrom('bets')
        .select(['game_type', 'valid_bet'])
        .where('member_id', '=', member.id)
        .where('status', '=', 'settled')
        .where('settled_at', '>=', period.start)
        .where('settled_at', '<', period.end)
        .execute();
      const byType = new Map<string, bigint>();
      for (const b of bets) byType.set(b.game_type, (byType.get(b.game_type) ?? 0n) + b.valid_bet);
      const expected = [...byType.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([gameType, valid]) => ({
          gameType,
          validBetMinor: valid.toString(),
          rebateMinor: ((valid * BigInt(rates[gameType] ?? 0)) / 1000n).toString(),
        }));
      const total = expected.reduce((sum, l) => sum + BigInt(l.rebateMinor), 0n);
      expect(total).toBe(541n);

      const api = memberCalls(server, member.token);
      const value = envelope<RebateValue>(await api.get(rewardEndpoints.rebate.path)).value;
      expect(value.lines).toEqual(expected);
      expect(value).toMatchObject({ totalMinor: total.toString(), claimable: true });

      const mainBefore = await walletBalance(server, member.id);
      const claim = await api.post(rewardEndpoints.claimRebate.path, { period: period.key }, newKey());
      expect(envelope(claim)).toMatchObject({ success: true, message: expect.stringMatching(/main wallet/) });
      expect(await walletBalance(server, member.id)).toBe(mainBefore + total);
      const posted = await server.services.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select(['ledger_entries.amount', 'ledger_transactions.kind'])
        .where('ledger_transactions.idempotency_key', '=', `rebate:${member.id}:${period.key}`)
        .where('ledger_accounts.member_id', '=', member.id)
        .execute();
      expect(posted).toEqual([{ amount: total, kind: 'rebate' }]);
      const claimRow = await server.services.db
        .selectFrom('rebate_claims')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(claimRow).toMatchObject({ period: period.key, amount: total });

      const fingerprint = await moneyFingerprint(server);
      const again = await api.post(rewardEndpoints.claimRebate.path, { period: period.key }, newKey());
      expect(envelope(again)).toMatchObject({
        success: false,
        errorCode: 'request.state.conflict',
        message: `The rebate for ${period.key} has already been claimed.`,
      });
      expect(await moneyFingerprint(server)).toBe(fingerprint);
      const after = envelope<RebateValue>(await api.get(rewardEndpoints.rebate.path)).value;
      expect(after).toMatchObject({
        claimable: false,
        claimedAt: server.clock.now.getTime(),
        totalMinor: total.toString(),
      });

      // The claim shows in profit and loss as rebate.
      const now = server.clock.now.getTime();
      const pl = envelope<ProfitLossValue>(
        await api.get(recordEndpoints.profitLoss.path, { startTime: now - DAY, endTime: now + 1 }),
      ).value;
      expect(pl.rebateMinor).toBe(total.toString());
    });

    it('pays a period once when claims under different keys arrive at once', async () => {
      const member = await newMember(server, `rebate_racer_${kind}`);
      await credit(server, member.id, 100_000n, new Date(server.clock.now.getTime() - 3 * DAY));
      const period = previousDay(server.clock.now);
      const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `rr-${kind}`, memberId: member.id };
      await placeBet(server.services.db, {
        ...ref,
        gameType: 'RNG',
        gameName: 'Race',
        stakeMinor: 50_000n,
        now: new Date(period.start.getTime() + 1000),
      });
      await settleRound(server.services.db, { ...ref, payoutMinor: 0n, now: new Date(period.start.getTime() + 2000) });
      const api = memberCalls(server, member.token);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api.post(rewardEndpoints.claimRebate.path, { period: period.key }, newKey())),
      );
      expect(results.filter((r) => envelope(r).success)).toHaveLength(1);
      expect(results.filter((r) => envelope(r).errorCode === 'request.state.conflict')).toHaveLength(4);
      expect(await walletBalance(server, member.id)).toBe(50_000n + 400n);
    });

    it('refuses a period with nothing to claim, another period, bad input and trial accounts; no change', async () => {
      const idle = await newMember(server, `idle_${kind}`);
      const api = memberCalls(server, idle.token);
      const period = previousDay(server.clock.now);
      const value = envelope<RebateValue>(await api.get(rewardEndpoints.rebate.path)).value;
      expect(value).toMatchObject({ lines: [], totalMinor: '0', claimable: false, claimedAt: null });

      const fingerprint = await moneyFingerprint(server);
      const nothing = await api.post(rewardEndpoints.claimRebate.path, { period: period.key }, newKey());
      expect(envelope(nothing)).toMatchObject({
        success: false,
        errorCode: 'request.state.conflict',
        message: expect.stringMatching(/no rebate to claim/),
      });
      const older = previousDay(new Date(period.start.getTime()));
      const wrong = await api.post(rewardEndpoints.claimRebate.path, { period: older.key }, newKey());
      expect(envelope(wrong)).toMatchObject({
        success: false,
        message: expect.stringMatching(new RegExp(`open for claims is ${period.key}`)),
      });
      const noKey = await api.post(rewardEndpoints.claimRebate.path, { period: period.key });
      expect(envelope(noKey).errorCode).toBe('idempotency.key.required');
      const badPeriod = await api.post(rewardEndpoints.claimRebate.path, { period: 'yesterday' }, newKey());
      expect(badPeriod.statusCode).toBe(400);
      expect(envelope(badPeriod).message).toMatch(/"period"/);

      const trial = await newMember(server, `trial_rb_${kind}`, { type: 4 });
      const refused = await memberCalls(server, trial.token).post(
        rewardEndpoints.claimRebate.path,
        { period: period.key },
        newKey(),
      );
      expect(envelope(refused)).toMatchObject({ success: false, errorCode: 'trial.account' });
      expect(await moneyFingerprint(server)).toBe(fingerprint);
    });

    it('leaves every ledger invariant holding', async () => {
      expect(await ledgerViolations(server)).toEqual([]);
    });
  });
});
