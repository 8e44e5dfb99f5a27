/**
 * Desktop shell entry: lifecycle and wiring only. Every decision (URL trust, IPC validation,
 * token storage, window options, deep links, origin fallback, event stream, notifications, tray
 * and menu contents, updates) lives in a module that receives Electron's objects as parameters
 * and is unit-tested with fakes; this file only connects them.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  app,
  type BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import { ConfigError, loadOperatorConfig, toDesktopConfig, type OperatorConfig } from './config';
import { DEEP_LINK_SCHEME, deepLinkRoute, memberRoute } from './deepLinks';
import { createTranslator, type Translator } from './i18n/translate';
import { sendEvent } from './ipc/events';
import { createHandle, mainFrameSenderPolicy } from './ipc/handle';
import { registerAppIpc } from './ipc/registerAppIpc';
import { registerAuthIpc } from './ipc/registerAuthIpc';
import { registerGamesIpc } from './ipc/registerGamesIpc';
import { registerShellIpc } from './ipc/registerShellIpc';
import { registerUpdatesIpc } from './ipc/registerUpdatesIpc';
import { applicationMenuTemplate } from './menus/applicationMenu';
import { APP_ENTRY_URL, APP_SCHEME, createAppProtocolHandler, isAppUrl } from './security/appProtocol';
import { rendererContentSecurityPolicy } from './security/contentSecurityPolicy';
import { installPermissionPolicy } from './security/permissions';
import { createSafeShell } from './security/safeShell';
import { isLoopbackHost, isSameOrigin, parseUrl } from './security/trustedUrl';
import { createDesktopSession, type DesktopSession } from './services/desktopSession';
import { GameWindows } from './services/gameWindows';
import { MemberEventClient, type Timers } from './services/memberEvents/eventStream';
import { createNavigator } from './services/navigator';
import { createNotices, settingsNoticeKey } from './services/notices';
import { NotificationService } from './services/notifications';
import { isOriginFailure, OriginResolver } from './services/originResolver';
import { fetchBalance, fetchDomainRoute, type FetchLike, type PlatformSession } from './services/platformApi';
import { SecureTokenStore } from './services/secureStore';
import { openElectronSettings } from './services/settingsStore.electron';
import { claimSingleInstance } from './services/singleInstance';
import { TrayService } from './services/tray';
import { UpdaterService } from './services/updater';
import { electronAutoUpdater } from './services/updater.electron';
import { createBrowserWindow } from './windows/browserWindow.electron';
import { createMainWindow, mainWindowPermissionRule } from './windows/mainWindow';
import { restoreWindowState, type WindowState } from './windows/windowState';

/** Settings key of the last interface language the renderer reported. */
const LANGUAGE_KEY = 'ui.language';
/** Windows groups notifications and the taskbar by this id (package.json build.appId). */
const APP_USER_MODEL_ID = 'com.example.casinoclient';
/** While on a fallback origin, how often the configured one is tried again. */
const PREFERRED_ORIGIN_RETRY_MS = 30 * 60_000;

// Sandbox every renderer, including ones created by code we do not control (DevTools extensions,
// future windows): a global switch cannot be forgotten on a new BrowserWindow.
app.enableSandbox();
// Must happen before 'ready': the scheme needs a real origin, fetch support and a secure context.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

// One running copy: a second launch hands over its deep link (if any) and exits.
const instance = claimSingleInstance(app, process.argv);
if (instance.primary) app.whenReady().then(start).catch(fail);

