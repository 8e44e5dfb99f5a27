/**
 * Referral, missions, the leaderboard and the member menu's badges: the invite code and link,
 * invitation counts, mission progress from bets and deposits with its reward issued once per
 * month, the top 20 by valid bets with other accounts masked, and the three badge counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rewardEndpoints,
  badgeEndpoint,
  type BadgeCounts,
  type LeaderboardRow,
  type MissionSummaryValue,
  type ReferralValue,
  type Reward,
} from '../../src/shared/wire/rewards';
import { placeBet, settleRound } from '../../server/domains/betting/rounds';
import { maskAccount } from '../../server/domains/rewards/missions';
import { monthOf } from '../../server/domains/rewards/periods';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';
import {
  credit,
  creditedDeposit,
  envelope,
  ledgerViolations,
  memberCalls,
  newKey,
  newMember,
  type TestMember,
} from './bettingSupport';

describe.each(backends)('referral, missions and badges on %s', (kind) => {
  let server: TestServer;
  let rounds = 0;

  /** A settled round of `validBet`, by default this month and not in the future. */
  async function play(
    member: TestMember,
    validBet: bigint,
    at: Date = new Date(Math.max(monthOf(server.clock.now).start.getTime(), server.clock.now.getTime() - 60_000)),
  ) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `c-${kind}-${++rounds}`, memberId: member.id };
    await placeBet(server.services.db, {
      ...ref,
      gameType: 'RNG',
      gameName: 'Community',
      stakeMinor: validBet,
      now: at,
    });
    await settleRound(server.services.db, { ...ref, payoutMinor: 0n, now: at });
  }

  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  describe('referral', () => {
    it('generates a unique code on request, keeps it, and builds the invite link from the main domain', async () => {
      const member = await newMember(server, `referrer_${kind}`);
      const api = memberCalls(server, member.token);
      const before = envelope<ReferralValue>(
        await api.get(rewardEndpoints.referral.path, { autoGenerate: false }),
      ).value;
      expect(before).toMatchObject({ referralCode: '', inviteUrl: '', totalInvitations: 0, activeInvitations: 0 });

      const value = envelope<ReferralValue>(await api.get(rewardEndpoints.referral.path, { autoGenerate: true })).value;
      expect(value.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(value.inviteUrl).toBe(`http://127.0.0.1:8080/register?referralCode=${value.referralCode}`);
      expect(value.promotionDomains).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
      const stored = await server.services.db
        .selectFrom('members')
        .select('affiliate_code')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(stored.affiliate_code).toBe(value.referralCode);
      const again = envelope<ReferralValue>(await api.get(rewardEndpoints.referral.path, { autoGenerate: true })).value;
      expect(again.referralCode).toBe(value.referralCode);

      // Concurrent first visits of another member agree on one code.
      const second = await newMember(server, `referrer2_${kind}`);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          memberCalls(server, second.token).get(rewardEndpoints.referral.path, { autoGenerate: true }),
        ),
      );
      expect(new Set(answers.map((a) => envelope<ReferralValue>(a).value.referralCode)).size).toBe(1);
      expect(envelope<ReferralValue>(answers[0]!).value.referralCode).not.toBe(value.referralCode);
    });

    it('counts the members registered under the member, and those of them who deposited', async () => {
      const agent = await newMember(server, `inviter_${kind}`);
      const invited = await Promise.all(
        [1, 2, 3].map((n) => newMember(server, `invitee${n}_${kind}`, { parentId: agent.id })),
      );
      await creditedDeposit(server, invited[0]!.id, 10_000n);
      // A ledger credit that is not a deposit does not make an invitee active.
      await credit(server, invited[1]!.id, 500n);
      await newMember(server, `stranger_${kind}`);
      const value = envelope<ReferralValue>(
        await memberCalls(server, agent.token).get(rewardEndpoints.referral.path, { autoGenerate: true }),
      ).value;
      expect(value).toMatchObject({ totalInvitations: 3, activeInvitations: 1 });
      // An agent's own link makes downlines (?affiliateCode=), a member's records referrals.
      const agentRow = await newMember(server, `agent_ref_${kind}`, { type: 1 });
      const agentLink = envelope<ReferralValue>(
        await memberCalls(server, agentRow.token).get(rewardEndpoints.referral.path, { autoGenerate: true }),
      ).value;
      expect(agentLink.inviteUrl).toContain(`/register?affiliateCode=${agentLink.referralCode}`);
      const invitee = envelope<ReferralValue>(
        await memberCalls(server, invited[0]!.token).get(rewardEndpoints.referral.path, { autoGenerate: false }),
      ).value;
      expect(invitee.totalInvitations).toBe(0);
    });

    it('refuses trial accounts and a malformed flag', async () => {
      const trial = await newMember(server, `trial_ref_${kind}`, { type: 4 });
      const refused = await memberCalls(server, trial.token).get(rewardEndpoints.referral.path, { autoGenerate: true });
      expect(envelope(refused)).toMatchObject({ success: false, errorCode: 'trial.account' });
      const member = await newMember(server, `flag_${kind}`);
      const bad = await memberCalls(server, member.token).get(rewardEndpoints.referral.path, { autoGenerate: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).message).toMatch(/"autoGenerate"/);
    });
  });

  describe('missions', () => {
    it("shows the merchant's missions with this month's progress; issues a completed one's reward once", async () => {
      const member = await newMember(server, `missioner_${kind}`);
      await credit(server, member.id, 200_000n);
      const api = memberCalls(server, member.token);
      const start = envelope<MissionSummaryValue>(await api.get(rewardEndpoints.missionSummary.path)).value;
      expect(
        start.missions.map((m) => [m.title, m.kind, m.progressMinor, m.targetMinor, m.rewardMinor, m.completed]),
      ).toEqual([
        ['Bet 500.00 this month', 'valid_bet', '0', '50000', '500', false],
        ['Deposit 1,000.00 this month', 'deposit', '0', '100000', '1000', false],
      ]);
      expect(start.completedCount).toBe(0);

      // Last month's bets and an open round do not count; this month's settled valid bets do.
      await play(member, 40_000n, new Date(monthOf(server.clock.now).start.getTime() - 1_000));
      await placeBet(server.services.db, {
        merchantCode: 'demo',
        vendor: 'PG',
        roundId: `open-${kind}`,
        memberId: member.id,
        gameType: 'RNG',
        gameName: 'Open',
        stakeMinor: 30_000n,
        now: server.clock.now,
      });
      await play(member, 30_000n);
      const partial = envelope<MissionSummaryValue>(await api.get(rewardEndpoints.missionSummary.path)).value;
      expect(partial.missions[0]).toMatchObject({ progressMinor: '30000', completed: false });
      expect(envelope<BadgeCounts>(await api.get(badgeEndpoint.path)).value.missions).toBe(0);

      await play(member, 20_000n);
      const [first, second] = await Promise.all([
        api.get(rewardEndpoints.missionSummary.path),
        api.get(rewardEndpoints.missionSummary.path),
      ]);
      for (const res of [first, second]) {
        expect(envelope<MissionSummaryValue>(res).value).toMatchObject({
          completedCount: 1,
          missions: [{ progressMinor: '50000', completed: true }, { completed: false }],
        });
      }
      const missionId = envelope<MissionSummaryValue>(first!).value.missions[0]!.id;
      const issued = await server.services.db
        .selectFrom('rewards')
        .selectAll()
        .where('member_id', '=', member.id)
        .execute();
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({
        kind: 'mission',
        title: 'Bet 500.00 this month',
        amount: 500n,
        status: 'available',
        event_key: `mission:${missionId}:${monthOf(server.clock.now).key}`,
      });

      // Done but unclaimed: the badge says so until the reward is claimed.
      expect(envelope<BadgeCounts>(await api.get(badgeEndpoint.path)).value).toMatchObject({ missions: 1, rewards: 1 });
      const rewards = envelope<Reward[]>(await api.get(rewardEndpoints.rewards.path)).value;
      expect(rewards).toHaveLength(1);
      expect(
        envelope(await api.post(rewardEndpoints.claimReward.path, { rewardId: rewards[0]!.id }, newKey())).success,
      ).toBe(true);
      expect(envelope<BadgeCounts>(await api.get(badgeEndpoint.path)).value).toMatchObject({ missions: 0, rewards: 0 });
      // Completed stays completed, and claiming does not issue it again.
      await play(member, 10_000n);
      expect(
        envelope<MissionSummaryValue>(await api.get(rewardEndpoints.missionSummary.path)).value.completedCount,
      ).toBe(1);
      expect(
        await server.services.db.selectFrom('rewards').select('id').where('member_id', '=', member.id).execute(),
      ).toHaveLength(1);
    });

    it('measures deposit missions on credited deposits of this month', async () => {
      const member = await newMember(server, `depositor_${kind}`);
      await creditedDeposit(server, member.id, 60_000n);
      await creditedDeposit(server, member.id, 40_000n);
      const value = envelope<MissionSummaryValue>(
        await memberCalls(server, member.token).get(rewardEndpoints.missionSummary.path),
      ).value;
      expect(value.missions[1]).toMatchObject({ kind: 'deposit', progressMinor: '100000', completed: true });
      const issued = await server.services.db
        .selectFrom('rewards')
        .select(['title', 'amount'])
        .where('member_id', '=', member.id)
        .execute();
      expect(issued).toEqual([{ title: 'Deposit 1,000.00 this month', amount: 1_000n }]);
    });
  });

  describe('leaderboard', () => {
    it("ranks the merchant's top 20 by valid bets this month, masking every account but the member's own", async () => {
      const players: TestMember[] = [];
      for (let i = 0; i < 22; i++) {
        const p = await newMember(server, `board${String(i).padStart(2, '0')}_${kind}`);
        await credit(server, p.id, 20_000_000n);
        // Scores far above anything else in this database, so these 22 fill the board.
        await play(p, 10_000_000n + BigInt(i) * 1_000n);
        players.push(p);
      }
      const me = players[5]!;
      const board = envelope<LeaderboardRow[]>(
        await memberCalls(server, me.token).get(rewardEndpoints.missionLeaderboard.path),
      ).value;
      expect(board).toHaveLength(20);
      expect(board.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const scores = board.map((r) => BigInt(r.scoreMinor));
      expect([...scores].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(scores);
      expect(board[0]).toMatchObject({
        account: maskAccount(players[21]!.username),
        scoreMinor: '10021000',
        isMe: false,
      });
      const mine = board.filter((r) => r.isMe);
      expect(mine).toEqual([{ rank: 17, account: me.username, scoreMinor: '10005000', isMe: true }]);
      for (const row of board.filter((r) => !r.isMe)) {
        expect(row.account).toContain('***');
        expect(players.some((p) => p.username === row.account)).toBe(false);
      }
      // Board 00 and 01 have the lowest scores: off the board.
      expect(board.some((r) => r.account === maskAccount(players[0]!.username) && r.scoreMinor === '10000000')).toBe(
        false,
      );
    });

    it('masks accounts so they can be recognised but not read', () => {
      expect(maskAccount('demo_player')).toBe('de***er');
      expect(maskAccount('abcd')).toBe('a***d');
      expect(maskAccount('ab')).toBe('a***');
    });
  });

  describe('badges', () => {
    it('counts unread messages, claimable rewards and unclaimed mission rewards of the member only', async () => {
      const member = await newMember(server, `badged_${kind}`);
      const other = await newMember(server, `unbadged_${kind}`);
      const now = server.clock.now;
      const message = (memberId: bigint, n: number, read: boolean) => ({
        merchant_code: 'demo',
        member_id: memberId,
        kind: 'notice',
        title: `Notice ${n}`,
        content: 'Hello',
        event_key: `test:${n}`,
        created_at: now,
        read_at: read ? now : null,
      });
      await server.services.db
        .insertInto('messages')
        .values([
          message(member.id, 1, false),
          message(member.id, 2, false),
          message(member.id, 3, true),
          message(other.id, 4, false),
        ])
        .execute();
      const reward = (memberId: bigint, n: number, values: { status?: 'available' | 'claimed'; expiresAt?: Date }) => ({
        merchant_code: 'demo',
        member_id: memberId,
        kind: 'promotion' as const,
        title: `Promo ${n}`,
        amount: 100n,
        event_key: `test:${n}`,
        created_at: now,
        status: values.status ?? 'available',
        expires_at: values.expiresAt ?? null,
      });
      await server.services.db
        .insertInto('rewards')
        .values([
          reward(member.id, 1, {}),
          reward(member.id, 2, { expiresAt: new Date(now.getTime() + 60_000) }),
          reward(member.id, 3, { expiresAt: new Date(now.getTime() - 1) }),
          reward(member.id, 4, { status: 'claimed' }),
          reward(other.id, 5, {}),
        ])
        .execute();
      const badges = await memberCalls(server, member.token).get(badgeEndpoint.path);
      expect(envelope(badges)).toMatchObject({ success: true, value: { messages: 2, rewards: 2, missions: 0 } });
      expect(envelope<BadgeCounts>(await memberCalls(server, other.token).get(badgeEndpoint.path)).value).toEqual({
        messages: 1,
        rewards: 1,
        missions: 0,
      });
      const anonymous = await server.app.inject({ method: 'GET', url: badgeEndpoint.path, headers: wireHeaders() });
      expect(anonymous.statusCode).toBe(401);
    });

    it('leaves every ledger invariant holding', async () => {
      expect(await ledgerViolations(server)).toEqual([]);
    });
  });
});
