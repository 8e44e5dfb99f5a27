// @vitest-environment jsdom
/**
 * Add account against a local server: the new-downline form's checks by the site's
 * registration rules, a taken account shown under its field, success; invitation links with
 * their QR code as an image (alt text, SVG data URL) and a new agent link.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import RegisterCenterPage from '../../../../../src/features/agents/register/RegisterCenterPage';
import type { Invitation, RegisterRule } from '../../../../../src/shared/wire';
import { fail, ok } from '../../support/localServer';
import { TEST_RSA_KEYS } from '../../support/rsaTestKey';
import { byPath, renderAgent, setUpAgentHarness, splitUrl } from './agentHarness';

const harness = setUpAgentHarness();

const rule = (
  key: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
): RegisterRule => ({
  key,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled: true,
  required: true,
});

const RULES = { username: rule('username', 4, 4, 16, '^[A-Za-z0-9]+$'), password: rule('password', 0, 6, 20, '*') };
const MEMBER_LINK: Invitation = {
  code: 'M4K2Q9',
  url: 'https://site.example/register?affiliateCode=M4K2Q9',
  isAgent: false,
  registrations: 3,
  createdAt: Date.UTC(2026, 10, 1),
};
const AGENT_LINK: Invitation = {
  ...MEMBER_LINK,
  code: 'A7P3X1',
  url: 'https://site.example/register?affiliateCode=A7P3X1',
  isAgent: true,
  registrations: 0,
};

let links: Invitation[] = [];

beforeEach(() => {
  links = [MEMBER_LINK];
  sessionStorage.clear();
  harness.answer((request) => {
    const { path } = splitUrl(request);
    if (path === '/wps/agent/invitations' && request.method === 'POST') {
      links = [AGENT_LINK, ...links];
      return ok(AGENT_LINK);
    }
    if (path === '/wps/agent/team/members')
      return request.headers.encryption ? fail(200, 'account.taken', 'This username is taken.') : undefined;
    return byPath({
      '/wps/agent/invitations': ok({ invitations: links }),
      '/wps/system/setting/register': ok(RULES),
      '/wps/session/key/rsa': { body: TEST_RSA_KEYS[0].modulusHex, headers: { 'content-type': 'text/plain' } },
    })(request);
  });
});

describe('RegisterCenterPage', () => {
  it('checks the new account by the site rules and shows a taken username under its field', async () => {
    await renderAgent(<RegisterCenterPage />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' }, { timeout: 3000 });
    const submit = within(form).getByRole('button', { name: 'Create account' });
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(3));
    const account = within(form).getByRole('textbox', { name: 'Username' });
    expect(document.activeElement).toBe(account);

    fireEvent.change(account, { target: { value: 'ab!' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'secret2' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fireEvent.click(submit);
    await within(form).findByText('Letters and digits only, no special characters, 4 - 16 characters');
    expect(within(form).getByText('Incorrect confirmation input')).toBeTruthy();

    fireEvent.change(account, { target: { value: 'newbie01' } });
    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    act(() => {
      fireEvent.click(submit);
    });
    await within(form).findByText('This username is taken.', {}, { timeout: 5000 });
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const post = harness.server.requests.find((request) => request.method === 'POST')!;
    expect(post.body).not.toContain('secret1');
  });

  it('lists invitation links with a QR code each, and makes a new agent link', async () => {
    await renderAgent(<RegisterCenterPage />);
    const list = await screen.findByRole('list', { name: 'Invitation links' }, { timeout: 3000 });
    expect(within(list).getByText('M4K2Q9')).toBeTruthy();
    expect((within(list).getByRole('textbox', { name: 'Link of code M4K2Q9' }) as HTMLInputElement).value).toBe(
      MEMBER_LINK.url,
    );
    expect(within(list).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const qr = (await within(list).findByRole(
      'img',
      { name: 'QR code of the link with code M4K2Q9' },
      { timeout: 5000 },
    )) as HTMLImageElement;
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml[;,]/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'New agent link' }));
    });
    expect(await screen.findByText('A new link with code A7P3X1 was created.', {}, { timeout: 3000 })).toBeTruthy();
    const post = harness.server.requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ isAgent: true });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Invitation links' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });
});
