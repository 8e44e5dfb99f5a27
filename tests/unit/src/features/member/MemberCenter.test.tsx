// @vitest-environment jsdom
/**
 * The member centre's frame in a DOM against a local server: the menu as a navigation landmark
 * in menu order (conditional entries from the wallet mode and the upline), the page
 * in the address, badges spoken as words, focus on the new page's heading, and the overlay mode
 * of the site configuration.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MemberCenter from '../../../../../src/features/member/MemberCenter';
import type { BadgeCounts, SystemStatus } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { systemStatusFixture } from '../../support/systemStatus';
import { MEMBER, pathOf, renderMember, setUpHarness, type Handler } from './memberHarness';

const harness = setUpHarness();
const { answer } = harness;

function replies({
  single = false,
  upline = false,
  badges = { messages: 0, rewards: 0, missions: 0 },
}: { single?: boolean; upline?: boolean; badges?: BadgeCounts } = {}): Handler {
  return (request) => {
    switch (pathOf(request)) {
      case '/wps/relay/GCS_merchantWallet':
        return ok({ isSingle: single, vendors: single ? [] : [{ code: 'AG', name: 'AG' }] });
      case '/wps/v2/wallets/upline':
        return ok({ hasUpline: upline, uplineAccount: upline ? 'agent01' : '' });
      case '/wps/member/badges':
        return ok(badges);
      case '/wps/relay/MCSFE_getDepositSettings':
        return ok({
          allowDeposit: 'Y',
          methods: [{ id: 'bank', kind: 'bank', name: 'Bank', minMinor: '1000', maxMinor: '100000' }],
        });
      case '/wps/report/depositTransaction':
        return ok({ content: [], pageNo: 1, pageSize: 10, totalElements: 0, totalPages: 0 });
      default:
        return undefined;
    }
  };
}

const menu = () => screen.getByRole('navigation', { name: 'Member menu' });
const entries = () =>
  within(menu())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('MemberCenter', () => {
  it('shows the menu in the product order with the page of the address marked current', async () => {
    answer(replies({ upline: true }));
    await renderMember(<MemberCenter />, { path: '/member?page=depositv2' });
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Transfer to upline' })).toBeTruthy(), {
      timeout: 3000,
    });
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'My wallet' })).toBeTruthy());
    expect(entries()).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting records',
      'Account records',
      'Profit and loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Mission activity',
      'Platform messages',
      'Rebate',
      'Sign out',
    ]);
    const current = within(menu()).getByRole('link', { name: 'Deposit' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/member?page=depositv2');
    expect(within(menu()).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Deposit', level: 2 }, { timeout: 3000 })).toBeTruthy();
  });

  it('no transfers on a single wallet without upline; the agent entry for agents; badges in words', async () => {
    answer(replies({ single: true, badges: { messages: 3, rewards: 0, missions: 120 } }));
    await renderMember(<MemberCenter />, { path: '/member', member: { ...MEMBER, isAgent: true } });
    const messages = await within(menu()).findByRole('link', { name: 'Platform messages (3 new)' }, { timeout: 3000 });
    expect(messages.textContent).toBe('Platform messages 3(3 new)');
    expect(within(menu()).getByRole('link', { name: 'Mission activity (120 new)' }).textContent).toContain('99+');
    expect(within(menu()).getByRole('link', { name: 'Reward centre' }).textContent).toBe('Reward centre ');
    expect(within(menu()).queryByRole('link', { name: 'My wallet' })).toBeNull();
    expect(within(menu()).queryByRole('link', { name: 'Transfer to upline' })).toBeNull();
    expect(entries().slice(-2)).toEqual(['Agent centre', 'Sign out']);
    expect(within(menu()).getByRole('link', { name: 'Agent centre' }).getAttribute('href')).toBe('/agentHome');
    // No page in the address: the first one.
    expect(within(menu()).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when the address names a page this member does not have', async () => {
    answer(replies({ single: true }));
    await renderMember(<MemberCenter />, { path: '/member?page=transferFund' });
    expect(
      await screen.findByText(
        'This site keeps all your money in one wallet, so there is nothing to transfer between wallets.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
  });

  it('moves to the page a menu link names and puts focus on its heading', async () => {
    answer(replies());
    await renderMember(<MemberCenter />, { path: '/member?page=securityCenter' });
    const deposit = await within(menu()).findByRole('link', { name: 'Deposit' }, { timeout: 3000 });
    act(() => {
      fireEvent.click(deposit);
    });
    expect(screen.getByTestId('address').textContent).toBe('/member?page=depositv2');
    const heading = await screen.findByRole('heading', { name: 'Deposit', level: 2 }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(menu()).getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens as an overlay when the site says so, and closing it goes back where the member came from', async () => {
    answer(replies());
    const base = systemStatusFixture();
    const status: SystemStatus = {
      ...base,
      info: { ...base.info, site: { ...base.info.site, memberCenterMode: 'overlay' } },
    };
    await renderMember(<MemberCenter />, { path: '/member?page=depositv2', status });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 3000 });
    expect(within(dialog).getByRole('navigation', { name: 'Member menu' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/'));
  });
});
