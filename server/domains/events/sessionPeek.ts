/**
 * Session checks for the event stream that do not count as activity. sessions.resolve pushes
 * the idle deadline forward (a request is the member doing something); a desktop app that
 * streams or polls all day would otherwise keep a session alive for its full 7 days. The
 * conditions are the same as resolve's: live, not revoked, this merchant, an active member.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/shared/wire';
import type { DB } from '../../db/schema';
import { WireError } from '../../http/errors';
import { tokenOf } from '../../http/token';
import { NOT_LOGGED_IN, SESSION_ENDED } from '../auth/requireMember';
import { sha256Hex, TOKEN_PATTERN } from '../auth/tokens';

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
    alive: async (session: PeekedSession): Promise<boolean> => (await memberOfSession(session.tokenHash, session.merchantCode)) === session.memberId,

    /** The member of the request's token, or the same 401 envelope `auth: 'member'` answers. */
    async require(request: FastifyRequest): Promise<PeekedSession> {
      const token = tokenOf(request);
      if (!token) throw new WireError(401, ErrorCode.userOrTokenInvalid, NOT_LOGGED_IN);
      const merchantCode = request.merchant.code;
      const tokenHash = TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
      const memberId = tokenHash === null ? undefined : await memberOfSession(tokenHash, merchantCode);
      if (tokenHash === null || memberId === undefined) throw new WireError(401, ErrorCode.userOrTokenInvalid, SESSION_ENDED);
      return { tokenHash, merchantCode, memberId };
    },
  };
}

export type SessionPeek = ReturnType<typeof createSessionPeek>;
