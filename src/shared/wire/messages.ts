/**
 * Platform messages (messageV2) on the wire: CSP_unreadCount and CSP_getInbox [seen], read marks
 * [design]. A message is stored as a kind with parameters, so each reader (web, desktop tray)
 * renders it in its own language; `title` and `content` carry the English text for other clients.
 * The types are those of the schemas (./schemas/messages.ts), where each field is described.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/messages';

export type MessageKind = Static<typeof schemas.MessageKind>;
export type MessageParams = Static<typeof schemas.MessageParams>;
export type InboxMessage = Static<typeof schemas.InboxMessage>;
export type InboxArgs = Static<typeof schemas.InboxArgs>;

/** Their schemas: ./schemas/messages.ts. */
export const messageEndpoints = endpointGroup('messages')({
  /** value: the number of unread messages [seen]. */
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'INBOX3', token: true },
  inbox: { method: 'GET', path: '/wps/relay/CSP_getInbox', modId: 'INBOX3', token: true },
  /** ids: the messages to mark read; omitted = all. value: the unread count after. */
  markRead: { method: 'POST', path: '/wps/relay/CSP_markRead', modId: 'INBOX3', token: true },
});
