/**
 * The application menu. Standard roles (edit, zoom, full screen, window) keep the platform's
 * shortcuts; the account items open member-centre pages in the window, "Check for updates"
 * asks the updater, and developer tools exist only in development builds. Pure, so the template
 * is tested without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Translator } from '../i18n/translate';

export type ApplicationMenuActions = {
  memberCentre(): void;
  deposit(): void;
  withdraw(): void;
  messages(): void;
  checkForUpdates(): void;
  about(): void;
  quit(): void;
};

export type ApplicationMenuOptions = {
  t: Translator;
  appName: string;
  /** `process.platform`: macOS has the app menu and Window role; the others Quit under Account. */
  platform: string;
  /** Development build: adds developer tools. */
  isDevelopment: boolean;
};

export function applicationMenuTemplate(
  options: ApplicationMenuOptions,
  actions: ApplicationMenuActions,
): MenuItemConstructorOptions[] {
  const { t, appName } = options;
  const mac = options.platform === 'darwin';
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: t.t('menu.about', { app: appName }),
    click: () => actions.about(),
  };
  const checkUpdates: MenuItemConstructorOptions = {
    id: 'checkUpdates',
    label: t.t('menu.checkUpdates'),
    click: () => actions.checkForUpdates(),
  };
  const quit: MenuItemConstructorOptions = {
    id: 'quit',
    label: t.t('tray.quit'),
    accelerator: 'CmdOrCtrl+Q',
    click: () => actions.quit(),
  };

  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: appName,
      submenu: [
        about,
        checkUpdates,
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        quit,
      ],
    });
  }
  template.push({
    id: 'account',
    label: t.t('menu.account'),
    submenu: [
      { id: 'memberCentre', label: t.t('menu.memberCentre'), click: () => actions.memberCentre() },
      { id: 'deposit', label: t.t('tray.deposit'), click: () => actions.deposit() },
      { id: 'withdraw', label: t.t('tray.withdraw'), click: () => actions.withdraw() },
      { id: 'messages', label: t.t('menu.messages'), click: () => actions.messages() },
      ...(mac ? [] : [{ type: 'separator' } as const, quit]),
    ],
  });
  template.push({ id: 'edit', label: t.t('menu.edit'), role: 'editMenu' });
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: t.t('menu.reload') },
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (options.isDevelopment) view.push({ type: 'separator' }, { role: 'toggleDevTools' });
  template.push({ id: 'view', label: t.t('menu.view'), submenu: view });
  template.push({ id: 'window', label: t.t('menu.window'), role: 'windowMenu' });
  template.push({
    id: 'help',
    label: t.t('menu.help'),
    role: 'help',
    submenu: mac ? [checkUpdates] : [checkUpdates, { type: 'separator' }, about],
  });
  return template;
}
