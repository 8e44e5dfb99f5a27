import { describe, expect, it, vi } from 'vitest';
import {
  GAME_PARTITION_PREFIX,
  GameWindows,
  type gameWindowOptions,
} from '../../../electron/main/services/gameWindows';
import { FakeSession, FakeWindow } from './fakes';

function setup(allowLoopbackHttp = false) {
  const windows: FakeWindow[] = [];
  const sessions = new Map<string, FakeSession>();
  const safeShell = { open: vi.fn(async () => true) };
  const emitClosed = vi.fn();
  let counter = 0;
  const games = new GameWindows({
    createWindow: (options) => {
      const win = new FakeWindow(options);
      windows.push(win);
      return win;
    },
    sessionFor: (partition) => {
      const session = new FakeSession();
      sessions.set(partition, session);
      return session;
    },
    randomUUID: () => `00000000-0000-4000-8000-00000000000${(counter += 1)}`,
    safeShell,
    emitClosed,
    allowLoopbackHttp,
  });
  return { games, windows, sessions, safeShell, emitClosed };
}

const launch = { url: 'https://games.vendor.example/launch?token=abc', title: 'Lucky Dice' };

describe('GameWindows', () => {
  it('creates an isolated, sandboxed window with no preload and its own in-memory partition', () => {
    const { games, windows, sessions } = setup();
    expect(games.open(launch)).toBe(true);
    const win = windows[0];
    const prefs = (win?.options as ReturnType<typeof gameWindowOptions>).webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(prefs && 'preload' in prefs).toBe(false);
    expect(prefs?.partition).toBe(`${GAME_PARTITION_PREFIX}00000000-0000-4000-8000-000000000001`);
    expect(prefs?.partition).not.toMatch(/^persist:/);
    expect(sessions.has(prefs?.partition ?? '')).toBe(true);
    expect((win?.options as { title: string }).title).toBe('Lucky Dice');
    expect(win?.loaded).toEqual([launch.url]);
  });

  it('gives every launch a fresh partition', () => {
    const { games, windows } = setup();
    games.open(launch);
    games.open(launch);
    const partitions = windows.map(
      (w) => (w.options as ReturnType<typeof gameWindowOptions>).webPreferences?.partition,
    );
    expect(new Set(partitions).size).toBe(2);
  });

  it('denies every permission in the game session', () => {
    const { games, sessions } = setup();
    games.open(launch);
    const session = [...sessions.values()][0];
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'fullscreen',
      'clipboard-sanitized-write',
      'openExternal',
    ]) {
      expect(session?.request(permission, launch.url)).toBe(false);
      expect(session?.check(permission, launch.url)).toBe(false);
    }
    expect(session?.deviceHandler?.({})).toBe(false);
  });

  it('holds navigation to the launch origin', () => {
    const { games, windows, safeShell } = setup();
    games.open(launch);
    const contents = windows[0]?.webContents;
    expect(contents?.navigate('https://games.vendor.example/round/2')).toBe(true);
    expect(contents?.navigate('https://other.vendor.example/')).toBe(false);
    expect(contents?.navigate('http://games.vendor.example/')).toBe(false);
    expect(contents?.navigate('app://bundle/index.html')).toBe(false);
    expect(contents?.navigate('https://evil.example/', 'will-redirect')).toBe(false);
    expect(safeShell.open).toHaveBeenCalledWith('https://other.vendor.example/');
  });

  it('denies new windows, offering the URL to the safe shell (which applies the allow list)', () => {
    const { games, windows, safeShell } = setup();
    games.open(launch);
    expect(windows[0]?.webContents.windowOpenHandler?.({ url: 'https://help.example.com/' })).toEqual({
      action: 'deny',
    });
    expect(safeShell.open).toHaveBeenCalledWith('https://help.example.com/');
  });

  it('keeps the launch title against the page title', () => {
    const { games, windows } = setup();
    games.open(launch);
    let prevented = false;
    windows[0]?.emit('page-title-updated', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('emits games:closed and clears the session when the window closes', () => {
    const { games, windows, sessions, emitClosed } = setup();
    games.open(launch);
    expect(games.count).toBe(1);
    windows[0]?.close();
    expect(emitClosed).toHaveBeenCalledWith({ url: launch.url });
    expect([...sessions.values()][0]?.cleared).toBe(1);
    expect(games.count).toBe(0);
  });

  it('closeAll closes every game', () => {
    const { games, windows, emitClosed } = setup();
    games.open(launch);
    games.open({ ...launch, title: 'Slots' });
    games.closeAll();
    expect(windows.every((w) => w.closed)).toBe(true);
    expect(emitClosed).toHaveBeenCalledTimes(2);
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,x',
    'http://games.vendor.example/',
    'https://u:p@games.vendor.example/',
    'app://bundle/',
    'not a url',
  ])('refuses to open %s', (url) => {
    const { games, windows } = setup();
    expect(games.open({ url, title: 'x' })).toBe(false);
    expect(windows).toHaveLength(0);
  });

  it('accepts loopback http only in development', () => {
    expect(setup(true).games.open({ url: 'http://127.0.0.1:8080/games/dice', title: 'Dice' })).toBe(true);
    expect(setup(false).games.open({ url: 'http://127.0.0.1:8080/games/dice', title: 'Dice' })).toBe(false);
    expect(setup(true).games.open({ url: 'http://192.168.1.10/games/dice', title: 'Dice' })).toBe(false);
  });
});
