/**
 * The app's lifecycle around its windows: quitting really quits, the dock icon brings the
 * window back, the app lives on in the tray when its windows close, and deep links or a second
 * launch (services/singleInstance.ts) show the window, on the link's route when it has one.
 */
import { DEEP_LINK_SCHEME, deepLinkRoute } from '../deepLinks';
import type { Navigator } from '../services/navigator';
import type { SingleInstance } from '../services/singleInstance';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

export type LifecycleParts = {
  navigator: Navigator;
  tray: { readonly available: boolean; destroy(): void };
  /** Stopped when the app quits (event stream, update timer). */
  services: { stop(): void }[];
};

export function wireLifecycle<W extends ShellWindow>(
  ctx: ShellContext<W>,
  { navigator, tray, services }: LifecycleParts,
): void {
  const { app, process } = ctx.deps;
  app.on('before-quit', () => ctx.state.startQuitting());
  app.on('activate', () => navigator.show());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !tray.available) app.quit();
  });
  app.on('will-quit', () => {
    for (const service of services) service.stop();
    tray.destroy();
  });
}

/** Registers the deep-link scheme and starts handling links and second launches (some waited for 'ready'). */
export function wireLaunches<W extends ShellWindow>(
  ctx: ShellContext<W>,
  navigator: Navigator,
  instance: SingleInstance,
): void {
  const { app, log } = ctx.deps;
  // Deep links: registered with the OS by the installer (electron-builder `protocols`) and here,
  // for packaged builds only (a development registration would point the OS at the bare Electron).
  // Reviewed: the links only ever reach deepLinks.parseDeepLink's strict grammar (openLink below).
  if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME); // eng-disable PROTOCOL_HANDLER_JS_CHECK
  instance.ready({
    openLink: (url) => {
      const route = deepLinkRoute(url);
      if (route !== null) {
        navigator.navigate(route);
        return;
      }
      log.warn('[deepLink] ignored a link that is not a game or member-centre link');
      navigator.show();
    },
    focus: () => navigator.show(),
  });
}
