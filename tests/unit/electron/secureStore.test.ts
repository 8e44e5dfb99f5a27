/**
 * The token store against the real settings-file library (conf, which electron-store extends)
 * writing to a temp directory, with an AES-GCM stand-in for the OS keyring.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecureTokenStore, TOKEN_KEY, type SafeStorageLike } from '../../../electron/main/services/secureStore';
import { openSettingsStore, type KeyValueStore } from '../../../electron/main/services/settingsStore';
import { quietLog } from './fakes';

/** A keyring: real AES-256-GCM with a random key per instance (a new instance = a reset keyring). */
function keyring(overrides: Partial<SafeStorageLike> = {}): SafeStorageLike {
  const key = randomBytes(32);
  return {
    isEncryptionAvailable: () => true,
    encryptString(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
    },
    ...overrides,
  };
}

/** No keyring: encryption unavailable, and any attempt to use it fails the test. */
function noKeyring(): SafeStorageLike {
  const refuse = (): never => {
    throw new Error('encryption used without a keyring');
  };
  return { isEncryptionAvailable: () => false, encryptString: refuse, decryptString: refuse };
}

let dir: string;
const settingsFile = (): string => join(dir, 'settings.json');
const fileText = (): string => (existsSync(settingsFile()) ? readFileSync(settingsFile(), 'utf8') : '');
// A fresh instance per call, as after an app restart.
const openStore = (): KeyValueStore =>
  new Conf<Record<string, unknown>>({ cwd: dir, configName: 'settings', configFileMode: 0o600 });

/** Every way a token could show up in a JSON file without real encryption. */
function plainForms(token: string): string[] {
  return [
    token,
    JSON.stringify(token).slice(1, -1),
    Buffer.from(token).toString('base64'),
    Buffer.from(token).toString('hex'),
  ];
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'secure-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SecureTokenStore with an OS keyring', () => {
  it('remembers the token encrypted, never in plain text, and reads it back after a restart', () => {
    const safeStorage = keyring();
    const token = 'eyJhbGciOiJIUzI1NiJ9.session-token-0123456789';
    const store = new SecureTokenStore(safeStorage, openStore(), quietLog());
    expect(store.storageMode()).toBe('encrypted');
    store.setToken(token, true);
    const written = fileText();
    expect(written).toContain('encryptedToken');
    for (const form of plainForms(token)) expect(written).not.toContain(form);
    expect(new SecureTokenStore(safeStorage, openStore(), quietLog()).getToken()).toBe(token);
  });

  it('keeps a not-remembered token for this run only and removes an older remembered one', () => {
    const safeStorage = keyring();
    const store = new SecureTokenStore(safeStorage, openStore(), quietLog());
    store.setToken('first-token-remembered', true);
    store.setToken('second-token-this-run-only', false);
    expect(store.getToken()).toBe('second-token-this-run-only');
    expect(fileText()).not.toContain('encryptedToken');
    expect(new SecureTokenStore(safeStorage, openStore(), quietLog()).getToken()).toBeNull();
  });

  it('clear() wipes memory and disk', () => {
    const safeStorage = keyring();
    const store = new SecureTokenStore(safeStorage, openStore(), quietLog());
    store.setToken('token-to-clear-123456', true);
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(openStore().get(TOKEN_KEY)).toBeUndefined();
    expect(new SecureTokenStore(safeStorage, openStore(), quietLog()).getToken()).toBeNull();
  });

  it('forgets a remembered token the keyring can no longer decrypt', () => {
    new SecureTokenStore(keyring(), openStore(), quietLog()).setToken('token-of-old-keyring', true);
    const log = quietLog();
    const store = new SecureTokenStore(keyring(), openStore(), log);
    expect(store.getToken()).toBeNull();
    expect(openStore().get(TOKEN_KEY)).toBeUndefined();
    expect(log.messages.join()).toMatch(/could not be decrypted/);
  });

  it('writes the settings file for the owner only', () => {
    new SecureTokenStore(keyring(), openStore(), quietLog()).setToken('token-mode-check', true);
    if (process.platform !== 'win32') expect(statSync(settingsFile()).mode & 0o777).toBe(0o600);
  });

  it('never writes any token in plain text (fast-check)', () => {
    const safeStorage = keyring();
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._~+/=-]{12,200}$/), fc.boolean(), (token, remember) => {
        const store = new SecureTokenStore(safeStorage, openStore(), quietLog());
        store.setToken(token, remember);
        const written = fileText();
        for (const form of plainForms(token)) expect(written).not.toContain(form);
        expect(store.getToken()).toBe(token);
      }),
      { numRuns: 150 },
    );
  });
});

