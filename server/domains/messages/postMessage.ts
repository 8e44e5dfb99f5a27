/**
 * Posting a platform message from inside the money operation that causes it: same database
 * transaction, so a deposit is never credited without its message nor messaged without its
 * credit. Once per (member, eventKey): posting the same event again does nothing.
 */
import { sql } from 'kysely';
import type { MessageKind, MessageParams } from '../../../src/shared/wire/messages';
import type { Trx } from '../ledger/post';
import { renderMessage } from './render';

export type PostMessageInput = {
  merchantCode: string;
  memberId: bigint;
  kind: MessageKind;
  params: MessageParams;
  /** What caused it, e.g. 'deposit:12:credited'. */
  eventKey: string;
  now: Date;
  /** Free text of a 'notice' (operator message); the money kinds render their own. */
  notice?: { title: string; content: string };
};

/** Returns the new message's id, or null when this event was already posted. */
export async function postMessage(trx: Trx, input: PostMessageInput): Promise<bigint | null> {
  const { title, content } = renderMessage(input.kind, input.params, input.notice);
  const inserted = await sql<{ id: bigint }>`
    INSERT INTO messages (merchant_code, member_id, kind, params, title, content, event_key, created_at)
    VALUES (${input.merchantCode}, ${input.memberId}, ${input.kind}, ${JSON.stringify(input.params)}::jsonb,
            ${title}, ${content}, ${input.eventKey}, ${input.now})
    ON CONFLICT (member_id, event_key) DO NOTHING
    RETURNING id`.execute(trx);
  return inserted.rows[0]?.id ?? null;
}
