import { describe, expect, it, vi } from 'vitest';
import {
  createHandle,
  mainFrameSenderPolicy,
  type InvokeEvent,
  type SenderFrame,
} from '../../../electron/main/ipc/handle';
import { registerAppIpc } from '../../../electron/main/ipc/registerAppIpc';
import { registerAuthIpc } from '../../../electron/main/ipc/registerAuthIpc';
import { registerGamesIpc } from '../../../electron/main/ipc/registerGamesIpc';
import { registerShellIpc } from '../../../electron/main/ipc/registerShellIpc';
import { registerUpdatesIpc } from '../../../electron/main/ipc/registerUpdatesIpc';
import { isAppUrl } from '../../../electron/main/security/appProtocol';
import { INVOKE_CHANNELS, type DesktopConfig } from '../../../src/shared/ipc/contract';
import { FakeIpcMain, quietLog } from './fakes';

const mainContents = { id: 1 };
const topFrame: SenderFrame = { url: 'app://bundle/index.html', parent: null };
const trusted: InvokeEvent = { sender: mainContents, senderFrame: topFrame };

/** Senders that must be refused on every channel. */
const foreignSenders: [string, InvokeEvent][] = [
  [
    'an iframe of the main window',
    { sender: mainContents, senderFrame: { url: 'app://bundle/embed.html', parent: topFrame } },
  ],
  ['a third-party iframe', { sender: mainContents, senderFrame: { url: 'https://evil.example/', parent: topFrame } }],
  [
    'another web contents (a game window)',
    { sender: { id: 2 }, senderFrame: { url: 'app://bundle/index.html', parent: null } },
  ],
  [
    'the main window after navigating away',
    { sender: mainContents, senderFrame: { url: 'https://evil.example/', parent: null } },
  ],
  [
    'a look-alike app origin',
    { sender: mainContents, senderFrame: { url: 'app://bundle.evil/index.html', parent: null } },
  ],
  ['a file: page', { sender: mainContents, senderFrame: { url: 'file:///tmp/x.html', parent: null } }],
  ['a destroyed frame', { sender: mainContents, senderFrame: null }],
];

const config: DesktopConfig = {
  platformOrigin: 'https://www.example.com',
  merchantCode: 'demo',
  updateFeedUrl: 'https://u.example.com/',
  appVersion: '1.2.3',
};

function setup() {
  const ipcMain = new FakeIpcMain();
  const log = quietLog();
  const handle = createHandle(
    ipcMain,
    mainFrameSenderPolicy(() => mainContents, isAppUrl),
    log,
  );
  const tokens = {
    getToken: vi.fn(() => 'tok'),
    setToken: vi.fn(),
    clear: vi.fn(),
    storageMode: vi.fn(() => 'encrypted' as const),
  };
  const shell = { open: vi.fn(async () => true) };
  const games = { open: vi.fn(() => true) };
  const getConfig = vi.fn(() => config);
  const app = { getConfig, getOrigin: vi.fn(() => 'https://www.example.com'), setLanguage: vi.fn() };
  const updates = {
    status: vi.fn(() => ({ state: 'idle' as const })),
    check: vi.fn(async () => ({ state: 'none' as const })),
    download: vi.fn(() => true),
    restart: vi.fn(() => false),
  };
  registerAppIpc(handle, app);
  registerAuthIpc(handle, tokens);
  registerShellIpc(handle, shell);
  registerGamesIpc(handle, games);
  registerUpdatesIpc(handle, updates);
  const handlers = [
    getConfig,
    app.getOrigin,
    app.setLanguage,
    tokens.getToken,
    tokens.setToken,
    tokens.clear,
    tokens.storageMode,
    shell.open,
    games.open,
    updates.status,
    updates.check,
    updates.download,
    updates.restart,
  ];
  return { ipcMain, tokens, shell, games, getConfig, app, updates, handlers, log };
}

/** A valid argument list per channel. */
const validArgs: Record<(typeof INVOKE_CHANNELS)[number], unknown[]> = {
  'app:getConfig': [],
  'app:getOrigin': [],
  'app:setLanguage': ['zh-CN'],
  'auth:getToken': [],
  'auth:setToken': ['token-123', true],
  'auth:clearToken': [],
  'auth:storageMode': [],
  'shell:openExternal': ['https://help.example.com/'],
  'games:open': [{ url: 'https://games.example.com/launch?t=1', title: 'Dice' }],
  'updates:getStatus': [],
  'updates:check': [],
  'updates:download': [],
  'updates:restart': [],
};