function start(): void {
  const config = loadConfig();
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const isAllowedAppUrl = (url: string): boolean => isAppUrl(url) || (devServerUrl !== undefined && isSameOrigin(url, devServerUrl));
  // Plain http only for loopback hosts, and only in development or when the build itself points
  // at a loopback platform (the local demo server).
  const allowLoopbackHttp = !app.isPackaged || isLoopbackHost(parseUrl(config.platformOrigin)?.hostname ?? '');
  const timers: Timers = { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) };
  const fetch: FetchLike = (url, init) => net.fetch(url, init);
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

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

  const opened = openElectronSettings(app.getPath('userData'), (notice) => console.warn(`[settings] ${notice}`));
  const settings = opened.store;
  // The renderer's language once it reports it (remembered for the next start); the OS's before.
  const storedLanguage = settings.get(LANGUAGE_KEY);
  let translator: Translator = createTranslator(typeof storedLanguage === 'string' ? storedLanguage : app.getLocale());
  const notices = createNotices(() => translator, console);
  const settingsNotice = settingsNoticeKey(opened.mode);
  if (settingsNotice) notices.raise(settingsNotice);

  const tokens = new SecureTokenStore(safeStorage, settings);
  const safeShell = createSafeShell(shell, () => ({ origins: config.externalOrigins, allowLoopbackHttp }));
  let mainWindow: BrowserWindow | null = null;
  // Set when the app really quits (menu, tray, update restart): closing then closes, not hides.
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });

  // Where the platform is: the configured origin, else one of the published domain list.
  const origins = new OriginResolver({
    configured: config.platformOrigin,
    allowLoopbackHttp,
    store: settings,
    probe: (origin) => fetchDomainRoute(fetch, origin, config.merchantCode, 8_000),
    onChange: (origin) => sendEvent(mainWindow?.webContents, 'app:originChanged', { origin }),
    now: Date.now,
    log: console,
  });
  void origins.resolve();
  setInterval(() => {
    if (origins.current() !== config.platformOrigin) void origins.resolve();
  }, PREFERRED_ORIGIN_RETRY_MS).unref();
  // The renderer's own requests tell us too when the origin stops answering.
  session.defaultSession.webRequest.onErrorOccurred((details) => {
    if (isOriginFailure(details, origins.current())) origins.reportFailure(origins.current());
  });
  const apiSession = (): PlatformSession => ({ origin: origins.current(), merchantCode: config.merchantCode, token: tokens.getToken() });

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
    // Closing the window keeps the app in the tray (notifications keep coming) unless quitting.
    win.on('close', (event) => {
      if (quitting || !tray.available) return;
      event.preventDefault();
      win.hide();
    });
    win.once('ready-to-show', () =>
      notices.ready((notice) =>
        dialog.showMessageBox(win, { type: 'warning', message: notice.message, ...(notice.detail !== undefined && { detail: notice.detail }), buttons: [notice.button] }),
      ),
    );
    win.on('closed', () => {
      mainWindow = null;
      games.closeAll();
    });
    return win;
  };
  const navigator = createNavigator({
    current: () => mainWindow,
    open: () => (mainWindow = openMainWindow()),
    log: console,
  });

  const tray = new TrayService({
    createTray: () => new Tray(trayIcon()),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    translator: () => translator,
    actions: {
      open: () => navigator.show(),
      deposit: () => navigator.navigate(memberRoute('depositv2')),
      withdraw: () => navigator.navigate(memberRoute('withdraw')),
      quit: () => app.quit(),
    },
    appName: app.getName(),
    log: console,
  });
  tray.create();

  const notifications = new NotificationService({
    factory: {
      isSupported: () => Notification.isSupported(),
      create: (options) => new Notification({ ...options, icon: join(app.getAppPath(), 'resources/icon.png') }),
    },
    translator: () => translator,
    openRoute: (route) => navigator.navigate(route),
  });

  let desktopSession: DesktopSession | null = null;
  const events = new MemberEventClient({
    fetch,
    session: () => (tokens.getToken() === null ? null : apiSession()),
    onEvent: (event) => desktopSession?.onEvent(event),
    onSessionEnded: () => desktopSession?.sessionEnded(),
    onUnreachable: (origin) => origins.reportFailure(origin),
    timers,
    random: Math.random,
    log: console,
  });
  desktopSession = createDesktopSession({
    tokens,
    events,
    notify: (event) => void notifications.notify(event),
    fetchBalance: () => fetchBalance(fetch, apiSession()),
    showBalance: (balance) => tray.update({ balance }),
    noKeyring: () => notices.raise('notice.noKeyring'),
    onUnreachable: () => origins.reportFailure(origins.current()),
    log: console,
  });
  const memberSession = desktopSession;

  const games = new GameWindows({
    createWindow: createBrowserWindow,
    sessionFor: (partition) => session.fromPartition(partition),
    randomUUID,
    safeShell,
    emitClosed: (event) => {
      sendEvent(mainWindow?.webContents, 'games:closed', event);
      void memberSession.refreshBalance();
    },
    allowLoopbackHttp,
  });

  const updates = new UpdaterService({
    createUpdater: electronAutoUpdater,
    feedUrl: config.updateFeedUrl,
    enabled: app.isPackaged,
    timers,
    askToDownload: async (version) => {
      const t = translator;
      const options = {
        type: 'question' as const,
        buttons: [t.t('update.download'), t.t('update.later')],
        defaultId: 0,
        cancelId: 1,
        title: t.t('update.availableTitle'),
        message: t.t('update.availableMessage', { version }),
      };
      const answer = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
      return answer.response === 0;
    },
    askToRestart: async (version) => {
      const t = translator;
      const options = {
        type: 'question' as const,
        buttons: [t.t('update.restart'), t.t('update.later')],
        defaultId: 0,
        cancelId: 1,
        title: t.t('update.readyTitle'),
        message: t.t('update.readyMessage', { version }),
      };
      const answer = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
      return answer.response === 0;
    },
    onStatus: (status) => {
      sendEvent(mainWindow?.webContents, 'updates:status', status);
      const downloading = status.state === 'downloading';
      mainWindow?.setProgressBar(downloading ? (status.percent ?? 0) / 100 : -1);
      tray.update({ updatePercent: downloading ? (status.percent ?? 0) : null });
    },
    beforeRestart: () => {
      quitting = true;
    },
    log: console,
  });
  updates.start();

  const inform = (message: string): void => {
    const options = { type: 'info' as const, message, buttons: [translator.t('notice.ok')] };
    void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
  };
  // The menu's "Check for updates": says what it found, and offers the download or the restart.
  const checkForUpdates = async (): Promise<void> => {
    const status = await updates.check();
    if (status.state === 'downloaded' && status.version !== undefined) await updates.offerRestart(status.version, true);
    else if (status.state === 'available' && status.version !== undefined) await updates.offerDownload(status.version);
    else if (status.state === 'none' || status.state === 'disabled') inform(translator.t('update.latest', { version: app.getVersion() }));
    else if (status.state === 'error') inform(translator.t('update.failed'));
  };
  const buildApplicationMenu = (): void => {
    const template = applicationMenuTemplate(
      { t: translator, appName: app.getName(), platform: process.platform, isDevelopment: !app.isPackaged },
      {
        memberCentre: () => navigator.navigate('/member'),
        deposit: () => navigator.navigate(memberRoute('depositv2')),
        withdraw: () => navigator.navigate(memberRoute('withdraw')),
        messages: () => navigator.navigate(memberRoute('messageV2')),
        checkForUpdates: () => void checkForUpdates(),
        about: () => inform(`${app.getName()} ${app.getVersion()}`),
        quit: () => app.quit(),
      },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  buildApplicationMenu();

  const handle = createHandle(ipcMain, mainFrameSenderPolicy(() => mainWindow?.webContents ?? null, isAllowedAppUrl));
  registerAppIpc(handle, {
    getConfig: () => toDesktopConfig(config, app.getVersion()),
    getOrigin: () => origins.current(),
    setLanguage: (tag) => {
      if (tag === translator.locale) return;
      translator = createTranslator(tag);
      settings.set(LANGUAGE_KEY, tag);
      tray.render();
      buildApplicationMenu();
    },
  });
  registerAuthIpc(handle, memberSession.tokens);
  registerShellIpc(handle, safeShell);
  registerGamesIpc(handle, games);
  registerUpdatesIpc(handle, {
    status: () => updates.status(),
    check: () => updates.check(),
    download: () => updates.download(),
    restart: () => updates.restart(),
  });

  app.on('activate', () => navigator.show());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !tray.available) app.quit();
  });
  app.on('will-quit', () => {
    events.stop();
    updates.stop();
    tray.destroy();
  });

  mainWindow = openMainWindow();
  memberSession.resume();
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
      console.warn('[deepLink] ignored a link that is not a game or member-centre link');
      navigator.show();
    },
    focus: () => navigator.show(),
  });
}

/** The tray icon: a template image on macOS (tinted by the OS), colour elsewhere. */
function trayIcon(): Electron.NativeImage {
  const name = process.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png';
  const image = nativeImage.createFromPath(join(app.getAppPath(), 'resources/tray', name));
  if (process.platform === 'darwin') image.setTemplateImage(true);
  return image;
}

// The configuration ships beside the app (extraResources); env overrides of origin and feed only in development.
function loadConfig(): OperatorConfig {
  return loadOperatorConfig(app, process.resourcesPath, process.env);
}

function fail(error: unknown): void {
  const message = error instanceof ConfigError ? error.message : `The app could not start: ${String(error)}`;
  console.error(message);
  dialog.showErrorBox('Desktop client', message);
  app.exit(1);
}
