/**
 * The session glue of the main process (services/desktopSession.ts), the navigator that brings
 * the window forward on a route (services/navigator.ts), and the one-off notices
 * (services/notices.ts): sign-in starts events and the tray balance, sign-out stops both, the
 * no-keyring and settings-reset notices are shown once, in the interface language.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../electron/main/i18n/translate';
import type { TokenStore } from '../../../electron/main/ipc/registerAuthIpc';
import type { TrayBalanceView } from '../../../electron/main/menus/trayMenu';
import { createDesktopSession } from '../../../electron/main/services/desktopSession';
import { createNavigator, type NavigableWindow } from '../../../electron/main/services/navigator';
import { createNotices, settingsNoticeKey } from '../../../electron/main/services/notices';
import { PlatformError, PlatformUnreachable, type TrayBalance } from '../../../electron/main/services/platformApi';
import { openSettingsStore } from '../../../electron/main/services/settingsStore';
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function memoryTokens(mode: 'encrypted' | 'memory' = 'encrypted'): TokenStore {
  let token: string | null = null;
  return {
    getToken: () => token,
    setToken: (value) => void (token = value),
    clear: () => void (token = null),
    storageMode: () => mode,
  };
}

function setup(mode: 'encrypted' | 'memory' = 'encrypted') {
  const events = { start: vi.fn(), stop: vi.fn() };
  const shown: TrayBalanceView[] = [];
  const notify = vi.fn();
  const noKeyring = vi.fn();
  const onUnreachable = vi.fn();
  let balance: () => Promise<TrayBalance> = async () => ({ amount: '10.00', currency: 'USD' });
  const session = createDesktopSession({
    tokens: memoryTokens(mode),
    events,
    notify,
    fetchBalance: () => balance(),
    showBalance: (value) => void shown.push(value),
    noKeyring,
    onUnreachable,
    log: { warn: () => undefined },
  });
  return {
    session,
    events,
    shown,
    notify,
    noKeyring,
    onUnreachable,
    setBalance: (next: () => Promise<TrayBalance>) => void (balance = next),
  };
}

const credited: MemberEvent = {
  id: '4',
  kind: 'deposit_credited',
  record: { type: 'deposit', id: '9' },
  amount: '50.00',
  currency: 'USD',
  at: 0,
};

describe('desktop session', () => {
  it('signing in starts the event stream and shows the balance; signing out stops and clears both', async () => {
    const s = setup();
    s.session.tokens.setToken('tok-1', true);
    await settle();
    expect(s.events.start).toHaveBeenCalledOnce();
    expect(s.shown).toEqual([{ amount: '10.00', currency: 'USD' }]);
    // "Remember me" changed for the same token: no second stream.
    s.session.tokens.setToken('tok-1', false);
    expect(s.events.start).toHaveBeenCalledOnce();

    s.session.tokens.clear();
    expect(s.session.tokens.getToken()).toBeNull();
    expect(s.events.stop).toHaveBeenCalledOnce();
    expect(s.shown.at(-1)).toBeNull();
  });

  it('turns an event into a notification and a fresh balance', async () => {
    const s = setup();
    s.session.tokens.setToken('tok-1', true);
    await settle();
    s.setBalance(async () => ({ amount: '60.00', currency: 'USD' }));
    s.session.onEvent(credited);
    await settle();
    expect(s.notify).toHaveBeenCalledWith(credited);
    expect(s.shown.at(-1)).toEqual({ amount: '60.00', currency: 'USD' });
  });

  it('resumes a remembered session at start, and clears the tray when the server ends it', async () => {
    const s = setup();
    s.session.resume();
    expect(s.events.start).not.toHaveBeenCalled();
    s.session.tokens.setToken('tok-1', true);
    s.session.resume();
    expect(s.events.start).toHaveBeenCalledTimes(2);
    await settle();
    s.session.sessionEnded();
    expect(s.shown.at(-1)).toBeNull();
  });

  it('shows only the newest balance answer, and reports an unreachable origin', async () => {
    const s = setup();
    s.session.tokens.setToken('tok-1', true);
    await settle();
    let slow!: (value: TrayBalance) => void;
    s.setBalance(() => new Promise((resolve) => (slow = resolve)));
    const first = s.session.refreshBalance();
    s.setBalance(async () => ({ amount: '99.00', currency: 'USD' }));
    await s.session.refreshBalance();
    slow({ amount: '1.00', currency: 'USD' });
    await first;
    expect(s.shown.at(-1)).toEqual({ amount: '99.00', currency: 'USD' });

    s.setBalance(() => Promise.reject(new PlatformUnreachable('down')));
    await s.session.refreshBalance();
    expect(s.onUnreachable).toHaveBeenCalledOnce();
    s.setBalance(() => Promise.reject(new PlatformError(401, 'user.or.token.invalid', 'ended')));
    await s.session.refreshBalance();
    expect(s.shown.at(-1)).toBeNull();
  });

  it('tells the person once when there is no keyring, and never where there is one', () => {
    const without = setup('memory');
    without.session.tokens.setToken('tok-1', true);
    without.session.tokens.setToken('tok-2', false);
    expect(without.noKeyring).toHaveBeenCalledOnce();
    const withKeyring = setup('encrypted');
    withKeyring.session.tokens.setToken('tok-1', true);
    expect(withKeyring.noKeyring).not.toHaveBeenCalled();
  });
});

class FakeWindow implements NavigableWindow {
  loading = false;
  minimized = false;
  visible = false;
  focused = 0;
  sent: [string, unknown][] = [];
  private onLoad: (() => void) | null = null;
  readonly webContents = {
    send: (channel: string, payload: unknown) => void this.sent.push([channel, payload]),
    isDestroyed: () => false,
    isLoading: () => this.loading,
    once: (_event: 'did-finish-load', listener: () => void) => void (this.onLoad = listener),
  };
  isMinimized = () => this.minimized;
  restore = () => void (this.minimized = false);
  show = () => void (this.visible = true);
  focus = () => void (this.focused += 1);
  finishLoading(): void {
    this.loading = false;
    this.onLoad?.();
  }
}

describe('navigator', () => {
  it('restores a minimised or hidden window and shows the route', () => {
    const win = new FakeWindow();
    win.minimized = true;
    const navigator = createNavigator({ current: () => win, open: () => win });
    expect(navigator.navigate('/member?page=withdraw&withdrawal=7')).toBe(true);
    expect(win).toMatchObject({ minimized: false, visible: true, focused: 1 });
    expect(win.sent).toEqual([['app:navigate', { path: '/member?page=withdraw&withdrawal=7' }]]);
  });

  it('opens the window when it was closed and sends the route once the page has loaded', () => {
    const win = new FakeWindow();
    win.loading = true;
    const open = vi.fn(() => win);
    const navigator = createNavigator({ current: () => null, open });
    navigator.navigate('/member?page=depositv2&deposit=3');
    expect(open).toHaveBeenCalledOnce();
    expect(win.sent).toEqual([]);
    win.finishLoading();
    expect(win.sent).toEqual([['app:navigate', { path: '/member?page=depositv2&deposit=3' }]]);
  });

  it('brings the window forward but sends nothing for a route that is not an app route', () => {
    const win = new FakeWindow();
    const navigator = createNavigator({ current: () => win, open: () => win, log: { warn: () => undefined } });
    for (const route of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/member#frag'])
      expect(navigator.navigate(route)).toBe(false);
    expect(win.sent).toEqual([]);
    expect(win.visible).toBe(true);
  });
});

describe('notices', () => {
  it('reset a corrupt settings file and tell the person, once the window can show it, in their language', async () => {
    const notices: string[] = [];
    let created = 0;
    const opened = openSettingsStore({
      create: () => {
        created += 1;
        if (created === 1) throw new SyntaxError('Unexpected token } in JSON');
        return { get: () => undefined, set: () => undefined, delete: () => undefined };
      },
      moveAside: () => undefined,
      notify: (notice) => void notices.push(notice),
    });
    expect(opened.mode).toBe('reset');
    const key = settingsNoticeKey(opened.mode);
    expect(key).toBe('notice.settingsReset');
    expect(settingsNoticeKey('file')).toBeNull();

    let t = createTranslator('en');
    const shown: { message: string; button: string }[] = [];
    const pending = createNotices(() => t);
    if (key) pending.raise(key, notices[0]);
    t = createTranslator('es');
    expect(shown).toEqual([]);
    pending.ready(async (notice) => void shown.push(notice));
    await settle();
    expect(shown).toEqual([
      { message: createTranslator('es').t('notice.settingsReset'), detail: notices[0], button: 'Aceptar' },
    ]);
    pending.raise('notice.noKeyring');
    expect(shown.at(-1)?.message).toMatch(/llavero/);
  });
});
