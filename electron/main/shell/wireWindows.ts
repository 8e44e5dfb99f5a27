/**
 * The main window (windows/mainWindow.ts) as the shell keeps it: restored where it was, hidden to
 * the tray instead of closed while the app keeps running, showing waiting notices once it is
 * ready, and taking the game windows with it when it really closes. The navigator
 * (services/navigator.ts) brings it back for tray, menu, notification and deep-link routes.
 */
import { join } from 'node:path';
import { APP_ENTRY_URL } from '../security/appProtocol';
import { createNavigator, type Navigator } from '../services/navigator';
import { createMainWindow } from '../windows/mainWindow';
import { restoreWindowState } from '../windows/windowState';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

/** Settings key of the main window's last bounds (windows/windowState.ts). */
export const WINDOW_STATE_KEY = 'windowState';

export type MainWindowHooks = {
  /** True while a closed window may live on in the tray (services/tray.ts `available`). */
  keepInTray(): boolean;
  /** The main window is gone. */
  closed(): void;
};

export type MainWindows<W> = {
  /** Opens the main window (app start); the navigator re-opens it later when needed. */
  open(): W;
  navigator: Navigator;
};

export function wireWindows<W extends ShellWindow>(ctx: ShellContext<W>, hooks: MainWindowHooks): MainWindows<W> {
  const { deps, state, settings } = ctx;
  const open = (): W => {
    const primary = deps.screen.getPrimaryDisplay();
    const others = deps.screen.getAllDisplays().filter((display) => display.id !== primary.id);
    const win = createMainWindow({
      createWindow: deps.createWindow,
      preloadPath: join(deps.app.getAppPath(), 'out/preload/main.cjs'),
      state: restoreWindowState(
        settings.get(WINDOW_STATE_KEY),
        [primary, ...others].map((display) => display.workArea),
      ),
      entryUrl: ctx.devServerUrl ?? APP_ENTRY_URL,
      isAppUrl: ctx.isAllowedAppUrl,
      openOutside: (url) => void ctx.safeShell.open(url),
      saveState: (saved) => settings.set(WINDOW_STATE_KEY, saved),
    });
    // Closing the window keeps the app in the tray (notifications keep coming) unless quitting.
    win.on('close', (event: { preventDefault(): void }) => {
      if (state.quitting() || !hooks.keepInTray()) return;
      event.preventDefault();
      win.hide();
    });
    win.once('ready-to-show', () =>
      ctx.notices.ready((notice) =>
        deps.dialog.showMessageBox(win, {
          type: 'warning',
          message: notice.message,
          ...(notice.detail !== undefined && { detail: notice.detail }),
          buttons: [notice.button],
        }),
      ),
    );
    win.on('closed', () => {
      state.mainWindowClosed();
      hooks.closed();
    });
    return state.mainWindowOpened(win);
  };
  return { open, navigator: createNavigator({ current: () => state.mainWindow(), open, log: deps.log }) };
}
