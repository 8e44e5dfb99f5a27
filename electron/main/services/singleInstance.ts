/**
 * One running copy of the app. A second launch (a desktop shortcut, or the OS handing over a
 * `casino-client://` link) exits at once, and the first copy comes forward, opening the link if
 * the second launch carried one. Links that arrive before the app is ready (a cold start from a
 * link, macOS `open-url` during launch) wait until `ready` is called.
 */
import { deepLinkFromArgv } from '../deepLinks';

/** The slice of Electron's `app` used. */
export type SingleInstanceApp = {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
};

export type LaunchHandlers = {
  /** Opens a deep link (parsed and validated by the receiver). */
  openLink(url: string): void;
  /** Brings the main window forward. */
  focus(): void;
};

export type SingleInstance = {
  /** False in a second copy, which is already quitting and must start nothing. */
  primary: boolean;
  /** The app is ready: handle what waited and everything from now on. */
  ready(handlers: LaunchHandlers): void;
};

/**
 * Takes the single-instance lock and listens for later launches and links.
 * @param argv this process's command line (a cold start from a link carries it here).
 */
export function claimSingleInstance(app: SingleInstanceApp, argv: readonly string[]): SingleInstance {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { primary: false, ready: () => undefined };
  }
  let handlers: LaunchHandlers | null = null;
  const waiting: (string | null)[] = [];
  const initial = deepLinkFromArgv(argv);
  if (initial !== null) waiting.push(initial);

  // null: just come forward.
  const arrive = (link: string | null) => {
    if (!handlers) {
      waiting.push(link);
      return;
    }
    if (link === null) handlers.focus();
    else handlers.openLink(link);
  };
  app.on('second-instance', (_event, secondArgv) =>
    arrive(deepLinkFromArgv(Array.isArray(secondArgv) ? secondArgv : [])),
  );
  // macOS hands links to the running app with open-url (also on a cold start, before ready).
  app.on('open-url', (event, url) => {
    event.preventDefault();
    arrive(url);
  });

  return {
    primary: true,
    ready(ready) {
      handlers = ready;
      for (const link of waiting.splice(0)) arrive(link);
    },
  };
}
