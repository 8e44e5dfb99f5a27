/**
 * Who a popup is for (PopupExecution, src/shared/wire/announcements.ts): a guest sees execution B; a logged-in member
 * sees A, plus F during the member's first login.
 *
 * "First login" is decided from the sessions table: a session row is written by every login
 * (and by registration's automatic login) and never deleted, only revoked or expired. So the
 * member is on their first login when the session of this request is the only session the
 * member has ever had. It stays true for that whole session (a reload still shows the F popup,
 * which the client shows once per session anyway) and is false from the second login on.
 * members.last_login_at cannot say it: the login itself has already written it.
 */
import type { Kysely } from 'kysely';
import type { PopupExecution } from '../../../src/shared/wire/announcements';
import type { DB } from '../../db/schema';
import type { ResolvedSession } from '../auth/sessions';

export async function isFirstLogin(db: Kysely<DB>, session: ResolvedSession): Promise<boolean> {
  const other = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('member_id', '=', session.member.id)
    .where('token_hash', '<>', session.tokenHash)
    .limit(1)
    .executeTakeFirst();
  return other === undefined;
}

/** execution=B on the query means "asked before login": the guest audience, whatever the token. */
export async function popupAudience(
  db: Kysely<DB>,
  session: ResolvedSession | null,
  execution: string | undefined,
): Promise<PopupExecution[]> {
  if (!session || execution?.trim().toUpperCase() === 'B') return ['B'];
  return (await isFirstLogin(db, session)) ? ['A', 'F'] : ['A'];
}
