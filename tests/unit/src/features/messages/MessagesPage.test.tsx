// @vitest-environment happy-dom
/**
 * messageV2 against a local server: the inbox with unread messages marked, opening one marks
 * it read (one call with its id) and the unread count follows, "mark all as read" sends no ids,
 * the unread-only filter, and the money messages in the reader's language from kind + params.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesPage } from '../../../../../src/features/messages/MessagesPage';
import type { InboxMessage } from '../../../../../src/shared/wire';
import { ok, type Recorded } from '../../support/localServer';
import { pageOf, renderPage, splitUrl, setUpHarness, type Handler } from '../member/memberHarness';

const CREDITED: InboxMessage = {
  id: 'm1',
  kind: 'deposit_credited',
  params: { site: 'Test Casino', currency: 'USD', amountMinor: '150000', minorUnits: 2, reference: 'deposit:12' },
  title: 'Deposit credited',
  content: 'Your deposit of 1,500.00 USD has been credited to your Test Casino account.',
  createdAt: Date.UTC(2026, 10, 21, 10, 0),
  read: false,
};
const NOTICE: InboxMessage = {
  id: 'm2',
  kind: 'notice',
  params: { site: 'Test Casino', currency: 'USD' },
  title: 'Maintenance on Sunday',
  content: 'Games pause from 02:00 to 03:00.',
  createdAt: Date.UTC(2026, 10, 20, 9, 0),
  read: true,
};

const harness = setUpHarness();
const { answer } = harness;

/** A small inbox on the "server": read marks change what the next inbox call answers. */
function inboxServer(messages: InboxMessage[]): Handler {
  const inbox = messages.map((m) => ({ ...m }));
  const unread = () => inbox.filter((m) => !m.read).length;
  return (request: Recorded) => {
    const { path, query } = splitUrl(request);
    if (path === '/wps/relay/CSP_unreadCount') return ok(unread());
    if (path === '/wps/relay/CSP_getInbox')
      return ok(pageOf(query.unreadOnly === 'true' ? inbox.filter((m) => !m.read) : inbox));
    if (path === '/wps/relay/CSP_markRead') {
      const ids = (JSON.parse(request.body) as { ids?: string[] }).ids;
      for (const m of inbox) if (!ids || ids.includes(m.id)) m.read = true;
      return ok(unread());
    }
    return undefined;
  };
}

const markCalls = () =>
  harness.server.requests
    .filter((r) => splitUrl(r).path === '/wps/relay/CSP_markRead')
    .map((r) => JSON.parse(r.body) as unknown);

describe('MessagesPage', () => {
  it('lists messages with the unread ones marked New, and the unread count', async () => {
    answer(inboxServer([CREDITED, NOTICE]));
    await renderPage(<MessagesPage />);
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    const [first, second] = within(inbox).getAllByRole('button');
    expect(first?.textContent).toContain('New');
    expect(first?.textContent).toContain('Deposit credited');
    expect(second?.textContent).not.toContain('New');
    expect(second?.textContent).toContain('Maintenance on Sunday');
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    expect(screen.getByText('Choose a message to read it.')).toBeTruthy();
  });

  it('opening an unread message shows it, marks it read once, and the count drops', async () => {
    answer(inboxServer([CREDITED, NOTICE]));
    await renderPage(<MessagesPage />);
    await screen.findByText('Unread: 1');
    fireEvent.click(screen.getByRole('button', { name: /Deposit credited/ }));
    const reader = screen.getByRole('article', { name: 'Deposit credited' });
    expect(
      within(reader).getByText('Your deposit of 1,500.00 USD has been credited to your Test Casino account.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeTruthy());
    expect(markCalls()).toEqual([{ ids: ['m1'] }]);
    expect(screen.getByRole('button', { name: /Deposit credited/ }).textContent).not.toContain('New');
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);

    // A read message opens without another call.
    fireEvent.click(screen.getByRole('button', { name: /Maintenance on Sunday/ }));
    expect(screen.getByRole('article', { name: 'Maintenance on Sunday' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(markCalls()).toHaveLength(1);
  });

  it('mark all as read sends no ids and clears every New mark', async () => {
    const second: InboxMessage = {
      ...CREDITED,
      id: 'm3',
      kind: 'withdrawal_rejected',
      params: { ...CREDITED.params, amountMinor: '2000' },
    };
    answer(inboxServer([CREDITED, second, NOTICE]));
    await renderPage(<MessagesPage />);
    await screen.findByText('Unread: 2');
    expect(screen.getByRole('button', { name: /Withdrawal rejected/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeTruthy());
    expect(markCalls()).toEqual([{}]);
    expect(within(screen.getByRole('list', { name: 'Inbox' })).queryAllByText('New')).toHaveLength(0);
  });

  it('the unread-only filter asks for unread messages; the open one stays open after it is read', async () => {
    answer(inboxServer([CREDITED, NOTICE]));
    await renderPage(<MessagesPage />);
    await screen.findByText('Unread: 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Maintenance on Sunday/ })).toBeNull());
    expect(harness.server.requests.some((r) => splitUrl(r).query.unreadOnly === 'true')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(await screen.findByText('You have no unread messages.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Deposit credited' })).toBeTruthy();
  });

  it("renders a money message in the reader's language from its kind and parameters", async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('ko');
    try {
      answer(inboxServer([CREDITED]));
      await renderPage(<MessagesPage />);
      fireEvent.click(await screen.findByRole('button', { name: /입금 완료/ }));
      const reader = screen.getByRole('article', { name: '입금 완료' });
      expect(reader.textContent).toContain('1,500.00 USD');
      expect(reader.textContent).toContain('Test Casino');
      expect(reader.textContent).not.toContain('Your deposit');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
