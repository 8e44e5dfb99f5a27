import { describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '../../../../src/platform/platform.desktop';
import type { DesktopBridge, DesktopConfig } from '../../../../src/shared/ipc/contract';

const config: DesktopConfig = { platformOrigin: 'https://www.example-casino.com', merchantCode: 'demo', updateFeedUrl: 'https://u.example/', appVersion: '1.0.0' };

function fakeBridge(storageMode: 'encrypted' | 'memory' = 'encrypted') {
  let token: string | null = null;
  const bridge = {
    app: { getConfig: vi.fn(async () => config) },
    auth: {
      getToken: vi.fn(async () => token),
      setToken: vi.fn(async (value: string) => void (token = value)),
      clearToken: vi.fn(async () => void (token = null)),
      storageMode: vi.fn(async () => storageMode),
    },
    shell: { openExternal: vi.fn(async () => true) },
    games: { open: vi.fn(async () => true), onClosed: vi.fn(() => () => undefined) },
  } satisfies DesktopBridge;
  return bridge;
}

describe('createDesktopPlatform', () => {
  it('takes the API origin from the desktop configuration, asking once', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    expect(platform.kind).toBe('desktop');
    expect(await platform.apiOrigin()).toBe('https://www.example-casino.com');
    await platform.apiOrigin();
    expect(bridge.app.getConfig).toHaveBeenCalledOnce();
  });

  it('asks again after a failed configuration request', async () => {
    const bridge = fakeBridge();
    bridge.app.getConfig.mockRejectedValueOnce(new Error('not ready'));
    const platform = createDesktopPlatform(bridge);
    await expect(platform.apiOrigin()).rejects.toThrow('not ready');
    expect(await platform.apiOrigin()).toBe('https://www.example-casino.com');
  });

  it('keeps the token in the main process, never in web storage', async () => {
    const storage = vi.fn();
    vi.stubGlobal('localStorage', { setItem: storage, getItem: storage });
    vi.stubGlobal('sessionStorage', { setItem: storage, getItem: storage });
    try {
      const bridge = fakeBridge();
      const platform = createDesktopPlatform(bridge);
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
    expect(await createDesktopPlatform(fakeBridge('encrypted')).token.canRemember()).toBe(true);
    expect(await createDesktopPlatform(fakeBridge('memory')).token.canRemember()).toBe(false);
  });

  it('opens links and games through the shell, resolving relative URLs against the platform origin', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    await platform.openExternal('https://help.example.com/faq', { width: 400, height: 600 });
    expect(bridge.shell.openExternal).toHaveBeenCalledWith('https://help.example.com/faq');
    await platform.openGame({ url: '/games/dice?token=1', title: 'Dice' });
    expect(bridge.games.open).toHaveBeenCalledWith({ url: 'https://www.example-casino.com/games/dice?token=1', title: 'Dice' });
  });

  it('does not throw when the shell refuses', async () => {
    const bridge = fakeBridge();
    bridge.shell.openExternal.mockResolvedValue(false);
    bridge.games.open.mockResolvedValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const platform = createDesktopPlatform(bridge);
    await expect(platform.openExternal('javascript:alert(1)')).resolves.toBeUndefined();
    await expect(platform.openGame({ url: 'file:///x', title: 'x' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
