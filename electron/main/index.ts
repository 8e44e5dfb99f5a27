/**
 * Desktop shell entry: lifecycle and wiring only. Every decision (URL trust, IPC validation,
 * token storage, window options) lives in a module that receives Electron's objects as
 * parameters and is unit-tested with fakes; this file only connects them.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, type BrowserWindow, dialog, ipcMain, protocol, safeStorage, screen, session, shell } from 'electron';
import { ConfigError, readOperatorConfig, toDesktopConfig, type OperatorConfig } from './config';
import { sendEvent } from './ipc/events';
import { createHandle, mainFrameSenderPolicy } from './ipc/handle';
import { registerAppIpc } from './ipc/registerAppIpc';
import { registerAuthIpc } from './ipc/registerAuthIpc';
import { registerGamesIpc } from './ipc/registerGamesIpc';
import { registerShellIpc } from './ipc/registerShellIpc';
import { APP_ENTRY_URL, APP_SCHEME, createAppProtocolHandler, isAppUrl } from './security/appProtocol';
import { rendererContentSecurityPolicy } from './security/contentSecurityPolicy';
import { installPermissionPolicy } from './security/permissions';
import { createSafeShell } from './security/safeShell';
import { isLoopbackHost, isSameOrigin, parseUrl } from './security/trustedUrl';
import { GameWindows } from './services/gameWindows';
import { SecureTokenStore } from './services/secureStore';
import { openElectronSettings } from './services/settingsStore.electron';
import { createBrowserWindow } from './windows/browserWindow.electron';
import { createMainWindow, mainWindowPermissionRule } from './windows/mainWindow';
import { restoreWindowState, type WindowState } from './windows/windowState';

// Sandbox every renderer, including ones created by code we do not control (DevTools extensions,
// future windows): a global switch cannot be forgotten on a new BrowserWindow.
app.enableSandbox();
// Must happen before 'ready': the scheme needs a real origin, fetch support and a secure context.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.whenReady().then(start).catch(fail);
}

function start(): void {
  const config = loadConfig();
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const isAllowedAppUrl = (url: string): boolean => isAppUrl(url) || (devServerUrl !== undefined && isSameOrigin(url, devServerUrl));
  // Plain http only for loopback hosts, and only in development or when the build itself points
  // at a loopback platform (the local demo server).
  const allowLoopbackHttp = !app.isPackaged || isLoopbackHost(parseUrl(config.platformOrigin)?.hostname ?? '');

  app.on('web-contents-created', (_event, contents) => {
    // Backstop for any web contents: no <webview>, no new windows unless a window says otherwise.
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      root: join(app.getAppPath(), 'out/renderer'),
      reader: { readFile: (path) => readFile(path) },
      contentSecurityPolicy: rendererContentSecurityPolicy(config.platformOrigin),
    }),
  );
  installPermissionPolicy(session.defaultSession, mainWindowPermissionRule(isAllowedAppUrl));

  const settings = openElectronSettings(app.getPath('userData'), (notice) => console.warn(`[settings] ${notice}`)).store;
  const tokens = new SecureTokenStore(safeStorage, settings);
  const safeShell = createSafeShell(shell, () => ({ origins: config.externalOrigins, allowLoopbackHttp }));
  let mainWindow: BrowserWindow | null = null;
  const games = new GameWindows({
    createWindow: createBrowserWindow,
    sessionFor: (partition) => session.fromPartition(partition),
    randomUUID,
    safeShell,
    emitClosed: (event) => sendEvent(mainWindow?.webContents, 'games:closed', event),
    allowLoopbackHttp,
  });

  const handle = createHandle(ipcMain, mainFrameSenderPolicy(() => mainWindow?.webContents ?? null, isAllowedAppUrl));
  registerAppIpc(handle, { getConfig: () => toDesktopConfig(config, app.getVersion()) });
  registerAuthIpc(handle, tokens);
  registerShellIpc(handle, safeShell);
  registerGamesIpc(handle, games);

  const openMainWindow = (): BrowserWindow => {
    const primary = screen.getPrimaryDisplay();
    const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
    const win = createMainWindow({
      createWindow: createBrowserWindow,
      preloadPath: join(app.getAppPath(), 'out/preload/main.cjs'),
      state: restoreWindowState(settings.get('windowState'), [primary, ...others].map((display) => display.workArea)),
      entryUrl: devServerUrl ?? APP_ENTRY_URL,
      isAppUrl: isAllowedAppUrl,
      openOutside: (url) => void safeShell.open(url),
      saveState: (state: WindowState) => settings.set('windowState', state),
    });
    win.on('closed', () => {
      mainWindow = null;
      games.closeAll();
    });
    return win;
  };

  // A second launch focuses the running instance instead of starting another.
  app.on('second-instance', () => {
    mainWindow ??= openMainWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    mainWindow ??= openMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  mainWindow = openMainWindow();
}

// The configuration ships beside the app (extraResources) so operators can change it per build.
function loadConfig(): OperatorConfig {
  const path = app.isPackaged
    ? join(process.resourcesPath, 'desktop-config.json')
    : join(app.getAppPath(), 'resources/desktop-config.json');
  return readOperatorConfig(path, process.env);
}

function fail(error: unknown): void {
  const message = error instanceof ConfigError ? error.message : `The app could not start: ${String(error)}`;
  console.error(message);
  dialog.showErrorBox('Desktop client', message);
  app.exit(1);
}
