/**
 * Schemas of the platform messages (src/shared/wire/messages.ts): CSP_unreadCount and
 * CSP_getInbox [seen], read marks [design]. A message is stored as a kind with parameters, so
 * each reader (web, desktop tray) renders it in its own language; `title` and `content` carry the
 * English text for other clients.
 */
import { IdText } from './bounds';
import { call, Minor, Obj, OneOf, T } from './kit';
import { Page, pageFields } from './paging';

/**
 * The four money messages, one per refund of a disputed withdrawal, and 'notice', an operator
 * message with free text.
 */
export const MessageKind = OneOf([
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_refunded',
  'notice',
]);

export const MessageParams = Obj({
  site: T.String(),
  currency: T.String(),
  amountMinor: T.Optional(Minor()),
  minorUnits: T.Optional(T.Integer({ minimum: 0 })),
  /** The record the message is about: 'deposit:12', 'withdrawal:7'. */
  reference: T.Optional(T.String()),
});

export const InboxMessage = Obj({
  id: T.String(),
  kind: MessageKind,
  params: MessageParams,
  title: T.String(),
  content: T.String(),
  /** Epoch ms. */
  createdAt: T.Number(),
  read: T.Boolean(),
});

export const InboxArgs = Obj({ ...pageFields, unreadOnly: T.Optional(T.Boolean({ default: false })) });

/** ids: the messages to mark read; omitted = all. */
export const MarkReadArgs = Obj({ ids: T.Optional(T.Array(IdText(), { maxItems: 500 })) });

export const messagesSchemas = {
  /** The number of unread messages [seen]. */
  unreadCount: call(T.Integer({ minimum: 0 })),
  inbox: call(Page(InboxMessage), InboxArgs),
  /** The unread count after. */
  markRead: call(T.Integer({ minimum: 0 }), MarkReadArgs),
};
