/**
 * Missions: the merchant's targets for this calendar month (UTC), measured on valid bets of the
 * rounds settled this month or on deposits credited this month. Completing one issues a
 * 'mission' reward once per month (rewards.event_key 'mission:<id>:<YYYY-MM>', unique per
 * member): issuance is an INSERT … ON CONFLICT DO NOTHING, so any number of callers issue it once.
 */
import { sql, type Kysely } from 'kysely';
import type { LeaderboardRow, MissionSummaryValue } from '../../../src/shared/wire/rewards';
import type { DB } from '../../db/schema';
import { monthOf, type Period } from './periods';

/** One row per mission of the merchant with the member's progress this month. */
function progress(memberId: bigint, merchantCode: string, month: Period) {
  return sql<{
    id: bigint;
    title: string;
    kind: 'valid_bet' | 'deposit';
    target: bigint;
    reward: bigint;
    progress: bigint;
  }>`
    WITH bet AS (
      SELECT coalesce(sum(valid_bet), 0)::bigint AS total FROM bets
      WHERE member_id = ${memberId} AND status = 'settled'
        AND settled_at >= ${month.start} AND settled_at < ${month.end}
    ), dep AS (
      SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposits
      WHERE member_id = ${memberId} AND status = 'credited'
        AND settled_at >= ${month.start} AND settled_at < ${month.end}
    )
    SELECT mi.id, mi.title, mi.kind, mi.target, mi.reward, mi.sort,
           CASE WHEN mi.kind = 'valid_bet' THEN bet.total ELSE dep.total END AS progress
    FROM missions mi CROSS JOIN bet CROSS JOIN dep
    WHERE mi.merchant_code = ${merchantCode}`;
}

export const missionEventKey = (missionId: bigint | string, month: Period) => `mission:${missionId}:${month.key}`;

/** Issues the reward of every mission the member has completed this month and not yet been given. */
export async function issueMissionRewards(
  db: Kysely<DB>,
  memberId: bigint,
  merchantCode: string,
  now: Date,
): Promise<number> {
  const month = monthOf(now);
  const result = await sql`
    INSERT INTO rewards (merchant_code, member_id, kind, title, amount, to_bonus, event_key, created_at)
    SELECT ${merchantCode}, ${memberId}, 'mission', p.title, p.reward, true,
      'mission:' || p.id || ':' || ${month.key}, ${now}
    FROM (${progress(memberId, merchantCode, month)}) p
    WHERE p.progress >= p.target
    ON CONFLICT (member_id, event_key) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export async function missionSummary(
  db: Kysely<DB>,
  memberId: bigint,
  merchantCode: string,
  now: Date,
): Promise<MissionSummaryValue> {
  const month = monthOf(now);
  const rows = (
    await sql<{
      id: bigint;
      title: string;
      kind: 'valid_bet' | 'deposit';
      target: bigint;
      reward: bigint;
      progress: bigint;
    }>`
    SELECT * FROM (${progress(memberId, merchantCode, month)}) p ORDER BY p.sort, p.id`.execute(db)
  ).rows;
  const missions = rows.map((m) => ({
    id: m.id.toString(),
    title: m.title,
    kind: m.kind,
    progressMinor: m.progress.toString(),
    targetMinor: m.target.toString(),
    rewardMinor: m.reward.toString(),
    completed: m.progress >= m.target,
  }));
  return { missions, completedCount: missions.filter((m) => m.completed).length };
}

/** Others appear masked on the board ('de***er'); the member sees their own account in full. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const LEADERBOARD_SIZE = 20;

/** The merchant's top members by valid bets of the rounds settled this month. */
export async function missionLeaderboard(
  db: Kysely<DB>,
  memberId: bigint,
  merchantCode: string,
  now: Date,
): Promise<LeaderboardRow[]> {
  const month = monthOf(now);
  const rows = await db
    .selectFrom('bets')
    .innerJoin('members', 'members.id', 'bets.member_id')
    .select([
      'bets.member_id',
      'members.username',
      (eb) => sql<bigint>`${eb.fn.sum('bets.valid_bet')}::bigint`.as('score'),
    ])
    .where('bets.merchant_code', '=', merchantCode)
    .where('bets.status', '=', 'settled')
    .where('bets.settled_at', '>=', month.start)
    .where('bets.settled_at', '<', month.end)
    .groupBy(['bets.member_id', 'members.username'])
    .having((eb) => eb.fn.sum('bets.valid_bet'), '>', 0)
    .orderBy('score', 'desc')
    .orderBy('bets.member_id')
    .limit(LEADERBOARD_SIZE)
    .execute();
  return rows.map((r, i) => {
    const isMe = r.member_id === memberId;
    return { rank: i + 1, account: isMe ? r.username : maskAccount(r.username), scoreMinor: r.score.toString(), isMe };
  });
}

/** Completed missions of this month whose reward is still waiting to be claimed. */
export async function unclaimedMissionRewards(db: Kysely<DB>, memberId: bigint, now: Date): Promise<number> {
  const month = monthOf(now);
  const row = await db
    .selectFrom('rewards')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'mission')
    .where('status', '=', 'available')
    .where('event_key', 'like', `mission:%:${month.key}`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
