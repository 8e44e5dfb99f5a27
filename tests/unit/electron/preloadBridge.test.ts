import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBridge, type IpcRendererLike } from '../../../electron/preload/bridge';
import { EVENT_CHANNELS, INVOKE_CHANNELS, type DesktopBridge } from '../../../src/shared/ipc/contract';

type Handler = (event: unknown, payload: unknown) => void;

/** Fake ipcRenderer: records invokes and listener registrations. */
class FakeIpcRenderer implements IpcRendererLike {
  readonly invoked: [string, unknown[]][] = [];
  readonly listeners = new Map<string, Set<Handler>>();
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push([channel, args]);
    return `result of ${channel}`;
  }
  on(channel: string, listener: Handler): this {
    this.listeners.set(channel, (this.listeners.get(channel) ?? new Set()).add(listener));
    return this;
  }
  removeListener(channel: string, listener: Handler): this {
    this.listeners.get(channel)?.delete(listener);
    return this;
  }
  emit(channel: string, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener({ sender: 'secret ipc event' }, payload);
  }
}

describe('preload bridge', () => {
  it('exposes exactly the declared operations, all functions', () => {
    const bridge: DesktopBridge = createBridge(new FakeIpcRenderer());
    const shape = Object.fromEntries(Object.entries(bridge).map(([ns, methods]) => [ns, Object.keys(methods).sort()]));
    expect(shape).toEqual({
      app: ['getConfig', 'getOrigin', 'onNavigate', 'onOriginChanged', 'setLanguage'],
      auth: ['clearToken', 'getToken', 'setToken', 'storageMode'],
      shell: ['openExternal'],
      games: ['onClosed', 'open'],
      updates: ['check', 'download', 'getStatus', 'onStatus', 'restart'],
    });
    for (const methods of Object.values(bridge)) {
      for (const method of Object.values(methods as Record<string, unknown>)) expect(typeof method).toBe('function');
    }
  });

  it('never hands out the ipcRenderer object', async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createBridge(ipc);
    const reachable: unknown[] = [bridge, ...Object.values(bridge)];
    expect(reachable).not.toContain(ipc);
    // What the methods return is the invoke result, and listeners get the payload, not the event.
    expect(await bridge.app.getConfig()).toBe('result of app:getConfig');
    const payloads: unknown[] = [];
    bridge.games.onClosed((event) => payloads.push(event));
    ipc.emit('games:closed', { url: 'https://g.example/' });
    expect(payloads).toEqual([{ url: 'https://g.example/' }]);
  });

  it('covers every invoke channel of the contract with its arguments', async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createBridge(ipc);
    await bridge.app.getConfig();
    await bridge.app.getOrigin();
    await bridge.app.setLanguage('fr');
    await bridge.auth.getToken();
    await bridge.auth.setToken('tok', true);
    await bridge.auth.clearToken();
    await bridge.auth.storageMode();
    await bridge.shell.openExternal('https://help.example.com/');
    await bridge.games.open({ url: 'https://g.example/', title: 'Dice' });
    await bridge.updates.getStatus();
    await bridge.updates.check();
    await bridge.updates.download();
    await bridge.updates.restart();
    expect(ipc.invoked).toEqual([
      ['app:getConfig', []],
      ['app:getOrigin', []],
      ['app:setLanguage', ['fr']],
      ['auth:getToken', []],
      ['auth:setToken', ['tok', true]],
      ['auth:clearToken', []],
      ['auth:storageMode', []],
      ['shell:openExternal', ['https://help.example.com/']],
      ['games:open', [{ url: 'https://g.example/', title: 'Dice' }]],
      ['updates:getStatus', []],
      ['updates:check', []],
      ['updates:download', []],
      ['updates:restart', []],
    ]);
    expect(ipc.invoked.map(([channel]) => channel).sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it('listeners subscribe to every event channel and unsubscribe cleanly', () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createBridge(ipc);
    const received: unknown[] = [];
    const unsubscribes = [
      bridge.games.onClosed((event) => received.push(event)),
      bridge.app.onNavigate((event) => received.push(event)),
      bridge.app.onOriginChanged((event) => received.push(event)),
      bridge.updates.onStatus((event) => received.push(event)),
    ];
    expect([...ipc.listeners.keys()].sort()).toEqual([...EVENT_CHANNELS].sort());
    ipc.emit('app:navigate', { path: '/member' });
    ipc.emit('updates:status', { state: 'downloading', percent: 5 });
    expect(received).toEqual([{ path: '/member' }, { state: 'downloading', percent: 5 }]);
    for (const unsubscribe of unsubscribes) unsubscribe();
    for (const channel of EVENT_CHANNELS) ipc.emit(channel, { url: 'x' });
    expect(received).toHaveLength(2);
    for (const channel of EVENT_CHANNELS) expect(ipc.listeners.get(channel)?.size).toBe(0);
  });

  it('the preload entry exposes only the bridge, once, as window.desktop', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../electron/preload/main.ts'), 'utf8');
    expect(source.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(source).toContain("exposeInMainWorld('desktop', bridge)");
    expect(source).toContain('createBridge(ipcRenderer)');
    expect(source.match(/ipcRenderer/g)).toHaveLength(2);
  });
});
