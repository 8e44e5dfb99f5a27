// @vitest-environment jsdom
/**
 * The public announcement popup in the app's store against a local server:
 * opens by itself on home for a guest, lists 9 titles a page with details, opens on a chosen
 * item, stays closed for the session once closed and for the day with "Don't remind me
 * today", and opens again from the menu with fresh content. jsdom: the popup's HTML goes
 * through DOMPurify, which does not run under happy-dom.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementPopupHost } from '../../../../../src/features/announcements/AnnouncementPopupHost';
import { requestAnnouncementPopup } from '../../../../../src/features/announcements/popupRequests';
import {
  ANONYMOUS_POPUP,
  dayOf,
  hiddenDayKeyOf,
  sessionKeyOf,
  TO_WHICH_ITEM,
  USER_POPUP,
} from '../../../../../src/features/announcements/popupRules';
import { ok } from '../../support/localServer';
import { memberInfoFixture } from '../../support/memberInfo';
import {
  announcementsValue,
  isAnnouncements,
  popupFixture,
  renderWith,
  setUpHarness,
  splitUrl,
} from './announcementsHarness';

const harness = setUpHarness();
const POPUPS = Array.from({ length: 12 }, (_, i) => popupFixture(i + 1));

function answerPopups(popups = POPUPS) {
  harness.answer((request) => (isAnnouncements(request) ? ok(announcementsValue({ popup: popups })) : undefined));
}

const popup = () => screen.findByRole('dialog', { name: 'Announcements' });
const titles = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Announcement titles' }))
    .getAllByRole('button')
    .filter((b) => b.textContent?.startsWith('Popup'))
    .map((b) => b.textContent);
/** The footer's Close (the header's × has the same name). */
const closeButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
const announcementCalls = () => harness.server.requests.filter(isAnnouncements);

describe('announcement popup', () => {
  it('opens for a guest on home with the guest call, 9 titles a page and the first one open', async () => {
    answerPopups();
    await renderWith(<AnnouncementPopupHost />);
    const dialog = await popup();
    expect(splitUrl(announcementCalls()[0]!).query).toMatchObject({
      types: 'B,PL,PU,PR',
      platform: 'W',
      execution: 'B',
    });
    expect(titles(dialog)).toEqual(POPUPS.slice(0, 9).map((p) => p.title));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Popup 1' })).toBeTruthy();
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(titles(dialog)).toEqual(['Popup 10', 'Popup 11', 'Popup 12']);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Popup 10' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Popup 12' }));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Popup 12' })).toBeTruthy();
    expect(within(dialog).getByText('Popup 12 body')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Popup 12' }).getAttribute('aria-current')).toBe('true');
  });

  it('stays closed for the rest of the session once closed', async () => {
    answerPopups();
    const first = await renderWith(<AnnouncementPopupHost />);
    fireEvent.click(closeButton(await popup()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(sessionKeyOf(null))).toBe('closed');
    expect(localStorage.getItem(hiddenDayKeyOf(null))).toBeNull();

    first.view.unmount();
    await renderWith(<AnnouncementPopupHost />);
    await waitFor(() => expect(announcementCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with "Don\'t remind me today" stays closed in a new session the same day', async () => {
    answerPopups();
    const first = await renderWith(<AnnouncementPopupHost />);
    const dialog = await popup();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't remind me today" }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(hiddenDayKeyOf(null))).toBe(dayOf(new Date()));

    first.view.unmount();
    sessionStorage.clear(); // a new tab: a new session
    await renderWith(<AnnouncementPopupHost />);
    await waitFor(() => expect(announcementCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the item another screen chose (sessionStorage toWhichItem), on its page', async () => {
    answerPopups();
    sessionStorage.setItem(TO_WHICH_ITEM, '11');
    await renderWith(<AnnouncementPopupHost />);
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Popup 11' })).toBeTruthy();
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(TO_WHICH_ITEM)).toBeNull();
  });

  it('does not open by itself away from home, nor without popups', async () => {
    answerPopups();
    const away = await renderWith(<AnnouncementPopupHost />, { path: '/promotions' });
    await waitFor(() => expect(announcementCalls()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    away.view.unmount();

    answerPopups([]);
    await renderWith(<AnnouncementPopupHost />);
    await waitFor(() => expect(announcementCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the menu anywhere, even after closing, with the content fetched again', async () => {
    answerPopups();
    sessionStorage.setItem(sessionKeyOf(null), 'closed');
    await renderWith(<AnnouncementPopupHost />, { path: '/promotions' });
    await waitFor(() => expect(announcementCalls()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    answerPopups([popupFixture(40, { title: 'Popup fresh' })]);
    act(() => requestAnnouncementPopup());
    const dialog = await popup();
    await within(dialog).findByRole('heading', { level: 3, name: 'Popup fresh' });
    expect(announcementCalls()).toHaveLength(2);
    fireEvent.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks as the member, and remembers closing for the member', async () => {
    answerPopups([popupFixture(1, { execution: 'A' })]);
    await renderWith(<AnnouncementPopupHost />, { member: memberInfoFixture({ account: 'jane01' }) });
    const dialog = await popup();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't remind me today" }));
    fireEvent.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { query } = splitUrl(announcementCalls()[0]!);
    expect(query).toMatchObject({ types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(query.execution).toBeUndefined();
    expect(sessionStorage.getItem(USER_POPUP)).toBe('closed');
    expect(sessionStorage.getItem(ANONYMOUS_POPUP)).toBeNull();
    // "Today" outlives the session, so it is kept per account: another member still sees it.
    expect(localStorage.getItem(hiddenDayKeyOf('jane01'))).toBe(dayOf(new Date()));
    expect(localStorage.getItem(hiddenDayKeyOf('bob02'))).toBeNull();
    expect(localStorage.getItem(hiddenDayKeyOf(null))).toBeNull();
  });
});
