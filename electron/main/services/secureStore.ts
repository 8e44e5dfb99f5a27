/**
 * The session token, held only by the main process. With an OS keyring (safeStorage) a
 * "remembered" token is written to the settings file encrypted; without one it is kept in memory
 * only, `storageMode()` says 'memory' so the renderer hides "remember me", and nothing is ever
 * written in plain text. The renderer never sees the store, only these operations.
 */
import type { TokenStorageMode } from '../../../src/shared/ipc/contract';
import type { KeyValueStore } from './settingsStore';

/** Electron's `safeStorage`, injected so tests can supply a keyring or its absence. */
export type SafeStorageLike = {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which keyring backs the encryption. */
  getSelectedStorageBackend?(): string;
};

/** The settings key of the encrypted token (base64 of safeStorage's ciphertext). */
export const TOKEN_KEY = 'auth.encryptedToken';

type WarnLogger = { warn(message: string, ...details: unknown[]): void };

/**
 * Keeps the session token; see the module comment for the storage rules. (TypeScript `private`,
 * not `#private`: Electronegativity cannot parse class private fields in the bundled main.)
 */
export class SecureTokenStore {
  private readonly safeStorage: SafeStorageLike;
  private readonly store: KeyValueStore;
  private readonly log: WarnLogger;
  private memory: string | null = null;
  private mode: TokenStorageMode | null = null;

  constructor(safeStorage: SafeStorageLike, store: KeyValueStore, log: WarnLogger = console) {
    this.safeStorage = safeStorage;
    this.store = store;
    this.log = log;
  }

  /**
   * 'encrypted' when a real OS keyring protects the token. On Linux the 'basic_text' backend
   * "encrypts" with a hard-coded key, which is plain text in all but name, so it counts as none.
   * Decided once (safeStorage must only be asked after app ready).
   */
  storageMode(): TokenStorageMode {
    if (this.mode === null) {
      const weakBackend = this.safeStorage.getSelectedStorageBackend?.() === 'basic_text';
      this.mode = this.safeStorage.isEncryptionAvailable() && !weakBackend ? 'encrypted' : 'memory';
      if (this.mode === 'memory')
        this.log.warn('[secureStore] no OS keyring: the session token is kept in memory only');
    }
    return this.mode;
  }

  /** The current token: this run's, else the remembered one, else null. */
  getToken(): string | null {
    if (this.memory !== null) return this.memory;
    if (this.storageMode() !== 'encrypted') return null;
    const stored = this.store.get(TOKEN_KEY);
    if (typeof stored !== 'string' || stored === '') return null;
    try {
      this.memory = this.safeStorage.decryptString(Buffer.from(stored, 'base64'));
      return this.memory;
    } catch (error) {
      // A keyring reset or a copied profile leaves ciphertext nobody can read: forget it.
      this.log.warn('[secureStore] the remembered token could not be decrypted and was removed', error);
      this.store.delete(TOKEN_KEY);
      return null;
    }
  }

  /**
   * Keeps `token` for this run; with `remember` (and a keyring) also writes it encrypted.
   * Without `remember`, any previously remembered token is removed from disk.
   */
  setToken(token: string, remember: boolean): void {
    this.memory = token;
    if (remember && this.storageMode() === 'encrypted') {
      this.store.set(TOKEN_KEY, this.safeStorage.encryptString(token).toString('base64'));
    } else {
      this.store.delete(TOKEN_KEY);
    }
  }

  /** Forgets the token in memory and on disk (logout, session expiry). */
  clear(): void {
    this.memory = null;
    this.store.delete(TOKEN_KEY);
  }
}
