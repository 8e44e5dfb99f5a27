// @vitest-environment happy-dom
/**
 * The reward centre against a local server: rewards with their status, a claim carries an
 * Idempotency-Key, a claim whose outcome is unknown (5xx after the retries) is pressed again
 * with the same key and is paid once, a paid claim refreshes the list, and a refusal is shown
 * in the server's words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardCenterPage } from '../../../../../src/features/rewards/pages';
import type { Reward } from '../../../../../src/shared/wire';
import { fail, headerValues, ok, type Recorded } from '../../support/localServer';
import { renderPage, splitUrl, setUpHarness, type Handler } from '../member/memberHarness';

const SIGNUP: Reward = {
  id: 'rw1',
  kind: 'signup',
  title: 'Welcome bonus',
  amountMinor: '1000',
  toBonus: true,
  status: 'available',
  expiresAt: null,
  claimedAt: null,
};
const OLD: Reward = {
  ...SIGNUP,
  id: 'rw2',
  kind: 'promotion',
  title: 'Summer cashback',
  status: 'expired',
  expiresAt: Date.UTC(2026, 7, 1),
};

const harness = setUpHarness();
const { answer } = harness;

const CLAIM_PATH = '/wps/relay/MCSFE_claimIssuedPromotion';
const claims = () => harness.server.requests.filter((r) => splitUrl(r).path === CLAIM_PATH);
const keyOf = (request: Recorded | undefined) => (request ? headerValues(request, 'Idempotency-Key')[0] : undefined);
const listCalls = () =>
  harness.server.requests.filter((r) => splitUrl(r).path === '/wps/relay/MCSFE_getAvailablePromotions').length;

/** Rewards on the "server": `claimOutcome` decides each claim attempt; a paid key is paid once. */
function rewardsServer(claimOutcome: (attempt: number) => 'pay' | 'fail5xx' | 'refuse') {
  const rewards = [{ ...SIGNUP }, { ...OLD }];
  const paidKeys = new Map<string, string>();
  let attempts = 0;
  let transactions = 0;
  const handler: Handler = (request) => {
    const { path } = splitUrl(request);
    if (path === '/wps/relay/MCSFE_getAvailablePromotions') return ok(rewards);
    if (path !== CLAIM_PATH) return undefined;
    attempts += 1;
    const key = keyOf(request) ?? '';
    const outcome = claimOutcome(attempts);
    if (outcome === 'refuse')
      return {
        body: {
          success: false,
          value: null,
          message: 'This reward has already been claimed.',
          errorCode: 'request.state.conflict',
        },
      };
    // A 5xx after the money moved: the key is remembered, so a replay answers the same transaction.
    const transactionId = paidKeys.get(key) ?? String(5000 + ++transactions);
    paidKeys.set(key, transactionId);
    const reward = rewards.find((r) => r.id === (JSON.parse(request.body) as { rewardId: string }).rewardId);
    if (reward) Object.assign(reward, { status: 'claimed', claimedAt: Date.UTC(2026, 10, 21, 12) });
    if (outcome === 'fail5xx') return fail(503, 'http.503', 'Service unavailable');
    return ok({ transactionId, balance: {} });
  };
  return { handler, transactionsPaid: () => transactions };
}

describe('RewardCenterPage', () => {
  it('lists rewards with kind, amount, wallet and status; only an available one has a Claim button', async () => {
    answer(rewardsServer(() => 'pay').handler);
    await renderPage(<RewardCenterPage />);
    const table = await screen.findByRole('table', { name: 'Your rewards' });
    const welcome = (await within(table).findByRole('rowheader', { name: /Welcome bonus/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(welcome).getByText('Sign-up bonus')).toBeTruthy();
    expect(within(welcome).getByText('$10.00')).toBeTruthy();
    expect(within(welcome).getByText('Bonus wallet')).toBeTruthy();
    expect(within(welcome).getByText('Available')).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'Claim Welcome bonus' })).toBeTruthy();
    const summer = within(table)
      .getByRole('rowheader', { name: /Summer cashback/ })
      .closest('tr') as HTMLElement;
    expect(within(summer).getByText('Expired')).toBeTruthy();
    expect(within(summer).queryByRole('button')).toBeNull();
  });

  it('a claim sends an Idempotency-Key, says what was paid, and reloads the rewards', async () => {
    answer(rewardsServer(() => 'pay').handler);
    await renderPage(<RewardCenterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect(await screen.findByText('Welcome bonus claimed: $10.00 credited. Transaction 5001.')).toBeTruthy();
    expect(claims()).toHaveLength(1);
    expect(keyOf(claims()[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(claims()[0]?.body ?? '')).toEqual({ rewardId: 'rw1' });
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(await screen.findByText(/^Claimed /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Welcome bonus' })).toBeNull();
  });

  it('a 5xx after every retry is an unknown outcome: it says so, and every retry carried the one key', async () => {
    const rewards = rewardsServer(() => 'fail5xx');
    answer(rewards.handler);
    await renderPage(<RewardCenterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not confirm the claim. Press the button again: it will not be paid twice.',
    );
    const firstKeys = claims().map(keyOf);
    expect(firstKeys).toHaveLength(4); // the first send and 3 retries, all with one key
    expect(new Set(firstKeys).size).toBe(1);
    expect(rewards.transactionsPaid()).toBe(1);
    // The list reloads after the unanswered claim: the money did move, so it shows as claimed.
    expect(await screen.findByText(/^Claimed /)).toBeTruthy();
  });

  it('pressing again after an unknown outcome reuses the key; the server pays once', async () => {
    let attempt = 0;
    const paidKeys = new Map<string, string>();
    answer((request) => {
      const { path } = splitUrl(request);
      if (path === '/wps/relay/MCSFE_getAvailablePromotions') return ok([SIGNUP]);
      if (path !== CLAIM_PATH) return undefined;
      attempt += 1;
      const key = keyOf(request) ?? '';
      if (!paidKeys.has(key)) paidKeys.set(key, String(7000 + paidKeys.size + 1));
      return attempt <= 4 ? 'drop' : ok({ transactionId: paidKeys.get(key), balance: {} });
    });
    await renderPage(<RewardCenterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Claim Welcome bonus' }));
    expect(await screen.findByText('Welcome bonus claimed: $10.00 credited. Transaction 7001.')).toBeTruthy();
    expect(new Set(claims().map(keyOf)).size).toBe(1);
    expect(paidKeys.size).toBe(1);
  });

  it("a refusal shows the server's message, and the next press is a new submission", async () => {
    answer(rewardsServer(() => 'refuse').handler);
    await renderPage(<RewardCenterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reward has already been claimed.');
    fireEvent.click(screen.getByRole('button', { name: 'Claim Welcome bonus' }));
    await waitFor(() => expect(claims()).toHaveLength(2));
    expect(keyOf(claims()[1])).not.toBe(keyOf(claims()[0]));
  });
});
