/**
 * The three boot paths of the foundation: the normal app, maintenance with its info text and
 * end time, and the region block with the visitor's IP. Gates are switched with the operator
 * CLI while the server runs, exactly as an operator would.
 */
import { expect, test } from '@playwright/test';
import { ops, opsViaCli } from './ops';

test.afterEach(() => {
  ops('maintenance', 'off');
  ops('region', 'unblock', '127.0.0.1');
});

test('a normal visit boots the app shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
});

test('maintenance shows its page with the info text, the end time and customer service', async ({ page }) => {
  // The real CLI, as an operator types it; the other commands take its live path directly (ops.ts).
  expect(
    opsViaCli('maintenance', 'on', '--until', '2030-06-15T12:00:00Z', '--info', 'We are upgrading the cashier.'),
  ).toContain('Maintenance ON');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText('We are upgrading the cashier.')).toBeVisible();
  await expect(page.getByText(/2030/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // Customer service: the encrypted path is decrypted in the page and opened in a popup.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/support/');
  await expect(popup.getByRole('heading', { name: 'Customer service' })).toBeVisible();
});

test('the app comes back when maintenance is switched off', async ({ page }) => {
  ops('maintenance', 'on', '--info', 'Short break');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  ops('maintenance', 'off');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a blocked region shows the visitor IP, the info text and customer service', async ({ page }) => {
  expect(ops('region', 'block', '127.0.0.1', '--info', 'Our games are not offered in your region.')).toContain(
    'Blocked',
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expect(page.getByText('Our games are not offered in your region.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('maintenance wins over a region block', async ({ page }) => {
  ops('region', 'block', '127.0.0.1', '--info', 'Blocked');
  ops('maintenance', 'on', '--info', 'Maintenance first');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
});
