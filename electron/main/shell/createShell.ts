/**
 * The desktop shell: lifecycle and wiring only. Every decision (URL trust, IPC validation, token
 * storage, window options, deep links, origin fallback, event stream, notifications, tray and
 * menu contents, updates) lives in a module under electron/main that takes Electron's objects as
 * parameters; the wire*.ts files beside this one connect them, and electron/main/index.ts hands
 * in the real Electron. tests/unit/electron/shell.test.ts runs the whole shell on fakes.
 */
import { ConfigError } from '../config';
import { claimSingleInstance, type SingleInstance } from '../services/singleInstance';
import type { TrayService } from '../services/tray';
import type { ShellDeps, ShellWindow } from './deps';
import { createShellContext } from './shellContext';
import { closingGamesOnSignOut, wireGames } from './wireGames';
import { wireIpc } from './wireIpc';
import { wireLaunches, wireLifecycle } from './wireLifecycle';
import { wireMenu } from './wireMenu';
import { wireOrigins } from './wireOrigins';
import { secureBeforeReady, wireSecurity } from './wireSecurity';
import { wireSession } from './wireSession';
import { wireTray } from './wireTray';
import { checkForUpdatesFromMenu, wireUpdates } from './wireUpdates';
import { wireWindows, type MainWindows } from './wireWindows';

/** Windows groups notifications and the taskbar by this id (package.json build.appId). */
export const APP_USER_MODEL_ID = 'com.example.casinoclient';

export type Shell = {
  /**
   * Claims the single-instance lock and, once Electron is ready, wires everything and opens the
   * main window. Resolves when that is done, or at once in a second copy (which quits).
   */
  start(): Promise<void>;
};

export function createShell<W extends ShellWindow>(deps: ShellDeps<W>): Shell {
  return {
    start() {
      secureBeforeReady(deps);
      // One running copy: a second launch hands over its deep link (if any) and exits.
      const instance = claimSingleInstance(deps.app, deps.process.argv);
      if (!instance.primary) return Promise.resolve();
      return deps.app
        .whenReady()
        .then(() => wire(deps, instance))
        .catch((error: unknown) => fail(deps, error));
    },
  };
}

function wire<W extends ShellWindow>(deps: ShellDeps<W>, instance: SingleInstance): void {
  const ctx = createShellContext(deps);
  if (deps.process.platform === 'win32') deps.app.setAppUserModelId(APP_USER_MODEL_ID);
  wireSecurity(ctx);
  const origins = wireOrigins(ctx);
  // The window, the tray and the games refer to each other; the hooks run only after all exist.
  const windows: MainWindows<W> = wireWindows(ctx, {
    keepInTray: () => tray.available,
    closed: () => games.closeAll(),
  });
  const { navigator } = windows;
  const tray: TrayService<unknown> = wireTray(ctx, navigator);
  const { session, events } = wireSession(ctx, { origins, tray, navigator });
  const games = wireGames(ctx, () => session.refreshBalance());
  const updates = wireUpdates(ctx, tray);
  const menu = wireMenu(ctx, navigator, () => checkForUpdatesFromMenu(ctx, updates));
  wireIpc(ctx, {
    origins,
    tokens: closingGamesOnSignOut(session.tokens, games),
    games,
    updates,
    languageChanged: () => {
      tray.render();
      menu.rebuild();
    },
  });
  wireLifecycle(ctx, { navigator, tray, services: [events, updates] });
  windows.open();
  session.resume();
  wireLaunches(ctx, navigator, instance);
}

function fail<W extends ShellWindow>(deps: ShellDeps<W>, error: unknown): void {
  const message = error instanceof ConfigError ? error.message : `The app could not start: ${String(error)}`;
  deps.log.error(message);
  deps.dialog.showErrorBox('Desktop client', message);
  deps.app.exit(1);
}