describe('SecureTokenStore without an OS keyring', () => {
  it("reports 'memory', keeps the token for this run and writes nothing", () => {
    const log = quietLog();
    const store = new SecureTokenStore(noKeyring(), openStore(), log);
    expect(store.storageMode()).toBe('memory');
    store.setToken('memory-only-token-123', true);
    expect(store.getToken()).toBe('memory-only-token-123');
    expect(fileText()).not.toContain('memory-only-token-123');
    expect(fileText()).not.toContain('encryptedToken');
    expect(new SecureTokenStore(noKeyring(), openStore(), quietLog()).getToken()).toBeNull();
    expect(log.messages.join()).toMatch(/memory only/);
  });

  it("treats Linux's basic_text backend (a hard-coded key) as no keyring", () => {
    const safeStorage = keyring({ getSelectedStorageBackend: () => 'basic_text' });
    const encrypt = vi.spyOn(safeStorage, 'encryptString');
    const store = new SecureTokenStore(safeStorage, openStore(), quietLog());
    expect(store.storageMode()).toBe('memory');
    store.setToken('weak-keyring-token-123', true);
    expect(encrypt).not.toHaveBeenCalled();
    expect(fileText()).not.toContain('encryptedToken');
  });

  it('accepts a real keyring backend on Linux', () => {
    expect(
      new SecureTokenStore(
        keyring({ getSelectedStorageBackend: () => 'gnome_libsecret' }),
        openStore(),
        quietLog(),
      ).storageMode(),
    ).toBe('encrypted');
  });
});

describe('openSettingsStore', () => {
  const deps = (notices: string[]) => ({
    create: openStore,
    moveAside: () => {
      if (existsSync(settingsFile())) renameSync(settingsFile(), `${settingsFile()}.corrupt`);
    },
    notify: (notice: string) => void notices.push(notice),
  });

  it('opens a healthy file without a notice', () => {
    const notices: string[] = [];
    const opened = openSettingsStore(deps(notices));
    opened.store.set('a', 1);
    expect(opened.mode).toBe('file');
    expect(notices).toEqual([]);
    expect(openStore().get('a')).toBe(1);
  });

  it('resets a corrupt file with a notice instead of crashing, keeping the old file aside', () => {
    writeFileSync(settingsFile(), '{"auth": {"encryptedToken": "abc"', 'utf8');
    const notices: string[] = [];
    const opened = openSettingsStore(deps(notices));
    expect(opened.mode).toBe('reset');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/could not be read and has been reset/);
    expect(readFileSync(`${settingsFile()}.corrupt`, 'utf8')).toContain('encryptedToken');
    opened.store.set('windowState', { maximized: true });
    expect(openStore().get('windowState')).toEqual({ maximized: true });
  });

  it('falls back to memory when the file cannot be recreated', () => {
    const notices: string[] = [];
    const opened = openSettingsStore({
      create: () => {
        throw new SyntaxError('Unexpected end of JSON input');
      },
      moveAside: () => undefined,
      notify: (notice) => void notices.push(notice),
    });
    expect(opened.mode).toBe('memory');
    expect(notices).toHaveLength(2);
    opened.store.set('k', 'v');
    expect(opened.store.get('k')).toBe('v');
    opened.store.delete('k');
    expect(opened.store.get('k')).toBeUndefined();
  });
});
