/**
 * The whole desktop shell (electron/main/shell/createShell.ts) on fakes of Electron: what start-up
 * wires, how links and second launches reach the main window, what signing out undoes, how the
 * platform origin falls back and comes back, and the app's lifecycle. The services it wires have
 * their own tests beside this one; these check that the shell connects them.
 */
import type { CustomScheme, MenuItemConstructorOptions, MessageBoxOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../electron/main/i18n/translate';
import type { InvokeEvent } from '../../../electron/main/ipc/handle';
import type { NotificationLike } from '../../../electron/main/services/notifications';
import { DOMAIN_ROUTE_KEY } from '../../../electron/main/services/originResolver';
import type { FetchLike, ResponseLike } from '../../../electron/main/services/platformApi';
import { FIRST_CHECK_DELAY_MS } from '../../../electron/main/services/updater';
import { TOKEN_KEY, type SafeStorageLike } from '../../../electron/main/services/secureStore';
import { memoryStore } from '../../../electron/main/services/settingsStore';
import { createShell } from '../../../electron/main/shell/createShell';
import type { ShellDeps, TrayIcon } from '../../../electron/main/shell/deps';
import { PREFERRED_ORIGIN_RETRY_MS } from '../../../electron/main/shell/wireOrigins';
import { INVOKE_CHANNELS } from '../../../src/shared/ipc/contract';
import { systemEndpoints } from '../../../src/shared/wire/system';
import { walletEndpoints } from '../../../src/shared/wire/wallet';
import {
  FakeApp,
  FakeBackstopContents,
  FakeIpcMain,
  FakeSession,
  FakeTray,
  FakeUpdater,
  FakeWindow,
  navigationEvent,
  quietLog,
} from './fakes';

const APP_PATH = '/opt/casino-client';
const ORIGIN = 'https://www.example.com';
const MIRROR = 'https://mirror.example.net';
const CONFIG = { platformOrigin: ORIGIN, merchantCode: 'demo', updateFeedUrl: 'https://updates.example.com/stable/' };

/**
 * The platform as the fake `net.fetch` answers it: origins that are down, values by path; anything else never answers.
 */
class FakePlatform {
  readonly down = new Set<string>();
  readonly values = new Map<string, unknown>([
    [systemEndpoints.domainRoute.path, [ORIGIN, MIRROR]],
    [walletEndpoints.balance.path, { sumBalance: '12.50', currency: 'USD' }],
  ]);
  readonly requests: string[] = [];
  readonly signals = new Map<string, AbortSignal | undefined>();

  readonly fetch: FetchLike = async (url, init) => {
    this.requests.push(url);
    this.signals.set(url, init.signal);
    const { origin, pathname } = new URL(url);
    if (this.down.has(origin)) throw new TypeError('fetch failed');
    if (!this.values.has(pathname)) return new Promise<ResponseLike>(() => undefined);
    const body = { success: true, value: this.values.get(pathname) };
    return { status: 200, headers: { get: () => 'application/json' }, json: async () => body, body: null };
  };

  /** How many domain-list probes went to `origin`. */
  probes(origin: string): number {
    return this.requests.filter((url) => url === `${origin}${systemEndpoints.domainRoute.path}`).length;
  }
}

/** A keyring that "encrypts" reversibly, so the stored value shows what was sealed. */
const keyring: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(`sealed:${text}`),
  decryptString: (sealed) => sealed.toString().replace(/^sealed:/, ''),
};

type Setup = {
  packaged?: boolean;
  platform?: string;
  argv?: string[];
  settings?: Record<string, unknown>;
  configText?: string;
};

