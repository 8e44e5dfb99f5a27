/**
 * Platform messages (messageV2) on the wire: CSP_unreadCount and CSP_getInbox [seen], read marks
 * [design]. A message is stored as a kind with parameters, so each reader (web, desktop tray)
 * renders it in its own language; `title` and `content` carry the English text for other clients.
 */
import { endpoint } from './endpoint';
import type { Page, PageArgs } from './paging';

/**
 * Spec §3: the four money messages, plus one per refund of a disputed withdrawal (issue 13 item 7);
 * 'notice' is an operator message with free text.
 */
export type MessageKind = 'deposit_credited' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_refunded' | 'notice';

export type MessageParams = {
  site: string;
  currency: string;
  amountMinor?: string;
  minorUnits?: number;
  /** The record the message is about: 'deposit:12', 'withdrawal:7'. */
  reference?: string;
};

export type InboxMessage = {
  id: string;
  kind: MessageKind;
  params: MessageParams;
  title: string;
  content: string;
  createdAt: number;
  read: boolean;
};

export type InboxArgs = PageArgs & { unreadOnly?: boolean };

export const messageEndpoints = {
  /** value: the number of unread messages [seen]. */
  unreadCount: endpoint<void, number>({ method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'INBOX3', token: true }),
  inbox: endpoint<InboxArgs, Page<InboxMessage>>({ method: 'GET', path: '/wps/relay/CSP_getInbox', modId: 'INBOX3', token: true }),
  /** ids: the messages to mark read; omitted = all. value: the unread count after. */
  markRead: endpoint<{ ids?: string[] }, number>({ method: 'POST', path: '/wps/relay/CSP_markRead', modId: 'INBOX3', token: true }),
} as const;
