/** Lazy-chunk failures: typed errors, a timeout, and at most one automatic reload. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canAutoReload,
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  claimAutoReload,
  clearAutoReload,
  isChunkLoadError,
  loadChunk,
} from '../../../../src/app/chunkLoad';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a ChunkLoadError of kind "error" that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe('error');
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('gives up after 120 s with a ChunkLoadError of kind "timeout"', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe('timeout');
  });
});

describe('isChunkLoadError', () => {
  it('recognises our error and the browsers’ own messages, and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('error'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('automatic reload', () => {
  it('is granted once, then refused until a chunk loads again', () => {
    const storage = memoryStorage();
    expect(canAutoReload(storage)).toBe(true);
    expect(claimAutoReload(storage)).toBe(true);
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(canAutoReload(storage)).toBe(false);
    expect(claimAutoReload(storage)).toBe(false);
    clearAutoReload(storage);
    expect(claimAutoReload(storage)).toBe(true);
  });

  it('is never granted without storage that can remember it', () => {
    expect(claimAutoReload(null)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(claimAutoReload(refusing)).toBe(false);
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(canAutoReload(throwing)).toBe(false);
    expect(() => clearAutoReload(null)).not.toThrow();
  });
});