function fakeShell(setup: Setup = {}) {
  const app = new FakeApp();
  app.isPackaged = setup.packaged ?? false;
  const windows: FakeWindow[] = [];
  const ipcMain = new FakeIpcMain();
  const defaultSession = new FakeSession();
  const partitions = new Map<string, FakeSession>();
  const trays: { icon: TrayIcon; tray: FakeTray }[] = [];
  let uuids = 0;
  const settings = memoryStore();
  for (const [key, value] of Object.entries(setup.settings ?? {})) settings.set(key, value);
  const protocol = {
    schemes: [] as CustomScheme[],
    handlers: new Map<string, (request: Request) => Promise<Response>>(),
    registerSchemesAsPrivileged: (schemes: CustomScheme[]) => void protocol.schemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
      void protocol.handlers.set(scheme, handler),
  };
  const dialog = {
    boxes: [] as { window: FakeWindow | null; options: MessageBoxOptions }[],
    errors: [] as string[],
    showMessageBox: async (window: FakeWindow | null, options: MessageBoxOptions) => {
      dialog.boxes.push({ window, options });
      return { response: 1 };
    },
    showErrorBox: (_title: string, content: string) => void dialog.errors.push(content),
  };
  const menu = {
    current: null as unknown,
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => template,
    setApplicationMenu: (built: unknown) => void (menu.current = built),
  };
  const updater = new FakeUpdater();
  const platform = new FakePlatform();
  const log = { ...quietLog(), error: (message: string) => void log.messages.push(message) };
  const deps: ShellDeps<FakeWindow> = {
    app,
    protocol,
    session: {
      defaultSession,
      fromPartition: (partition) => {
        const game = new FakeSession();
        partitions.set(partition, game);
        return game;
      },
    },
    ipcMain,
    createWindow: (options) => {
      const win = new FakeWindow(options);
      windows.push(win);
      return win;
    },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    },
    dialog,
    menu,
    createTray: (icon) => {
      const tray = new FakeTray();
      trays.push({ icon, tray });
      return tray;
    },
    notifications: {
      isSupported: () => true,
      create: (): NotificationLike => ({ on: () => undefined, show: () => undefined }),
    },
    safeStorage: keyring,
    shell: { openExternal: async () => undefined },
    fetch: platform.fetch,
    createUpdater: () => updater,
    openSettings: () => ({ store: settings, mode: 'file' }),
    readFile: async () => new Uint8Array(),
    readTextFile: () => setup.configText ?? JSON.stringify(CONFIG),
    randomUUID: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}`,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
    },
    now: () => Date.now(),
    random: () => 0.5,
    process: {
      platform: setup.platform ?? 'linux',
      argv: setup.argv ?? [`${APP_PATH}/casino-client`],
      env: {},
      resourcesPath: `${APP_PATH}/resources`,
    },
    log,
  };
  const mainWindow = (): FakeWindow => {
    if (!windows[0]) throw new Error('no main window');
    return windows[0];
  };
  /** An IPC call from the main window's top frame, as the preload sends it. */
  const invoke = (channel: string, ...args: unknown[]) => {
    const event: InvokeEvent = {
      sender: mainWindow().webContents,
      senderFrame: { url: 'app://bundle/index.html', parent: null },
    };
    return ipcMain.invoke(channel, event, ...args);
  };
  const tray = (): FakeTray => {
    if (!trays[0]) throw new Error('no tray');
    return trays[0].tray;
  };
  const trayLabel = (id: string) => tray().menu.find((item) => item.id === id)?.label;
  return {
    shell: createShell(deps),
    app,
    windows,
    mainWindow,
    ipcMain,
    invoke,
    defaultSession,
    partitions,
    trays,
    tray,
    trayLabel,
    settings,
    protocol,
    dialog,
    menu,
    updater,
    platform,
    log,
  };
}

/** Starts the shell and lets what start-up set going (origin probe, balance) settle. */
async function started(setup: Setup = {}) {
  const shell = fakeShell(setup);
  await shell.shell.start();
  await vi.advanceTimersByTimeAsync(0);
  return shell;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shell start-up', () => {
  it('sandboxes every renderer and registers the app:// scheme before ready', async () => {
    const { app, protocol, defaultSession } = await started();
    expect(app.sandboxed).toBe(true);
    expect(protocol.schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(protocol.handlers.has('app')).toBe(true);
    // The default session grants the app its clipboard write and nothing else.
    expect(defaultSession.request('clipboard-sanitized-write', 'app://bundle/index.html')).toBe(true);
    expect(defaultSession.request('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(defaultSession.request('media', 'app://bundle/index.html')).toBe(false);
  });

  it('denies webviews and new windows on any web contents Electron creates', async () => {
    const { app } = await started();
    const contents = new FakeBackstopContents();
    app.emit('web-contents-created', {}, contents);
    const attach = navigationEvent('about:blank');
    contents.emit('will-attach-webview', attach);
    expect(attach.prevented).toBe(true);
    expect(contents.windowOpenHandler?.()).toEqual({ action: 'deny' });
  });

  it('opens one main window, sandboxed, with the preload, on the bundle', async () => {
    const { windows, mainWindow } = await started();
    expect(windows).toHaveLength(1);
    expect(mainWindow().options).toMatchObject({
      show: false,
      webPreferences: {
        preload: `${APP_PATH}/out/preload/main.cjs`,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        webviewTag: false,
      },
    });
    expect(mainWindow().loaded).toEqual(['app://bundle/index.html']);
  });

  it('registers every channel of the contract, answering only the main window', async () => {
    const { ipcMain, invoke, windows } = await started();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(await invoke('app:getConfig')).toEqual({ ...CONFIG, appVersion: '1.2.3' });
    // Another window's top frame at the same URL (a game window could be tricked into one) is refused.
    const foreign: InvokeEvent = {
      sender: new FakeWindow({}).webContents,
      senderFrame: { url: 'app://bundle/index.html', parent: null },
    };
    await expect(ipcMain.invoke('app:getConfig', foreign)).rejects.toThrow('sender not allowed');
    expect(windows).toHaveLength(1);
  });

  it('creates the tray icon and the application menu', async () => {
    const { trays, trayLabel, menu } = await started({ platform: 'darwin' });
    expect(trays.map((created) => created.icon)).toEqual([
      { path: `${APP_PATH}/resources/tray/trayTemplate.png`, template: true },
    ]);
    expect(trayLabel('open')).toBe('Open');
    expect(trayLabel('balance')).toBe('Balance: sign in to see it');
    expect(Array.isArray(menu.current) && menu.current.length > 0).toBe(true);
  });

  it('stops with the configuration problem and opens nothing when the configuration is invalid', async () => {
    const { app, dialog, windows, ipcMain } = await started({ configText: '{ "platformOrigin": "ftp://x" }' });
    expect(app.exitCode).toBe(1);
    expect(dialog.errors).toHaveLength(1);
    expect(dialog.errors[0]).toContain('Invalid desktop configuration');
    expect(windows).toHaveLength(0);
    expect(ipcMain.handlers.size).toBe(0);
  });
});

describe('links and second launches', () => {
  it('routes a link the app was started with to the main window once it is ready', async () => {
    const { mainWindow } = await started({
      argv: [`${APP_PATH}/casino-client`, 'casino-client://member/withdraw?withdrawal=42'],
    });
    expect(mainWindow().webContents.sentOn('app:navigate')).toEqual([{ path: '/member?page=withdraw&withdrawal=42' }]);
    expect(mainWindow().focused).toBe(true);
  });

  it('hands a second launch over to the running copy: its link, or just the window', async () => {
    const { app, mainWindow, windows } = await started();
    mainWindow().minimized = true;
    app.emit('second-instance', {}, [`${APP_PATH}/casino-client`]);
    expect(mainWindow().minimized).toBe(false);
    expect(mainWindow().focused).toBe(true);
    expect(mainWindow().webContents.sentOn('app:navigate')).toEqual([]);

    app.emit('second-instance', {}, [`${APP_PATH}/casino-client`, 'casino-client://member/depositv2?deposit=7']);
    expect(mainWindow().webContents.sentOn('app:navigate')).toEqual([{ path: '/member?page=depositv2&deposit=7' }]);
    expect(windows).toHaveLength(1);
  });

  it('re-opens a closed main window for a link, and only shows it for a link outside the grammar', async () => {
    const { app, windows, log } = await started();
    windows[0]?.close();
    const preventDefault = vi.fn();
    app.emit('open-url', { preventDefault }, 'casino-client://game/pg?gameCode=dice');
    expect(preventDefault).toHaveBeenCalled();
    expect(windows).toHaveLength(2);
    const reopened = windows[1]!;
    expect(reopened.webContents.sentOn('app:navigate')).toEqual([{ path: '/seamless?vassalage=pg&gameCode=dice' }]);

    app.emit('open-url', { preventDefault }, 'casino-client://member/../../etc/passwd');
    expect(reopened.webContents.sentOn('app:navigate')).toHaveLength(1);
    expect(log.messages).toContain('[deepLink] ignored a link that is not a game or member-centre link');
  });

  it('a second copy quits at once and wires nothing', async () => {
    const shell = fakeShell();
    shell.app.locked = false;
    await shell.shell.start();
    expect(shell.app.quits).toBe(1);
    expect(shell.windows).toHaveLength(0);
    expect(shell.ipcMain.handlers.size).toBe(0);
    expect(shell.trays).toHaveLength(0);
  });
});

describe('the session', () => {
  it('keeps a remembered token sealed, shows the balance, and forgets both on sign-out', async () => {
    const { invoke, settings, trayLabel, platform } = await started();
    await invoke('auth:setToken', 'token-1', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(Buffer.from(settings.get(TOKEN_KEY) as string, 'base64').toString()).toBe('sealed:token-1');
    expect(trayLabel('balance')).toBe('Balance: 12.50 USD');
    const stream = platform.signals.get(`${ORIGIN}/wps/member/events`);
    expect(stream?.aborted).toBe(false);

    await invoke('auth:clearToken');
    expect(settings.get(TOKEN_KEY)).toBeUndefined();
    expect(await invoke('auth:getToken')).toBeNull();
    expect(stream?.aborted).toBe(true);
    expect(trayLabel('balance')).toBe('Balance: sign in to see it');
  });

  it('closes the game windows on sign-out, and tells the lobby', async () => {
    const { invoke, windows, mainWindow, partitions } = await started();
    await invoke('auth:setToken', 'token-1', false);
    expect(await invoke('games:open', { url: 'https://games.vendor.example/launch?t=1', title: 'Dice' })).toBe(true);
    expect(await invoke('games:open', { url: 'https://games.vendor.example/launch?t=2', title: 'Wheel' })).toBe(true);
    const games = windows.slice(1);
    expect(games).toHaveLength(2);
    expect(games.every((game) => !game.closed)).toBe(true);

    await invoke('auth:clearToken');
    expect(games.every((game) => game.closed)).toBe(true);
    expect(mainWindow().closed).toBe(false);
    expect(mainWindow().webContents.sentOn('games:closed')).toEqual([
      { url: 'https://games.vendor.example/launch?t=1' },
      { url: 'https://games.vendor.example/launch?t=2' },
    ]);
    expect([...partitions.values()].map((partition) => partition.cleared)).toEqual([1, 1]);
  });

  it('keeps the game windows open while the player stays signed in', async () => {
    const { invoke, windows } = await started();
    await invoke('auth:setToken', 'token-1', false);
    await invoke('games:open', { url: 'https://games.vendor.example/launch?t=1', title: 'Dice' });
    await invoke('auth:setToken', 'token-2', false);
    expect(windows[1]?.closed).toBe(false);
  });

  it('resumes a remembered token at start', async () => {
    const { invoke, trayLabel } = await started({
      settings: { [TOKEN_KEY]: Buffer.from('sealed:token-9').toString('base64') },
    });
    expect(await invoke('auth:getToken')).toBe('token-9');
    expect(trayLabel('balance')).toBe('Balance: 12.50 USD');
  });
});

describe('the platform origin', () => {
  it('falls back to a listed origin, then returns to the configured one at the next retry', async () => {
    const shell = fakeShell({ settings: { [DOMAIN_ROUTE_KEY]: [MIRROR] } });
    shell.platform.down.add(ORIGIN);
    await shell.shell.start();
    await vi.advanceTimersByTimeAsync(0);
    const contents = shell.mainWindow().webContents;
    expect(contents.sentOn('app:originChanged')).toEqual([{ origin: MIRROR }]);
    expect(await shell.invoke('app:getOrigin')).toBe(MIRROR);

    shell.platform.down.delete(ORIGIN);
    const probes = shell.platform.probes(ORIGIN);
    await vi.advanceTimersByTimeAsync(PREFERRED_ORIGIN_RETRY_MS - 1);
    expect(shell.platform.probes(ORIGIN)).toBe(probes);
    await vi.advanceTimersByTimeAsync(1);
    expect(shell.platform.probes(ORIGIN)).toBe(probes + 1);
    expect(contents.sentOn('app:originChanged')).toEqual([{ origin: MIRROR }, { origin: ORIGIN }]);
    expect(await shell.invoke('app:getOrigin')).toBe(ORIGIN);

    // Back on the configured origin, the retry has nothing to do.
    await vi.advanceTimersByTimeAsync(PREFERRED_ORIGIN_RETRY_MS);
    expect(shell.platform.probes(ORIGIN)).toBe(probes + 1);
  });

  it('searches again when the renderer cannot reach the origin', async () => {
    const { defaultSession, platform, mainWindow } = await started();
    expect(mainWindow().webContents.sentOn('app:originChanged')).toEqual([]);
    platform.down.add(ORIGIN);
    for (const listener of defaultSession.requestErrorListeners)
      listener({ url: `${ORIGIN}/wps/system/status`, error: 'net::ERR_NAME_NOT_RESOLVED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(mainWindow().webContents.sentOn('app:originChanged')).toEqual([{ origin: MIRROR }]);
  });
});

describe('lifecycle', () => {
  it('hides the main window to the tray on close, and closes it when the app quits', async () => {
    const { app, mainWindow } = await started();
    mainWindow().shown = true;
    const close = navigationEvent('');
    mainWindow().emit('close', close);
    expect(close.prevented).toBe(true);
    expect(mainWindow().shown).toBe(false);

    app.quit();
    const closeOnQuit = navigationEvent('');
    mainWindow().emit('close', closeOnQuit);
    expect(closeOnQuit.prevented).toBe(false);
  });

  it('follows the renderer language in the tray and remembers it', async () => {
    const { invoke, trayLabel, settings } = await started();
    await invoke('app:setLanguage', 'ja');
    expect(trayLabel('open')).toBe(createTranslator('ja').t('tray.open'));
    expect(trayLabel('open')).not.toBe('Open');
    expect(settings.get('ui.language')).toBe('ja');
  });

  it('in a packaged build registers the link scheme and shows update progress on the taskbar and tray', async () => {
    const { app, updater, mainWindow, tray } = await started({ packaged: true });
    expect(app.protocolClients).toEqual(['casino-client']);
    expect(updater.feed).toEqual({ provider: 'generic', url: CONFIG.updateFeedUrl });
    updater.emit('update-available', { version: '2.0.0' });
    updater.emit('download-progress', { percent: 50 });
    expect(mainWindow().progress).toBe(0.5);
    expect(tray().tooltip).toBe('Casino Client — Downloading update: 50%');
    expect(mainWindow().webContents.sentOn('updates:status').at(-1)).toEqual({
      state: 'downloading',
      percent: 50,
      version: '2.0.0',
    });
  });

  it('stops the event stream, the update checks and the tray when the app quits', async () => {
    const { app, invoke, tray, platform, updater } = await started({ packaged: true });
    await invoke('auth:setToken', 'token-1', false);
    const stream = platform.signals.get(`${ORIGIN}/wps/member/events`);
    expect(stream?.aborted).toBe(false);
    app.emit('will-quit');
    expect(stream?.aborted).toBe(true);
    expect(tray().destroyed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(updater.checks).toBe(0);
  });
});
