// @vitest-environment jsdom
/**
 * Team management against a local server: the drill-down level in the address with its
 * breadcrumb back up, the row actions (Offer contract only for direct downlines), and the
 * transfer dialog: its checks before anything is sent, then an encrypted request under an
 * Idempotency-Key whose refusal (insufficient balance) shows in the form.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DownlinesPage from '../../../../../src/features/agents/downlines/DownlinesPage';
import type { TeamMember } from '../../../../../src/shared/wire';
import { fail, ok } from '../../support/localServer';
import { TEST_RSA_KEYS } from '../../support/rsaTestKey';
import { byPath, pageOf, renderAgent, setUpAgentHarness, splitUrl } from './agentHarness';

const harness = setUpAgentHarness();

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: '0',
  account: '',
  nickname: '',
  isAgent: false,
  level: 1,
  parentAccount: 'boss01',
  status: 'active',
  balanceMinor: '0',
  teamSize: 0,
  directCount: 0,
  createdAt: Date.UTC(2026, 9, 1),
  lastLoginAt: null,
  ...overrides,
});

const BOB = member({
  id: '20',
  account: 'bob01',
  nickname: 'Bob',
  isAgent: true,
  teamSize: 3,
  directCount: 1,
  balanceMinor: '150000',
});
const CAROL = member({ id: '21', account: 'carol01', balanceMinor: '2500', status: 'disabled' });
const DAVE = member({ id: '30', account: 'dave01', level: 2, parentAccount: 'bob01' });
const ME = { id: '10', account: 'boss01' };

const TEAM = byPath({
  '/wps/agent/team/members': (query) =>
    query.parentId === '20'
      ? ok({ ...pageOf([DAVE]), path: [ME, { id: '20', account: 'bob01' }] })
      : ok({ ...pageOf([BOB, CAROL]), path: [ME] }),
  '/wps/session/key/rsa': { body: TEST_RSA_KEYS[0].modulusHex, headers: { 'content-type': 'text/plain' } },
  '/wps/agent/team/transfer': fail(200, 'balance.insufficient', 'Your balance is not enough for this transfer.'),
});

const address = () => screen.getByTestId('address').textContent;
const memberRequests = () =>
  harness.server.requests.filter((request) => splitUrl(request).path === '/wps/agent/team/members');

describe('DownlinesPage', () => {
  it('drills into an agent’s team and back up through the breadcrumb, with the level in the address', async () => {
    harness.answer(TEAM);
    await renderAgent(<DownlinesPage />, { path: '/agentHome?page=downlineManagmentView&parent=20' });
    const level = await screen.findByRole('table', { name: 'Downlines of bob01' }, { timeout: 3000 });
    const dave = (await within(level).findByRole('rowheader', { name: 'dave01' }, { timeout: 3000 })).closest('tr')!;
    expect(splitUrl(memberRequests()[0]!).query).toMatchObject({ parentId: '20', pageNo: '1' });
    const path = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(path).getByText('bob01').getAttribute('aria-current')).toBe('page');
    expect(within(dave).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(dave).queryByRole('button', { name: 'Offer contract' })).toBeNull();

    act(() => {
      fireEvent.click(within(path).getByRole('link', { name: 'My team' }));
    });
    const top = await screen.findByRole('table', { name: 'Team members' }, { timeout: 3000 });
    expect(address()).toBe('/agentHome?page=downlineManagmentView');
    const bob = (await within(top).findByRole('rowheader', { name: /bob01/ }, { timeout: 3000 })).closest('tr')!;
    expect(splitUrl(memberRequests().at(-1)!).query.parentId).toBeUndefined();
    expect(within(bob).getByText('Agent')).toBeTruthy();
    expect(within(bob).getByRole('button', { name: 'Offer contract' })).toBeTruthy();
    expect(within(top).getByRole('rowheader', { name: 'carol01' }).querySelector('a')).toBeNull();

    act(() => {
      fireEvent.click(within(bob).getByRole('link', { name: 'bob01' }));
    });
    await waitFor(() => expect(address()).toBe('/agentHome?page=downlineManagmentView&parent=20'));
    expect(await screen.findByRole('table', { name: 'Downlines of bob01' }, { timeout: 3000 })).toBeTruthy();
  });

  it('checks a transfer before sending it, then shows the server’s refusal in the form', async () => {
    harness.answer(TEAM);
    await renderAgent(<DownlinesPage />, { path: '/agentHome?page=downlineManagmentView' });
    const table = await screen.findByRole('table', { name: 'Team members' }, { timeout: 3000 });
    const carol = (await within(table).findByRole('rowheader', { name: 'carol01' }, { timeout: 3000 })).closest('tr')!;
    act(() => {
      fireEvent.click(within(carol).getByRole('button', { name: 'Transfer' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Transfer to carol01' });
    expect(within(dialog).getByText('$25.00')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const password = within(dialog).getByLabelText('Payment password');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await within(dialog).findByText('Enter an amount.');
    expect(within(dialog).getByText('Input cannot be empty')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '10.5' } });
    fireEvent.change(password, { target: { value: '12a' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await within(dialog).findByText('The payment password is exactly 6 digits.');
    expect(harness.server.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(password, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(refusal.textContent).toBe('Your balance is not enough for this transfer.');
    const post = harness.server.requests.find((request) => request.method === 'POST')!;
    expect(splitUrl(post).path).toBe('/wps/agent/team/transfer');
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).not.toContain('123456');
  });
});
