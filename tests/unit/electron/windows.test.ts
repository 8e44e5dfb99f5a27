import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNavigationGuards } from '../../../electron/main/security/navigationGuards';
import { denyAll, installPermissionPolicy } from '../../../electron/main/security/permissions';
import { isAppUrl } from '../../../electron/main/security/appProtocol';
import {
  createMainWindow,
  mainWindowOptions,
  mainWindowPermissionRule,
} from '../../../electron/main/windows/mainWindow';
import { FakeContents, FakeSession, FakeWindow } from './fakes';

/** The web preferences every window must have. */
const SECURE_PREFERENCES = { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true };

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer, with the one trusted preload', () => {
    const options = mainWindowOptions('/app/out/preload/main.cjs', { x: 1, y: 2, width: 1200, height: 800 });
    expect(options.webPreferences).toMatchObject({
      ...SECURE_PREFERENCES,
      preload: '/app/out/preload/main.cjs',
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
    expect(options).toMatchObject({ x: 1, y: 2, width: 1200, height: 800, show: false });
  });
});

describe('createMainWindow', () => {
  afterEach(() => vi.useRealTimers());

  function open(maximized = false) {
    const openOutside = vi.fn();
    const saveState = vi.fn();
    let created: FakeWindow | undefined;
    const win = createMainWindow({
      createWindow: (options) => (created = new FakeWindow(options)),
      preloadPath: '/p/main.cjs',
      state: { bounds: { x: 0, y: 0, width: 1280, height: 800 }, maximized },
      entryUrl: 'app://bundle/index.html',
      isAppUrl,
      openOutside,
      saveState,
    });
    return { win, created, openOutside, saveState };
  }

  it('loads the bundle and shows the window when ready (maximised if it was)', () => {
    const { win } = open(true);
    expect(win.loaded).toEqual(['app://bundle/index.html']);
    expect(win.shown).toBe(false);
    win.emit('ready-to-show');
    expect(win.shown).toBe(true);
    expect(win.maximized).toBe(true);
  });

  it('denies every new window and offers its URL to the safe shell', () => {
    const { win, openOutside } = open();
    expect(win.webContents.windowOpenHandler?.({ url: 'https://help.example.com/' })).toEqual({ action: 'deny' });
    expect(win.webContents.windowOpenHandler?.({ url: 'app://bundle/other' })).toEqual({ action: 'deny' });
    expect(openOutside).toHaveBeenCalledWith('https://help.example.com/');
  });

  it('keeps the main frame on app://bundle', () => {
    const { win, openOutside } = open();
    expect(win.webContents.navigate('app://bundle/promotions')).toBe(true);
    for (const url of [
      'https://evil.example/',
      'app://evil/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://127.0.0.1:8080/',
    ]) {
      expect(win.webContents.navigate(url)).toBe(false);
    }
    expect(openOutside).toHaveBeenCalledWith('https://evil.example/');
  });

  it('blocks main-frame redirects away from the app without opening them', () => {
    const { win, openOutside } = open();
    expect(win.webContents.navigate('https://evil.example/', 'will-redirect')).toBe(false);
    expect(win.webContents.navigate('https://cdn.example/frame', 'will-redirect', false)).toBe(true);
    expect(openOutside).not.toHaveBeenCalled();
  });

  it('saves the window state after moves (debounced) and at close', () => {
    vi.useFakeTimers();
    const { win, saveState } = open();
    win.emit('move');
    win.emit('resize');
    expect(saveState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(saveState).toHaveBeenCalledTimes(1);
    win.bounds = { x: 5, y: 6, width: 900, height: 650 };
    win.emit('close');
    expect(saveState).toHaveBeenLastCalledWith({ bounds: { x: 5, y: 6, width: 900, height: 650 }, maximized: false });
  });
});

describe('installNavigationGuards', () => {
  it('refuses <webview> attachment', () => {
    const contents = new FakeContents();
    installNavigationGuards(contents, { allowNavigation: () => true, openOutside: () => undefined });
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });
});

describe('permissions', () => {
  const everything = [
    'media',
    'geolocation',
    'notifications',
    'midi',
    'pointerLock',
    'fullscreen',
    'openExternal',
    'clipboard-read',
    'hid',
    'serial',
    'usb',
  ];

  it('denyAll refuses every request and check, and all devices', () => {
    const session = new FakeSession();
    installPermissionPolicy(session, denyAll);
    for (const permission of [...everything, 'clipboard-sanitized-write']) {
      expect(session.request(permission, 'https://games.example/')).toBe(false);
      expect(session.check(permission, 'https://games.example/')).toBe(false);
    }
    expect(session.deviceHandler?.({})).toBe(false);
  });

  it('the main window may only write the clipboard, and only from the app', () => {
    const session = new FakeSession();
    installPermissionPolicy(session, mainWindowPermissionRule(isAppUrl));
    expect(session.request('clipboard-sanitized-write', 'app://bundle/index.html')).toBe(true);
    expect(session.request('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    for (const permission of everything) expect(session.request(permission, 'app://bundle/index.html')).toBe(false);
  });

  it('a rule that throws denies', () => {
    const session = new FakeSession();
    installPermissionPolicy(session, () => {
      throw new Error('bug');
    });
    expect(session.request('media', 'app://bundle/')).toBe(false);
  });
});
