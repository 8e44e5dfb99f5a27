/**
 * The tray icon (services/tray.ts): open, balance, deposit, withdraw, quit. Its icon is a template
 * image on macOS (tinted by the OS), colour elsewhere; both are drawn by electron/scripts/makeIcons.ts.
 */
import { join } from 'node:path';
import type { Navigator } from '../services/navigator';
import { TrayService } from '../services/tray';
import type { ShellDeps, ShellWindow, TrayIcon } from './deps';
import { accountRoutes } from './routes';
import type { ShellContext } from './shellContext';

export function wireTray<W extends ShellWindow>(ctx: ShellContext<W>, navigator: Navigator): TrayService<unknown> {
  const { deps } = ctx;
  const tray = new TrayService({
    // The icon is made inside createTray, so a missing image counts as "no tray" too.
    createTray: () => deps.createTray(trayIcon(deps)),
    buildMenu: (template) => deps.menu.buildFromTemplate(template),
    translator: () => ctx.state.translator(),
    actions: {
      open: () => navigator.show(),
      deposit: () => navigator.navigate(accountRoutes.deposit),
      withdraw: () => navigator.navigate(accountRoutes.withdraw),
      quit: () => deps.app.quit(),
    },
    appName: deps.app.getName(),
    log: deps.log,
  });
  tray.create();
  return tray;
}

export function trayIcon<W extends ShellWindow>(deps: Pick<ShellDeps<W>, 'app' | 'process'>): TrayIcon {
  const template = deps.process.platform === 'darwin';
  return { path: join(deps.app.getAppPath(), 'resources/tray', template ? 'trayTemplate.png' : 'tray.png'), template };
}
