/**
 * Brings the main window forward and shows a renderer route in it (`app:navigate`): for deep
 * links, tray and menu items and notification clicks. The window is re-created when it was
 * closed, restored when minimised, shown when hidden in the tray; a route asked for while the
 * page is still loading waits for the load, so the renderer's listener is there to receive it.
 */
import { isAppRoute } from '../../../src/shared/ipc/routes';
import { sendEvent, type EventTarget } from '../ipc/events';

/** The slice of `BrowserWindow` used. */
export type NavigableWindow = {
  webContents: EventTarget & {
    isLoading(): boolean;
    once(event: 'did-finish-load', listener: () => void): unknown;
  };
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
};

export type NavigatorDeps<W extends NavigableWindow> = {
  /** The main window when it exists. */
  current(): W | null;
  /** Opens the main window (it starts loading the app). */
  open(): W;
  log?: { warn(message: string, ...details: unknown[]): void };
};

export type Navigator = {
  /** Shows the main window (opening it if needed). */
  show(): void;
  /** Shows the main window on `route`; false (window still shown) for a route that is not one. */
  navigate(route: string): boolean;
};

export function createNavigator<W extends NavigableWindow>(deps: NavigatorDeps<W>): Navigator {
  const reveal = (): W => {
    const win = deps.current() ?? deps.open();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
    return win;
  };
  return {
    show: () => void reveal(),
    navigate(route) {
      const win = reveal();
      if (!isAppRoute(route)) {
        deps.log?.warn('[navigator] refused a route that is not an app route');
        return false;
      }
      const send = () => sendEvent(win.webContents, 'app:navigate', { path: route });
      if (win.webContents.isLoading()) win.webContents.once('did-finish-load', send);
      else send();
      return true;
    },
  };
}