describe('IPC handlers', () => {
  it('registers exactly the channels of the contract', () => {
    const { ipcMain } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it('answers the trusted main frame', async () => {
    const { ipcMain, tokens, shell, games } = setup();
    expect(await ipcMain.invoke('app:getConfig', trusted)).toEqual(config);
    expect(await ipcMain.invoke('auth:getToken', trusted)).toBe('tok');
    await ipcMain.invoke('auth:setToken', trusted, 'token-123', true);
    expect(tokens.setToken).toHaveBeenCalledWith('token-123', true);
    await ipcMain.invoke('auth:clearToken', trusted);
    expect(tokens.clear).toHaveBeenCalledOnce();
    expect(await ipcMain.invoke('auth:storageMode', trusted)).toBe('encrypted');
    expect(await ipcMain.invoke('shell:openExternal', trusted, 'https://help.example.com/')).toBe(true);
    expect(shell.open).toHaveBeenCalledWith('https://help.example.com/');
    expect(await ipcMain.invoke('games:open', trusted, { url: 'https://games.example.com/', title: 'Dice' })).toBe(
      true,
    );
    expect(games.open).toHaveBeenCalledWith({ url: 'https://games.example.com/', title: 'Dice' });
  });

  it('answers the app and update channels added for the shell', async () => {
    const { ipcMain, app, updates } = setup();
    expect(await ipcMain.invoke('app:getOrigin', trusted)).toBe('https://www.example.com');
    await ipcMain.invoke('app:setLanguage', trusted, 'pt-BR');
    expect(app.setLanguage).toHaveBeenCalledWith('pt-BR');
    expect(await ipcMain.invoke('updates:getStatus', trusted)).toEqual({ state: 'idle' });
    expect(await ipcMain.invoke('updates:check', trusted)).toEqual({ state: 'none' });
    expect(await ipcMain.invoke('updates:download', trusted)).toBe(true);
    expect(updates.download).toHaveBeenCalledOnce();
    expect(await ipcMain.invoke('updates:restart', trusted)).toBe(false);
    expect(updates.restart).toHaveBeenCalledOnce();
  });

  describe.each(foreignSenders)('refuses %s', (_name, event) => {
    it.each(INVOKE_CHANNELS)('on %s, without calling the handler', async (channel) => {
      const { ipcMain, handlers } = setup();
      await expect(ipcMain.invoke(channel, event, ...validArgs[channel])).rejects.toThrow(/sender not allowed/);
      for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
    });
  });

  it('refuses everything before the main window exists', async () => {
    const ipcMain = new FakeIpcMain();
    const getConfig = vi.fn(() => config);
    registerAppIpc(
      createHandle(
        ipcMain,
        mainFrameSenderPolicy(() => null, isAppUrl),
        quietLog(),
      ),
      { getConfig, getOrigin: vi.fn(() => ''), setLanguage: vi.fn() },
    );
    await expect(ipcMain.invoke('app:getConfig', { sender: null, senderFrame: topFrame })).rejects.toThrow(
      /sender not allowed/,
    );
    expect(getConfig).not.toHaveBeenCalled();
  });

  const invalidPayloads: [string, string, unknown[]][] = [
    ['app:getConfig', 'an unexpected argument', ['x']],
    ['app:getOrigin', 'an unexpected argument', ['https://evil.example']],
    ['app:setLanguage', 'no tag', []],
    ['app:setLanguage', 'a number', [7]],
    ['app:setLanguage', 'a script', ['<script>']],
    ['app:setLanguage', 'a path', ['../../etc/passwd']],
    ['app:setLanguage', 'a huge tag', ['en-' + 'x'.repeat(60)]],
    ['app:setLanguage', 'a tag with a newline', ['en\n']],
    ['app:setLanguage', 'two tags', ['en', 'fr']],
    ['updates:check', 'an unexpected argument', ['https://evil.example/feed']],
    ['updates:restart', 'an unexpected argument', [true]],
    ['updates:download', 'an unexpected argument', ['https://evil.example/setup.exe']],
    ['updates:getStatus', 'an unexpected argument', [{}]],
    ['auth:getToken', 'an unexpected argument', [{}]],
    ['auth:setToken', 'no arguments', []],
    ['auth:setToken', 'a numeric token', [123, true]],
    ['auth:setToken', 'an empty token', ['', true]],
    ['auth:setToken', 'a huge token', ['x'.repeat(5000), true]],
    ['auth:setToken', 'a token with a newline', ['abc\ndef', true]],
    ['auth:setToken', 'a string for remember', ['tok', 'true']],
    ['auth:setToken', 'an extra argument', ['tok', true, 'extra']],
    ['auth:clearToken', 'an unexpected argument', [true]],
    ['auth:storageMode', 'an unexpected argument', [1]],
    ['shell:openExternal', 'no URL', []],
    ['shell:openExternal', 'a URL object', [{ href: 'https://help.example.com/' }]],
    ['shell:openExternal', 'a number', [42]],
    ['shell:openExternal', 'an over-long URL', [`https://a.example/${'x'.repeat(5000)}`]],
    ['games:open', 'a bare string', ['https://games.example.com/']],
    ['games:open', 'a missing title', [{ url: 'https://games.example.com/' }]],
    ['games:open', 'an extra key', [{ url: 'https://games.example.com/', title: 'Dice', preload: '/tmp/evil.js' }]],
    ['games:open', 'a non-string url', [{ url: ['https://games.example.com/'], title: 'Dice' }]],
    ['games:open', 'an array', [['https://games.example.com/', 'Dice']]],
    ['games:open', 'null', [null]],
    ['games:open', 'a class instance', [new URL('https://games.example.com/')]],
  ];

  it.each(invalidPayloads)('%s rejects %s without calling the handler', async (channel, _name, args) => {
    const { ipcMain, handlers, log } = setup();
    await expect(ipcMain.invoke(channel, trusted, ...args)).rejects.toThrow(Error);
    for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
    expect(log.messages.some((message) => message.includes('refused'))).toBe(true);
  });

  it('passes a handler error back to the renderer as a rejection', async () => {
    const { ipcMain, games } = setup();
    games.open.mockImplementation(() => {
      throw new Error('boom');
    });
    await expect(ipcMain.invoke('games:open', trusted, { url: 'https://g.example/', title: 'x' })).rejects.toThrow(
      'boom',
    );
  });
});
