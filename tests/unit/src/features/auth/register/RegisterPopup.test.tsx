// @vitest-environment jsdom
/**
 * The register popup in a DOM with the rules cached in sessionStorage `validate` for this merchant (no call goes
 * out for them): the tabs the whitelabel flags allow, the mobile form first, the password-less
 * mobile form when MOBILENUMPASSREG3 is off, the invitation code of the address, the required
 * marks and autocomplete hints. The submit paths run end to end in tests/e2e/register.spec.ts.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemApi } from '../../../../../../src/api/api';
import { createAppStore } from '../../../../../../src/app/store';
import RegisterPopup, { registerModes } from '../../../../../../src/features/auth/register/RegisterPopup';
import { configureWire } from '../../../../../../src/api/wireContext';
import { writeCachedRules } from '../../../../../../src/features/auth/register/registerRules';
import { initI18n } from '../../../../../../src/i18n';
import type { SystemStatus, WhitelabelNode } from '../../../../../../src/shared/wire';
import { DEMO_FLAGS, DEMO_RULES } from './support';

const node = (modId: string, on: boolean): WhitelabelNode => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] });

function status(flags: Record<string, boolean>): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.9' },
    info: {
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel: Object.entries(flags).map(([modId, on]) => node(modId, on)),
      register: {},
      mainDomain: '',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      site: {
        merchantName: 'Test',
        defaultLang: 'EN',
        supportLanguages: ['EN'],
        defaultTheme: 'dark',
        memberCenterMode: 'page',
        currency: { code: 'USD', symbol: '$', minorUnits: 2 },
      },
    },
  };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  // Cached for the merchant this test's requests carry (the cache is keyed by merchant). Both
  // set here, so no test depends on what an earlier one left in the wire context.
  configureWire({ merchant: 'demo' });
  writeCachedRules(sessionStorage, DEMO_RULES, 'demo');
  window.history.replaceState(null, '', '/register?affiliateCode=DEMO2026');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

async function renderPopup(flags: Record<string, boolean>) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, status(flags)));
  render(
    <Provider store={store}>
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterPopup onClose={() => undefined} onLogin={() => undefined} />
        </MemoryRouter>
      </Suspense>
    </Provider>,
  );
  return screen.findByRole('dialog', { name: 'Register' }, { timeout: 3000 });
}

describe('registerModes', () => {
  it('offers the modes the flags enable, none when registration is off', () => {
    expect(registerModes(DEMO_FLAGS)).toEqual(['username', 'mobile']);
    expect(registerModes({ ...DEMO_FLAGS, USERNAMEREG3: false })).toEqual(['mobile']);
    expect(registerModes({ ...DEMO_FLAGS, REG3: false })).toEqual([]);
  });
});

describe('RegisterPopup', () => {
  it("shows both tabs, mobile first, the dialing code fixed, the link's invitation code filled in", async () => {
    const dialog = await renderPopup(DEMO_FLAGS);
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('false');
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    expect(mobile.getAttribute('aria-required')).toBe('true');
    expect(mobile.getAttribute('autocomplete')).toBe('tel-national');
    const dialing = within(dialog).getByRole('textbox', { name: 'Country code' }) as HTMLInputElement;
    expect(dialing.value).toBe('+54');
    expect(dialing.disabled).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: 'Verification code' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect(within(dialog).getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect((within(dialog).getByRole('textbox', { name: 'Invitation code' }) as HTMLInputElement).value).toBe(
      'DEMO2026',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Invitation code' }).getAttribute('aria-required')).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: /I am 18 or older/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('without MOBILENUMPASSREG3 the mobile form has no password and says how to sign in', async () => {
    const dialog = await renderPopup({ ...DEMO_FLAGS, MOBILENUMPASSREG3: false });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).queryByLabelText('Confirm password')).toBeNull();
    expect(within(dialog).getByText(/You will sign in with a code sent to this number/)).toBeTruthy();
  });

  it('with only username registration there are no tabs, and no mobile field unless its rule is enabled', async () => {
    writeCachedRules(sessionStorage, { ...DEMO_RULES, mobileNum: { ...DEMO_RULES.mobileNum!, enabled: false } });
    const dialog = await renderPopup({ ...DEMO_FLAGS, MOBILENUMREG3: false });
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Username' }).getAttribute('autocomplete')).toBe('username');
    expect(within(dialog).queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
  });

  it('says so when the site offers no registration', async () => {
    const dialog = await renderPopup({ ...DEMO_FLAGS, REG3: false });
    expect(within(dialog).getByText('Registration is not available on this site at the moment.')).toBeTruthy();
  });
});
