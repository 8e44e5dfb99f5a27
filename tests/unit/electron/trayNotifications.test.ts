/**
 * The tray (menu contents, balance, update progress, a desktop without a tray), OS notifications
 * (shown, clicked through to the record, kept alive until used) and the application menu.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../electron/main/i18n/translate';
import { applicationMenuTemplate } from '../../../electron/main/menus/applicationMenu';
import { trayMenuTemplate } from '../../../electron/main/menus/trayMenu';
import { NotificationService, type NotificationLike } from '../../../electron/main/services/notifications';
import { TrayService } from '../../../electron/main/services/tray';
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';
import { FakeTray, quietLog } from './fakes';

const en = createTranslator('en');
const actions = () => ({ open: vi.fn(), deposit: vi.fn(), withdraw: vi.fn(), quit: vi.fn() });
const labels = (items: MenuItemConstructorOptions[]) =>
  items.filter((item) => item.type !== 'separator').map((item) => item.label ?? item.role);
const click = (items: MenuItemConstructorOptions[], id: string) => {
  const item = items.find((candidate) => candidate.id === id);
  if (!item?.click) throw new Error(`no clickable ${id}`);
  (item.click as () => void)();
};

describe('tray menu', () => {
  it('opens, shows the balance, deposits, withdraws and quits', () => {
    const act = actions();
    const items = trayMenuTemplate(en, { balance: { amount: '1234.50', currency: 'USD' }, updatePercent: null }, act);
    expect(labels(items)).toEqual(['Open', 'Balance: 1,234.50 USD', 'Deposit', 'Withdraw', 'Quit']);
    expect(items.find((item) => item.id === 'balance')?.enabled).toBe(false);
    for (const id of ['open', 'deposit', 'withdraw', 'quit']) click(items, id);
    for (const fn of Object.values(act)) expect(fn).toHaveBeenCalledOnce();
  });

  it('says when the balance is unknown, shows an update download, and speaks the language', () => {
    const items = trayMenuTemplate(createTranslator('ja'), { balance: null, updatePercent: 42.4 }, actions());
    expect(labels(items)).toEqual([
      '開く',
      '残高：ログインすると表示されます',
      '入金',
      '出金',
      'アップデートをダウンロード中：42%',
      '終了',
    ]);
  });
});

describe('TrayService', () => {
  it('rebuilds the menu when the balance, the download or the language changes', () => {
    const tray = new FakeTray();
    let t = en;
    const act = actions();
    const service = new TrayService({
      createTray: () => tray,
      buildMenu: (template) => template,
      translator: () => t,
      actions: act,
      appName: 'Casino Client',
    });
    expect(service.create()).toBe(true);
    expect(service.available).toBe(true);
    expect(labels(tray.menu)).toContain('Balance: sign in to see it');
    tray.clickListener?.();
    expect(act.open).toHaveBeenCalledOnce();

    service.update({ balance: { amount: '50.00', currency: 'USD' } });
    expect(labels(tray.menu)).toContain('Balance: 50.00 USD');
    service.update({ updatePercent: 10 });
    expect(tray.tooltip).toBe('Casino Client — Downloading update: 10%');
    service.update({ updatePercent: null });
    expect(tray.tooltip).toBe('Casino Client');
    t = createTranslator('fr');
    service.render();
    expect(labels(tray.menu)).toContain('Solde : 50,00 USD');
    service.destroy();
    expect(tray.destroyed).toBe(true);
    expect(service.available).toBe(false);
  });

  it('runs without a tray where the desktop has none', () => {
    const log = quietLog();
    const service = new TrayService({
      createTray: () => {
        throw new Error('no StatusNotifier host');
      },
      buildMenu: (template) => template,
      translator: () => en,
      actions: actions(),
      appName: 'Casino Client',
      log,
    });
    expect(service.create()).toBe(false);
    expect(service.available).toBe(false);
    expect(() => service.update({ balance: null })).not.toThrow();
    expect(log.messages[0]).toMatch(/no tray/);
  });
});

class FakeNotification implements NotificationLike {
  readonly listeners = new Map<string, () => void>();
  shown = false;
  constructor(readonly options: { title: string; body: string }) {}
  on(event: 'click' | 'close', listener: () => void): this {
    this.listeners.set(event, listener);
    return this;
  }
  show(): void {
    this.shown = true;
  }
}

describe('NotificationService', () => {
  const approved: MemberEvent = {
    id: '3',
    kind: 'withdrawal_approved',
    record: { type: 'withdrawal', id: '7' },
    amount: '80.00',
    currency: 'USD',
    at: 0,
  };

  it('shows the notification and opens the matching record when clicked', () => {
    const created: FakeNotification[] = [];
    const openRoute = vi.fn();
    const service = new NotificationService({
      factory: {
        isSupported: () => true,
        create: (options) => created[created.push(new FakeNotification(options)) - 1]!,
      },
      translator: () => en,
      openRoute,
    });
    expect(service.notify(approved)).toBe(true);
    expect(created[0]?.options).toEqual({
      title: 'Withdrawal approved',
      body: 'Your withdrawal of 80.00 USD has been approved.',
    });
    expect(created[0]?.shown).toBe(true);
    expect(openRoute).not.toHaveBeenCalled();
    created[0]?.listeners.get('click')?.();
    expect(openRoute).toHaveBeenCalledWith('/member?page=withdraw&withdrawal=7');
  });

  it('does nothing where the OS has no notifications', () => {
    const create = vi.fn();
    const service = new NotificationService({
      factory: { isSupported: () => false, create },
      translator: () => en,
      openRoute: vi.fn(),
    });
    expect(service.notify(approved)).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('application menu', () => {
  const menuActions = () => ({
    memberCentre: vi.fn(),
    deposit: vi.fn(),
    withdraw: vi.fn(),
    messages: vi.fn(),
    checkForUpdates: vi.fn(),
    about: vi.fn(),
    quit: vi.fn(),
  });
  const submenu = (items: MenuItemConstructorOptions[], id: string) =>
    (items.find((item) => item.id === id)?.submenu ?? []) as MenuItemConstructorOptions[];

  it('has the account pages, editing, view, window and help, with Quit under Account off macOS', () => {
    const act = menuActions();
    const items = applicationMenuTemplate(
      { t: en, appName: 'Casino Client', platform: 'win32', isDevelopment: false },
      act,
    );
    expect(labels(items)).toEqual(['Account', 'Edit', 'View', 'Window', 'Help']);
    const account = submenu(items, 'account');
    expect(labels(account)).toEqual(['Member centre', 'Deposit', 'Withdraw', 'Messages', 'Quit']);
    for (const id of ['memberCentre', 'deposit', 'withdraw', 'messages', 'quit']) click(account, id);
    click(submenu(items, 'help'), 'checkUpdates');
    click(submenu(items, 'help'), 'about');
    for (const fn of Object.values(act)) expect(fn).toHaveBeenCalledOnce();
    // No developer tools in a packaged build.
    expect(JSON.stringify(items)).not.toContain('toggleDevTools');
  });

  it('follows macOS conventions and adds developer tools only in development', () => {
    const items = applicationMenuTemplate(
      { t: createTranslator('de'), appName: 'Casino Client', platform: 'darwin', isDevelopment: true },
      menuActions(),
    );
    expect(items[0]?.label).toBe('Casino Client');
    expect(labels(items[0]?.submenu as MenuItemConstructorOptions[])).toContain('Über Casino Client');
    expect(labels(submenu(items, 'account'))).toEqual(['Mitgliederbereich', 'Einzahlen', 'Auszahlen', 'Nachrichten']);
    expect(JSON.stringify(submenu(items, 'view'))).toContain('toggleDevTools');
  });
});
