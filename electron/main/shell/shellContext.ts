/**
 * What every part of the shell reads once the app is ready: the operator configuration, which
 * URLs are the app's own, the settings file, the shared state, notices, the token store and the
 * safe shell. Built once by createShell.ts and handed to each wire*.ts.
 */
import type { MessageBoxOptions } from 'electron';
import { loadOperatorConfig, type OperatorConfig } from '../config';
import { isAppUrl } from '../security/appProtocol';
import { createSafeShell, type SafeShell } from '../security/safeShell';
import { isLoopbackHost, isSameOrigin, parseUrl } from '../security/trustedUrl';
import { createNotices, settingsNoticeKey, type Notices } from '../services/notices';
import { SecureTokenStore } from '../services/secureStore';
import type { KeyValueStore } from '../services/settingsStore';
import type { ShellDeps, ShellWindow } from './deps';
import { ShellState } from './shellState';

export type ShellContext<W extends ShellWindow> = {
  deps: ShellDeps<W>;
  config: OperatorConfig;
  /** The electron-vite dev server in development (ELECTRON_RENDERER_URL), else undefined. */
  devServerUrl: string | undefined;
  /** True for URLs the main window may show: app://bundle, plus the dev server in development. */
  isAllowedAppUrl(url: string): boolean;
  /** Plain http only for loopback hosts, and only in development or for a loopback platform. */
  allowLoopbackHttp: boolean;
  settings: KeyValueStore;
  state: ShellState<W>;
  notices: Notices;
  tokens: SecureTokenStore;
  safeShell: SafeShell;
  /** A message box over the main window (or alone while there is none). */
  messageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  /** An information box with an OK button (the menu's About, an update check's answer). */
  inform(message: string): void;
};

/** Reads the configuration (throws ConfigError) and opens the settings file. */
export function createShellContext<W extends ShellWindow>(deps: ShellDeps<W>): ShellContext<W> {
  const { app, process, log } = deps;
  // The configuration ships beside the app (extraResources); env overrides of origin and feed only in development.
  const config = loadOperatorConfig(app, process.resourcesPath, process.env, deps.readTextFile);
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  // The local demo server is a loopback platform: a build pointed at it may use plain http.
  const allowLoopbackHttp = !app.isPackaged || isLoopbackHost(parseUrl(config.platformOrigin)?.hostname ?? '');

  const opened = deps.openSettings(app.getPath('userData'), (notice) => log.warn(`[settings] ${notice}`));
  const settings = opened.store;
  const state = new ShellState<W>(settings, app.getLocale());
  const notices = createNotices(() => state.translator(), log);
  const settingsNotice = settingsNoticeKey(opened.mode);
  if (settingsNotice) notices.raise(settingsNotice);

  const messageBox = (options: MessageBoxOptions) => deps.dialog.showMessageBox(state.mainWindow(), options);
  return {
    deps,
    config,
    devServerUrl,
    isAllowedAppUrl: (url) => isAppUrl(url) || (devServerUrl !== undefined && isSameOrigin(url, devServerUrl)),
    allowLoopbackHttp,
    settings,
    state,
    notices,
    tokens: new SecureTokenStore(deps.safeStorage, settings, log),
    safeShell: createSafeShell(deps.shell, () => ({ origins: config.externalOrigins, allowLoopbackHttp }), log),
    messageBox,
    inform: (message) => void messageBox({ type: 'info', message, buttons: [state.translator().t('notice.ok')] }),
  };
}
