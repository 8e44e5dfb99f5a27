// @vitest-environment happy-dom
/**
 * Invite friends against a local server: the code and counts, the invite link with a copy
 * button and spoken "Copied" feedback, and a QR code of the link drawn with the defaults of
 * qrSvg.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReferralPage } from '../../../../../src/features/rewards/pages';
import type { ReferralValue } from '../../../../../src/shared/wire';
import { ok } from '../../support/localServer';
import { renderPage, splitUrl, setUpHarness } from '../member/memberHarness';

const REFERRAL: ReferralValue = {
  referralCode: 'ABC123',
  totalInvitations: 12,
  activeInvitations: 5,
  promotionDomains: ['play.example'],
  inviteUrl: 'https://play.example/register?affiliateCode=ABC123',
};

const harness = setUpHarness();

beforeAll(() => {
  harness.answer((request) =>
    splitUrl(request).path === '/wps/relay/MCSFE_getReferralDetails' ? ok(REFERRAL) : undefined,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReferralPage', () => {
  it('shows the code, the counts and the invite link; asks the server to make a code if needed', async () => {
    await renderPage(<ReferralPage />);
    expect(await screen.findByText('ABC123')).toBeTruthy();
    expect(screen.getByText('Invitations').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Active invitations').nextElementSibling?.textContent).toBe('5');
    expect((screen.getByRole('textbox', { name: 'Invite link' }) as HTMLInputElement).value).toBe(REFERRAL.inviteUrl);
    expect(splitUrl(harness.server.requests.at(-1)!).query).toEqual({ autoGenerate: 'true' });
  });

  it('copies the link and says "Copied"', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<ReferralPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(REFERRAL.inviteUrl);
  });

  it('says so when the clipboard cannot be written', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await renderPage(<ReferralPage />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Copy link' })));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Copying is not available here. Select the link and copy it yourself.',
      ),
    );
  });

  it('draws a 200 px QR code of the invite link', async () => {
    await renderPage(<ReferralPage />);
    const qr = (await screen.findByRole(
      'img',
      { name: 'QR code of your invite link' },
      { timeout: 5000 },
    )) as HTMLImageElement;
    expect(qr.getAttribute('width')).toBe('200');
    expect(qr.getAttribute('height')).toBe('200');
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('fill="#000000"');
  });
});
