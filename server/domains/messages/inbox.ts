/** A member's platform messages: unread count, the inbox (newest first) and read marks. */
import type { Kysely, Selectable } from 'kysely';
import type { InboxArgs, InboxMessage, MessageKind, MessageParams } from '../../../src/shared/wire/messages';
import type { Page } from '../../../src/shared/wire/paging';
import type { DB } from '../../db/schema';
import type { MessagesTable } from '../../db/schemaMoney';
import { pageOf, pagingOf } from '../../http/paging';

function toInboxMessage(row: Selectable<MessagesTable>): InboxMessage {
  return {
    id: row.id.toString(),
    kind: row.kind as MessageKind,
    params: row.params as MessageParams,
    title: row.title,
    content: row.content,
    createdAt: row.created_at.getTime(),
    read: row.read_at !== null,
  };
}

/** The member's unread messages (member info shows it too). */
export async function unreadCountOf(db: Kysely<DB>, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createInbox(db: Kysely<DB>, clock: () => Date) {
  const unreadCount = (memberId: bigint) => unreadCountOf(db, memberId);

  return {
    unreadCount,

    async list(memberId: bigint, args: InboxArgs): Promise<Page<InboxMessage>> {
      const paging = pagingOf(args);
      let query = db.selectFrom('messages').where('member_id', '=', memberId);
      if (args.unreadOnly) query = query.where('read_at', 'is', null);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
        query.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toInboxMessage), paging, total.n);
    },

    /** Marks the given messages (or all) read; someone else's ids are simply not matched. */
    async markRead(memberId: bigint, ids: bigint[] | undefined): Promise<number> {
      let update = db
        .updateTable('messages')
        .set({ read_at: clock() })
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null);
      if (ids) {
        if (ids.length === 0) return unreadCount(memberId);
        update = update.where('id', 'in', ids);
      }
      await update.execute();
      return unreadCount(memberId);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
