// @vitest-environment jsdom
/**
 * The change-password modal opened by choice (`openChangePassword()`, for the member centre):
 * closable, old password asked unless the session began without one, messages under the
 * fields, first wrong field focused. The submit path runs end to end in tests/e2e/password.spec.ts.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../../../../src/app/store';
import { sessionStarted } from '../../../../../../src/features/auth/authSlice';
import { ChangePasswordHost } from '../../../../../../src/features/auth/password/ChangePasswordHost';
import { openChangePassword } from '../../../../../../src/features/auth/password/passwordSlice';
import { initI18n } from '../../../../../../src/i18n';
import type { SessionOrigin } from '../../../../../../src/shared/wire';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

function renderHost(origin: SessionOrigin | null) {
  const { store } = createAppStore({
    merchantCode: 'demo',
    effects: { clearToken: async () => undefined, clearSessionStorage: () => undefined, now: Date.now },
  });
  store.dispatch(sessionStarted({ origin }));
  render(
    <Provider store={store}>
      <Suspense fallback={null}>
        <MemoryRouter>
          <ChangePasswordHost />
        </MemoryRouter>
      </Suspense>
    </Provider>,
  );
  return store;
}

describe('ChangePasswordHost', () => {
  it('shows nothing until openChangePassword(), then a closable modal asking for the old password', async () => {
    const store = renderHost('username');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(openChangePassword());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 3000 });
    const old = within(dialog).getByLabelText('Old password');
    expect(old.getAttribute('autocomplete')).toBe('current-password');
    expect(within(dialog).getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(within(dialog).queryByRole('button', { name: 'Sign out' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(old.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Input cannot be empty',
    );
    expect(document.activeElement).toBe(old);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().password.changeOpen).toBe(false);
  });

  it('does not ask for the old password after an SMS login', async () => {
    const store = renderHost('sms');
    act(() => {
      store.dispatch(openChangePassword());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 3000 });
    expect(within(dialog).queryByLabelText('Old password')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
