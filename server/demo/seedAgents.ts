/**
 * The agent part of the demo data, run by seed.ts inside its transaction after seedPlay.ts:
 * every merchant's agent settings and agent notices (announcements of type AG), and a small
 * team under demo_agent so the agent centre has something to show:
 *
 *   demo_agent (seeded by seed.ts) holds daily and real-time salary contracts from the house (demo_house)
 *   ├── demo_subagent   agent, password SubAgent2026, holds an accepted daily salary contract
 *   │   └── demo_team3  member, password Team2026
 *   ├── demo_team1      member, password Team2026
 *   └── demo_team2      member, password Team2026
 *
 * Each of them deposited three days ago through the cashier's own settlement and played a few
 * small rounds yesterday and today through the betting service (vendor PG plays from the main
 * wallet). Wins stay small, so the winner board keeps showing real players' wins first.
 *
 * Every step is guarded (ON CONFLICT, "if none yet"), so a rerun adds only what is missing.
 */
import { sql } from 'kysely';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { hashPassword } from '../domains/auth/passwords';
import { merchantMoney } from '../domains/betting/settings';
import { placeBet, settleRound } from '../domains/betting/rounds';
import { confirmDepositIn, insertDeposit } from '../domains/cashier/depositSettlement';
import { unusablePayTokenHash } from '../domains/cashier/payToken';
import type { Trx } from '../domains/ledger/post';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The demo team, parents before children. Amounts in minor units of USD (merchant demo). */
export const DEMO_TEAM = [
  {
    username: 'demo_subagent',
    password: 'SubAgent2026',
    nickname: 'Demo Sub-agent',
    type: 1,
    parent: 'demo_agent',
    deposit: 50_000n,
  },
  {
    username: 'demo_team1',
    password: 'Team2026',
    nickname: 'Demo Team 1',
    type: 0,
    parent: 'demo_agent',
    deposit: 30_000n,
  },
  {
    username: 'demo_team2',
    password: 'Team2026',
    nickname: 'Demo Team 2',
    type: 0,
    parent: 'demo_agent',
    deposit: 20_000n,
  },
  {
    username: 'demo_team3',
    password: 'Team2026',
    nickname: 'Demo Team 3',
    type: 0,
    parent: 'demo_subagent',
    deposit: 15_000n,
  },
] as const;

/** Per member: [stake, payout] of yesterday's and today's rounds (minor units). */
const ROUNDS: Record<string, { yesterday: [bigint, bigint][]; today: [bigint, bigint][] }> = {
  demo_subagent: {
    yesterday: [
      [2_000n, 0n],
      [1_000n, 2_500n],
    ],
    today: [[1_500n, 0n]],
  },
  demo_team1: {
    yesterday: [
      [1_000n, 0n],
      [500n, 1_200n],
    ],
    today: [
      [800n, 0n],
      [700n, 1_400n],
    ],
  },
  demo_team2: { yesterday: [[1_200n, 0n]], today: [[600n, 900n]] },
  demo_team3: {
    yesterday: [[400n, 0n]],
    today: [
      [300n, 0n],
      [300n, 600n],
    ],
  },
};

const GAMES = ['Mahjong Ways', 'Fortune Tiger', 'Lucky Neko'];

/**
 * The daily salary the house pays demo_agent, and the one demo_agent pays demo_subagent: an agent
 * offers at most its own rate, and one holder's salary kinds together at most the stack ceiling
 * of contracts/ceilings.ts (0.80 %, below hi-lo's 1 % house edge).
 */
const HOUSE_DAILY_SALARY: ContractTerms = {
  kind: 'daily',
  salary: {
    tiers: [
      { betAmountMinor: '100000', activeMembers: 1, rateBp: 40 },
      { betAmountMinor: '500000', activeMembers: 3, rateBp: 60 },
    ],
  },
};
/**
 * The real-time salary the house pays demo_agent (0.20 % of lost, 0.10 % of won valid bet): with
 * the daily 0.60 % it fills the 0.80 % stack ceiling, and it lets demo_agent offer real-time salary
 * (tests/e2e/agentCentre.spec.ts does).
 */
