/** The member menu's badge counts in one call: unread messages, rewards to claim, missions done but unclaimed. */
import type { Kysely } from 'kysely';
import type { BadgeCounts } from '../../../src/shared/wire/rewards';
import type { DB } from '../../db/schema';
import { unclaimedMissionRewards } from './missions';

export async function badgeCounts(db: Kysely<DB>, memberId: bigint, now: Date): Promise<BadgeCounts> {
  const [messages, rewards, missions] = await Promise.all([
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rewards')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'available')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow(),
    unclaimedMissionRewards(db, memberId, now),
  ]);
  return { messages: Number(messages.n), rewards: Number(rewards.n), missions };
}
