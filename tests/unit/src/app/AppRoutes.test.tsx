// @vitest-environment happy-dom
/**
 * The shell in a DOM: the route table rendered through the real layouts, guards, lazy
 * screens, language selector, theme toggle and generic dialog, on a store holding a status.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemApi } from '../../../../src/api/api';
import { SessionProbeContext } from '../../../../src/app/RequireSession';
import { SessionEndRedirect } from '../../../../src/app/SessionEndRedirect';
import { sessionEnded } from '../../../../src/app/sessionSlice';
import { AppRoutes } from '../../../../src/app/router';
import { createAppStore } from '../../../../src/app/store';
import { AuthHost } from '../../../../src/features/auth/AuthHost';
import { memberLoaded } from '../../../../src/features/auth/authSlice';
import { DialogHost } from '../../../../src/features/ui/DialogHost';
import { openDialog } from '../../../../src/features/ui/uiSlice';
import { initI18n } from '../../../../src/i18n';
import koCommon from '../../../../src/i18n/locales/ko/common.json';
import type { MemberInfo, SystemStatus } from '../../../../src/shared/wire';
import { memberInfoFixture } from '../support/memberInfo';
import { systemStatusFixture } from '../support/systemStatus';

const STATUS: SystemStatus = systemStatusFixture();

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** An agent's member info, for the agent centre's guard. */
const AGENT: MemberInfo = memberInfoFixture({ id: 1, account: 'agent', nickname: 'Agent', type: 1, isAgent: true });

async function renderAt(path: string, { session = false, member }: { session?: boolean; member?: MemberInfo } = {}) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    loggedIn: session,
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  await store.dispatch(systemApi.util.upsertQueryData('systemStatus', undefined, STATUS));
  if (member) store.dispatch(memberLoaded(member));
  render(
    <Provider store={store}>
      <SessionProbeContext.Provider value={async () => session}>
        <Suspense fallback={<p>suspended</p>}>
          <MemoryRouter initialEntries={[path]}>
            <SessionEndRedirect />
            <AuthHost />
            <AppRoutes />
          </MemoryRouter>
          <DialogHost />
        </Suspense>
      </SessionProbeContext.Provider>
    </Provider>,
  );
  return store;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('app routes', () => {
  it('shows home in the full frame: top nav, side menu, right bar, footer, language, theme, log in', async () => {
    await renderAt('/');
    await heading('Home');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Quick links' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('lists the top navigation of the spec in order', async () => {
    await renderAt('/');
    await heading('Home');
    const links = screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/promotions',
      '/lott',
      '/elott',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/esports',
    ]);
  });

  it('loads lazy screens and shows their title', async () => {
    await renderAt('/promotions');
    await heading('Promotions');
    cleanup();
    await renderAt('/sports');
    await heading('Sports');
  });

  it('opens the login popup over home on /login', async () => {
    await renderAt('/login');
    await heading('Home');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('sends guests from a member route to /login', async () => {
    await renderAt('/favorite');
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
  });

  it('lets members in, and hides the side menu on lottery game pages', async () => {
    await renderAt('/favorite', { session: true });
    await heading('Favourites');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    cleanup();
    await renderAt('/vnLottery', { session: true });
    await heading('Lottery');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows /seamless without footer, right bar, side menu or language selector', async () => {
    await renderAt('/seamless');
    await heading('Game');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('sends guests from the agent centre to the agent login page, in the agent layout', async () => {
    await renderAt('/agentHome');
    await heading('Agent login');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('answers unknown paths with the not-found page in the main frame', async () => {
    await renderAt('/no/such/page');
    await heading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('matches the lottery paths case-sensitively, as the table lists them', async () => {
    await renderAt('/VNLOTTERY', { session: true });
    await heading('Page not found');
  });

  it('toggles the side menu with an accessible button; Escape closes it', async () => {
    await renderAt('/');
    await heading('Home');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Side menu' }).id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('offers the site’s languages and switches the interface language', async () => {
    await renderAt('/');
    await heading('Home');
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['EN', 'KO']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'KO' } });
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
    expect(localStorage.getItem('lang')).toBe('KO');
    // The Korean catalogs load (the tree may suspend meanwhile): the selector returns in Korean, on Korean.
    const korean = (await screen.findByRole(
      'combobox',
      { name: koCommon.language },
      { timeout: 3000 },
    )) as HTMLSelectElement;
    expect(korean.value).toBe('KO');
    await act(async () => {
      fireEvent.change(korean, { target: { value: 'EN' } });
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('toggles the theme and reports it as pressed', async () => {
    await renderAt('/');
    await heading('Home');
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    const before = document.documentElement.dataset.theme;
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).not.toBe(before);
    expect(toggle.getAttribute('aria-pressed')).toBe(String(document.documentElement.dataset.theme === 'dark'));
  });

  it('shows a dialog dispatched as plain data, translated, and removes it when answered', async () => {
    const store = await renderAt('/');
    await heading('Home');
    act(() => {
      store.dispatch(
        openDialog({ id: 'd1', icon: 'warning', title: { key: 'common:notice' }, message: { text: 'Hello' } }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().dialog.queue).toHaveLength(0);
  });

  it('leaves member pages for home when the server ends the session, and the agent centre for /agent', async () => {
    const store = await renderAt('/favorite', { session: true });
    await heading('Favourites');
    act(() => {
      store.dispatch(sessionEnded({ message: 'Logged out elsewhere', errorCode: 'login.not.session', at: 1 }));
    });
    await heading('Home');
    cleanup();
    const agentStore = await renderAt('/agentHome', { session: true, member: AGENT });
    await heading('Agent centre');
    act(() => {
      agentStore.dispatch(sessionEnded({ message: 'Logged out elsewhere', errorCode: 'login.not.session', at: 2 }));
    });
    await heading('Agent login');
  });
});
