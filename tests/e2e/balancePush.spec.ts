/**
 * The header balance follows the money without a reload (issue 14 item 5, the defect: it went
 * stale after a deposit, a claim or a game until refresh was pressed). The server pushes
 * `event: balance` on the member event stream after every ledger posting; the renderer reads
 * the balance again. The member only watches: no click, no reload, no focus change.
 */
import { expect, test } from '@playwright/test';
import { freshMember, headerBalance } from './memberSupport';
import { ops } from './ops';

test('a deposit the operator confirms updates the header balance without a reload', async ({ page }) => {
  await freshMember(page, 'bpush');
  await expect(headerBalance(page)).toHaveText('Balance $0.00');
  // The page's own stream, opened by the header (fetch with the token in a header, not the URL).
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/member/events');
  await page.reload();
  const streamRequest = await stream;
  expect(streamRequest.url()).not.toMatch(/token|authorization/i);
  expect(await streamRequest.headerValue('authorization')).toBeTruthy();
  await expect(headerBalance(page)).toHaveText('Balance $0.00');

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const created = await page.request.post('/wps/v2/transaction/deposit', {
    headers: { Merchant: 'demo', Authorization: token!, 'Idempotency-Key': `bpush-${Date.now()}` },
    data: { methodId: 'bank', amountMinor: '4321' },
  });
  const id = ((await created.json()) as { value: { id: string } }).value.id;
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  expect(ops('deposit', 'confirm', id)).toContain(`Deposit ${id} credited`);
  await expect(headerBalance(page)).toHaveText('Balance $43.21');
  expect(navigations).toBe(0);
});
