/**
 * Whether an open event stream's session still lives, asked on every beat of the stream
 * (memberStream.ts) without counting as activity: sessions.resolve pushes the idle deadline
 * forward (a request is the member doing something), and a desktop app that streams all day
 * would otherwise keep a session alive for its full 7 days. The conditions are the same as
 * resolve's: live, not revoked, this merchant, an active member. The stream's first check is
 * the route's own (`sessionActivity: false`, auth/requireMember.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type PeekedSession = { tokenHash: string; merchantCode: string; memberId: bigint };

export function createSessionPeek(db: Kysely<DB>, clock: () => Date) {
  /** The member of a live session, or undefined. */
  async function memberOfSession(tokenHash: string, merchantCode: string): Promise<bigint | undefined> {
    const now = clock();
    const row = await db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select('sessions.member_id')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.merchant_code', '=', merchantCode)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.idle_expires_at', '>', now)
      .where('sessions.expires_at', '>', now)
      .where('members.status', '=', 'active')
      .executeTakeFirst();
    return row?.member_id;
  }

  return {
    /** True while the session is live. */
    alive: async (session: PeekedSession): Promise<boolean> =>
      (await memberOfSession(session.tokenHash, session.merchantCode)) === session.memberId,
  };
}

export type SessionPeek = ReturnType<typeof createSessionPeek>;
