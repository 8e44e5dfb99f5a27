/**
 * Lazy chunks that fail to load (tests/unit/src/app/chunkLoad.test.ts, tests/e2e/shell.spec.ts):
 * the failure becomes a `ChunkLoadError` naming its kind, the page reloads by itself at most once
 * (remembered in sessionStorage, so a broken deploy cannot loop), and after that the user gets a
 * Retry button.
 */

/** A script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** sessionStorage key set just before the one automatic reload. */
export const CHUNK_RELOAD_KEY = 'chunkReloaded';

export type ChunkFailure = 'error' | 'timeout';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly failure: ChunkFailure;

  constructor(failure: ChunkFailure, cause?: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause ?? '');
    super(`Loading chunk failed (${failure})${detail ? `: ${detail}` : ''}`, { cause });
    this.failure = failure;
  }
}

// What browsers and Vite say when a dynamic import or its preload fails, for errors that did
// not come through loadChunk (e.g. thrown by a library's own import()).
const CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((re) => re.test(error.message));
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
};

/** Runs a dynamic import, turning rejection or a timeout into a ChunkLoadError. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  timers: Timers = globalThis,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        timers.clearTimeout(timer as never);
        resolve(value);
      },
      (cause: unknown) => {
        timers.clearTimeout(timer as never);
        reject(new ChunkLoadError('error', cause));
      },
    );
  });
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or null where the browser refuses it (it can throw on access). */
export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True while the one automatic reload has not been used. Without storage: never reload. */
export function canAutoReload(storage: SessionStore | null): boolean {
  try {
    return storage !== null && !storage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return false;
  }
}

/**
 * Takes the one automatic reload: true (and remembered) the first time, false while the
 * mark is set, so a chunk that keeps failing cannot reload the page in a loop.
 */
export function claimAutoReload(storage: SessionStore | null): boolean {
  if (!canAutoReload(storage) || !storage) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** A chunk loaded fine: the next failure may reload once again. */
export function clearAutoReload(storage: SessionStore | null): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing to clear.
  }
}
