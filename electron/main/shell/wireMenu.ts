/**
 * The application menu (menus/applicationMenu.ts), built now and again whenever the interface
 * language changes (wireIpc.ts's `app:setLanguage`).
 */
import { applicationMenuTemplate } from '../menus/applicationMenu';
import type { Navigator } from '../services/navigator';
import type { ShellWindow } from './deps';
import { accountRoutes } from './routes';
import type { ShellContext } from './shellContext';

export type ApplicationMenu = { rebuild(): void };

export function wireMenu<W extends ShellWindow>(
  ctx: ShellContext<W>,
  navigator: Navigator,
  checkForUpdates: () => Promise<void>,
): ApplicationMenu {
  const { app, menu, process } = ctx.deps;
  const rebuild = (): void => {
    const template = applicationMenuTemplate(
      { t: ctx.state.translator(), appName: app.getName(), platform: process.platform, isDevelopment: !app.isPackaged },
      {
        memberCentre: () => navigator.navigate(accountRoutes.memberCentre),
        deposit: () => navigator.navigate(accountRoutes.deposit),
        withdraw: () => navigator.navigate(accountRoutes.withdraw),
        messages: () => navigator.navigate(accountRoutes.messages),
        checkForUpdates: () => void checkForUpdates(),
        about: () => ctx.inform(`${app.getName()} ${app.getVersion()}`),
        quit: () => app.quit(),
      },
    );
    menu.setApplicationMenu(menu.buildFromTemplate(template));
  };
  rebuild();
  return { rebuild };
}
