/**
 * The durable log behind the member event stream: the member's money messages. Every deposit
 * and withdrawal outcome already writes one in the same transaction as the money (cashier
 * moneyMoves.postMoneyMessage), keyed once per event, so the log cannot miss or double an
 * outcome, and a stream that reconnects replays from its cursor (the message id).
 *
 * Ids come from a sequence taken at insert, so a transaction that commits late can carry a
 * lower id than one already sent. Reads therefore also return the last LATE_COMMIT_MS of events
 * whatever their id, and readers skip ids they have already seen.
 */
import type { Kysely, Selectable } from 'kysely';
import { formatMinor } from '../../../src/shared/money';
import { MEMBER_EVENT_KINDS, type MemberEvent, type MemberEventKind } from '../../../src/shared/ipc/memberEvents';
import type { MessageParams } from '../../../src/shared/wire/messages';
import type { DB } from '../../db/schema';
import type { MessagesTable } from '../../db/schemaMoney';

/** How far back reads look regardless of the cursor. */
export const LATE_COMMIT_MS = 120_000;

export type MemberRef = { merchantCode: string; memberId: bigint };

const REFERENCE = /^(deposit|withdrawal):(\d{1,19})$/;

/** A money message as an event; null for a message that does not describe a record. */
export function toMemberEvent(
  row: Pick<Selectable<MessagesTable>, 'id' | 'kind' | 'params' | 'created_at'>,
): MemberEvent | null {
  const params = row.params as Partial<MessageParams>;
  const reference = REFERENCE.exec(params.reference ?? '');
  if (!reference || !(MEMBER_EVENT_KINDS as readonly string[]).includes(row.kind)) return null;
  let minor: bigint;
  try {
    minor = BigInt(params.amountMinor ?? '');
  } catch {
    return null;
  }
  return {
    id: row.id.toString(),
    kind: row.kind as MemberEventKind,
    record: { type: reference[1] as 'deposit' | 'withdrawal', id: reference[2]! },
    amount: formatMinor(minor, params.minorUnits ?? 0),
    currency: params.currency ?? '',
    at: row.created_at.getTime(),
  };
}

export function createMemberEventLog(db: Kysely<DB>, clock: () => Date) {
  const memberMessages = (member: MemberRef) =>
    db
      .selectFrom('messages')
      .where('member_id', '=', member.memberId)
      .where('merchant_code', '=', member.merchantCode)
      .where('kind', 'in', [...MEMBER_EVENT_KINDS]);

  return {
    /** The newest event id of the member, '0' when there is none: a cursor that replays nothing. */
    async latestCursor(member: MemberRef): Promise<string> {
      const row = await memberMessages(member)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id === null || row?.id === undefined ? '0' : String(row.id);
    },

    /**
     * Events after `cursor` (oldest first, at most `limit`), preceded by any event at or below
     * the cursor from the last LATE_COMMIT_MS (a late commit the reader may not have seen).
     */
    async after(member: MemberRef, cursor: string, limit: number): Promise<MemberEvent[]> {
      const since = new Date(clock().getTime() - LATE_COMMIT_MS);
      const columns = ['id', 'kind', 'params', 'created_at'] as const;
      const [late, next] = await Promise.all([
        memberMessages(member)
          .select(columns)
          .where('id', '<=', BigInt(cursor))
          .where('created_at', '>', since)
          .orderBy('id', 'asc')
          .limit(limit)
          .execute(),
        memberMessages(member)
          .select(columns)
          .where('id', '>', BigInt(cursor))
          .orderBy('id', 'asc')
          .limit(limit)
          .execute(),
      ]);
      return [...late, ...next].flatMap((row) => toMemberEvent(row) ?? []);
    },
  };
}

export type MemberEventLog = ReturnType<typeof createMemberEventLog>;
