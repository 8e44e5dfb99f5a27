import { describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform, type DesktopHost } from '../../../../src/platform/platform.desktop';
import type { DesktopBridge, DesktopConfig, IpcEventMap, NavigateRequest } from '../../../../src/shared/ipc/contract';

const config: DesktopConfig = {
  platformOrigin: 'https://www.example-casino.com',
  merchantCode: 'demo',
  updateFeedUrl: 'https://u.example/',
  appVersion: '1.0.0',
};

type Listener<T> = (payload: T) => void;

function fakeBridge(storageMode: 'encrypted' | 'memory' = 'encrypted') {
  let token: string | null = null;
  const navigate: Listener<NavigateRequest>[] = [];
  const originChanged: Listener<IpcEventMap['app:originChanged']>[] = [];
  const bridge = {
    app: {
      getConfig: vi.fn(async () => config),
      getOrigin: vi.fn(async () => config.platformOrigin),
      setLanguage: vi.fn(async (_tag: string) => undefined),
      onNavigate: vi.fn((listener: Listener<NavigateRequest>) => {
        navigate.push(listener);
        return () => undefined;
      }),
      onOriginChanged: vi.fn((listener: Listener<IpcEventMap['app:originChanged']>) => {
        originChanged.push(listener);
        return () => undefined;
      }),
    },
    auth: {
      getToken: vi.fn(async () => token),
      setToken: vi.fn(async (value: string) => void (token = value)),
      clearToken: vi.fn(async () => void (token = null)),
      storageMode: vi.fn(async () => storageMode),
    },
    shell: { openExternal: vi.fn(async () => true) },
    games: { open: vi.fn(async () => true), onClosed: vi.fn(() => () => undefined) },
    updates: {
      getStatus: vi.fn(async () => ({ state: 'idle' as const })),
      check: vi.fn(async () => ({ state: 'none' as const })),
      download: vi.fn(async () => true),
      restart: vi.fn(async () => false),
      onStatus: vi.fn(() => () => undefined),
    },
  } satisfies DesktopBridge;
  const emit = {
    navigate: (path: string) => navigate.forEach((listener) => listener({ path })),
    originChanged: (origin: string) => originChanged.forEach((listener) => listener({ origin })),
  };
  return Object.assign(bridge, { emit });
}

/** A page: the routes it was asked to show and a language that can change. */
function fakeHost(lang = 'en') {
  const routes: string[] = [];
  let language = lang;
  let onChange: (() => void) | null = null;
  const host: DesktopHost = {
    showRoute: (route) => void routes.push(route),
    language: () => language,
    onLanguageChange: (listener) => void (onChange = listener),
  };
  return {
    host,
    routes,
    setLanguage(next: string) {
      language = next;
      onChange?.();
    },
  };
}

const platformOf = (bridge: ReturnType<typeof fakeBridge>, host = fakeHost().host) =>
  createDesktopPlatform(bridge, host);