const HOUSE_REALTIME_SALARY: ContractTerms = {
  kind: 'realtime',
  realtime: { lossRateBp: 20, profitRateBp: 10, singleBetMinor: '1000' },
};
const DAILY_SALARY: ContractTerms = {
  kind: 'daily',
  salary: {
    tiers: [
      { betAmountMinor: '100000', activeMembers: 1, rateBp: 30 },
      { betAmountMinor: '500000', activeMembers: 3, rateBp: 50 },
    ],
  },
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Agent notices per merchant, newest first. */
const NOTICES: Record<string, { title: string; content: string }[]> = {
  demo: [
    {
      title: 'Daily salary now paid every morning',
      content: p(
        'Daily salary contracts settle at <strong>00:10 UTC</strong> for the day before.',
        'See <em>Daily wages</em> for every payment.',
      ),
    },
    {
      title: 'New: invitation links for sub-agents',
      content: p('Create a link in <em>Add account</em> that registers new sign-ups as agents under you.'),
    },
    {
      title: 'Team reports export to CSV',
      content: p('Every team report can be downloaded as a CSV file for up to 93 days at a time.'),
    },
  ],
  demokr: [
    { title: '일일 급여 지급 안내', content: p('일일 급여는 매일 <strong>00:10 UTC</strong>에 정산됩니다.') },
    { title: '하위 에이전트 초대 링크', content: p('계정 추가 메뉴에서 에이전트 초대 링크를 만들 수 있습니다.') },
  ],
};

/** Argon2 is slow on purpose: hash before the seed's transaction and lock (one hash per password). */
export async function prepareAgentSeed(): Promise<Map<string, string>> {
  const passwords = [...new Set(DEMO_TEAM.map((m) => m.password))];
  const hashes = await Promise.all(
    passwords.map(async (password) => [password, await hashPassword(password)] as const),
  );
  return new Map(hashes);
}

async function seedSettingsAndNotices(trx: Trx, now: Date): Promise<void> {
  const merchants = await trx.selectFrom('merchants').select('code').execute();
  for (const { code } of merchants) {
    await trx
      .insertInto('agent_settings')
      .values({ merchant_code: code })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
    const notices = NOTICES[code] ?? [];
    const existing = await sql<{
      id: bigint;
    }>`SELECT id FROM announcements WHERE merchant_code = ${code} AND type = 'AG' LIMIT 1`.execute(trx);
    if (existing.rows.length > 0 || notices.length === 0) continue;
    // The announcements table's Kysely type predates type AG; the check constraint allows it.
    await sql`INSERT INTO announcements (merchant_code, type, title, content, images, starts_at, ends_at, created_at)
      VALUES ${sql.join(
        notices.map(
          (n, i) =>
            sql`(${code}, 'AG', ${n.title}, ${n.content}, '[]'::jsonb, ${new Date(now.getTime() - DAY_MS)},
              ${new Date(now.getTime() + 365 * DAY_MS)}, ${new Date(now.getTime() - (i + 1) * MINUTE_MS)})`,
        ),
      )}`.execute(trx);
  }
}

async function seedTeam(trx: Trx, passwordHashes: Map<string, string>, now: Date): Promise<void> {
  const money = await merchantMoney(trx, 'demo');
  const agent = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'demo_agent')
    .executeTakeFirst();
  if (!money || !agent) return;
  const already = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'demo_subagent')
    .executeTakeFirst();
  if (already) return;

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const yesterday = today - DAY_MS;
  const depositedAt = new Date(now.getTime() - 3 * DAY_MS);
  const ids = new Map<string, bigint>([['demo_agent', agent.id]]);
  for (const [index, m] of DEMO_TEAM.entries()) {
    const member = await trx
      .insertInto('members')
      .values({
        merchant_code: 'demo',
        username: m.username,
        password_hash: passwordHashes.get(m.password)!,
        type: m.type,
        nickname: m.nickname,
        parent_id: ids.get(m.parent)!,
        register_source: 'seed',
        created_at: new Date(depositedAt.getTime() - (DEMO_TEAM.length - index) * MINUTE_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(m.username, member.id);

    const deposit = await insertDeposit(
      trx,
      { merchantCode: 'demo', memberId: member.id, methodId: 'bank', amount: m.deposit, now: depositedAt },
      unusablePayTokenHash,
    );
    await confirmDepositIn(trx, deposit.id, new Date(depositedAt.getTime() + MINUTE_MS));

    const rounds = ROUNDS[m.username]!;
    // Yesterday's from 14:00 UTC a minute apart; today's spread over the part of today that has
    // passed, each settled before now.
    const yesterdayAt = rounds.yesterday.map((_, i) => yesterday + 14 * 60 * MINUTE_MS + i * MINUTE_MS);
    const step = (now.getTime() - today) / (rounds.today.length + 1);
    const todayAt = rounds.today.map((_, i) => today + Math.floor(step * (i + 1)));
    const plays: [number, [bigint, bigint]][] = [
      ...rounds.yesterday.map((r, i): [number, [bigint, bigint]] => [yesterdayAt[i]!, r]),
      ...rounds.today.map((r, i): [number, [bigint, bigint]] => [todayAt[i]!, r]),
    ];
    for (const [i, [at, [stake, payout]]] of plays.entries()) {
      const ref = {
        merchantCode: 'demo',
        vendor: 'PG',
        roundId: `seed-team-${m.username}-${i + 1}`,
        memberId: member.id,
      };
      await placeBet(trx, {
        ...ref,
        gameType: 'RNG',
        gameName: GAMES[i % GAMES.length]!,
        stakeMinor: stake,
        now: new Date(at),
      });
      await settleRound(trx, {
        ...ref,
        payoutMinor: payout,
        now: new Date(at + Math.min(1_000, Math.floor(step / 2))),
      });
    }
  }

  const offeredAt = new Date(depositedAt.getTime() + 10 * MINUTE_MS);
  const house = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'demo_house')
    .executeTakeFirst();
  for (const terms of house ? [HOUSE_DAILY_SALARY, HOUSE_REALTIME_SALARY] : []) {
    await trx
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: terms.kind,
        agent_id: house!.id,
        member_id: agent.id,
        status: 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: contractRateBp(terms),
        created_at: new Date(offeredAt.getTime() - 2 * MINUTE_MS),
        decided_at: new Date(offeredAt.getTime() - MINUTE_MS),
      })
      .execute();
  }
  await trx
    .insertInto('contracts')
    .values({
      merchant_code: 'demo',
      kind: 'daily',
      agent_id: agent.id,
      member_id: ids.get('demo_subagent')!,
      status: 'accepted',
      terms: JSON.stringify(DAILY_SALARY),
      rate_bp: contractRateBp(DAILY_SALARY),
      created_at: offeredAt,
      decided_at: new Date(offeredAt.getTime() + 5 * MINUTE_MS),
    })
    .execute();
}

export async function seedAgents(trx: Trx, passwordHashes: Map<string, string>, now: Date = new Date()): Promise<void> {
  await seedSettingsAndNotices(trx, now);
  await seedTeam(trx, passwordHashes, now);
}