describe('createDesktopPlatform', () => {
  it('takes the API origin from the shell, asking once, and follows its changes', async () => {
    const bridge = fakeBridge();
    const platform = platformOf(bridge);
    expect(platform.kind).toBe('desktop');
    expect(await platform.apiOrigin()).toBe('https://www.example-casino.com');
    await platform.apiOrigin();
    expect(bridge.app.getOrigin).toHaveBeenCalledOnce();
    // The configured origin failed and the shell moved to one of the platform's published domains.
    bridge.emit.originChanged('https://backup.example-casino.net');
    expect(await platform.apiOrigin()).toBe('https://backup.example-casino.net');
    expect(await platform.openGame(async () => ({ url: '/games/dice', title: 'Dice' }))).toEqual({ status: 'opened' });
    expect(bridge.games.open).toHaveBeenLastCalledWith({
      url: 'https://backup.example-casino.net/games/dice',
      title: 'Dice',
    });
    expect(bridge.app.getOrigin).toHaveBeenCalledOnce();
  });

  it('asks again after a failed origin request', async () => {
    const bridge = fakeBridge();
    bridge.app.getOrigin.mockRejectedValueOnce(new Error('not ready'));
    const platform = platformOf(bridge);
    await expect(platform.apiOrigin()).rejects.toThrow('not ready');
    expect(await platform.apiOrigin()).toBe('https://www.example-casino.com');
  });

  it('shows the routes the shell asks for, and only app routes', () => {
    const bridge = fakeBridge();
    const page = fakeHost();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    platformOf(bridge, page.host);
    bridge.emit.navigate('/member?page=depositv2&deposit=12');
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/member#x',
      '/../etc',
      '/member?page=<script>',
    ])
      bridge.emit.navigate(hostile);
    expect(page.routes).toEqual(['/member?page=depositv2&deposit=12']);
    expect(warn).toHaveBeenCalledTimes(6);
    warn.mockRestore();
  });

  it('tells the shell the interface language now and whenever it changes', () => {
    const bridge = fakeBridge();
    const page = fakeHost('en');
    platformOf(bridge, page.host);
    page.setLanguage('zh-CN');
    page.setLanguage('zh-CN');
    page.setLanguage('');
    expect(bridge.app.setLanguage.mock.calls).toEqual([['en'], ['zh-CN']]);
  });

  it('keeps the token in the main process, never in web storage', async () => {
    const storage = vi.fn();
    vi.stubGlobal('localStorage', { setItem: storage, getItem: storage });
    vi.stubGlobal('sessionStorage', { setItem: storage, getItem: storage });
    try {
      const bridge = fakeBridge();
      const platform = platformOf(bridge);
      await platform.token.set('tok-1', true);
      expect(bridge.auth.setToken).toHaveBeenCalledWith('tok-1', true);
      expect(await platform.token.get()).toBe('tok-1');
      await platform.token.clear();
      expect(await platform.token.get()).toBeNull();
      expect(storage).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers "remember me" only with encrypted storage', async () => {
    expect(await platformOf(fakeBridge('encrypted')).token.canRemember()).toBe(true);
    expect(await platformOf(fakeBridge('memory')).token.canRemember()).toBe(false);
  });

  it('opens links and games through the shell, resolving relative URLs against the platform origin', async () => {
    const bridge = fakeBridge();
    const platform = platformOf(bridge);
    await platform.openExternal('https://help.example.com/faq', { width: 400, height: 600 });
    expect(bridge.shell.openExternal).toHaveBeenCalledWith('https://help.example.com/faq');
    expect(await platform.openGame(async () => ({ url: '/games/dice?token=1', title: 'Dice' }))).toEqual({
      status: 'opened',
    });
    expect(bridge.games.open).toHaveBeenCalledWith({
      url: 'https://www.example-casino.com/games/dice?token=1',
      title: 'Dice',
    });
  });

  it('does not throw when the shell refuses', async () => {
    const bridge = fakeBridge();
    bridge.shell.openExternal.mockResolvedValue(false);
    bridge.games.open.mockResolvedValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const platform = platformOf(bridge);
    await expect(platform.openExternal('javascript:alert(1)')).resolves.toBeUndefined();
    await expect(platform.openGame(async () => ({ url: 'file:///x', title: 'x' }))).resolves.toEqual({
      status: 'refused',
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('opens no game window when the launch fails, and rejects with its error', async () => {
    const bridge = fakeBridge();
    const failure = new Error('game.disabled');
    await expect(platformOf(bridge).openGame(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(bridge.games.open).not.toHaveBeenCalled();
  });
});

describe('desktop platform updates', () => {
  it('passes the update bar straight to the bridge: status, check, download and restart', async () => {
    const bridge = fakeBridge();
    const updates = platformOf(bridge).updates;
    expect(updates).not.toBeNull();
    expect(await updates!.getStatus()).toEqual({ state: 'idle' });
    expect(await updates!.check()).toEqual({ state: 'none' });
    expect(await updates!.download()).toBe(true);
    expect(await updates!.restart()).toBe(false);
    const listener = vi.fn();
    updates!.onStatus(listener);
    expect(bridge.updates.onStatus).toHaveBeenCalledWith(listener);
    expect(bridge.updates.download).toHaveBeenCalledOnce();
    expect(bridge.updates.restart).toHaveBeenCalledOnce();
  });
});
