/**
 * Opens the settings file (electron-store in production). A settings file can be left corrupt by
 * a crash mid-write, a full disk or a hand edit; the app must still start. A corrupt file is moved
 * aside (kept for diagnosis) and replaced by a fresh one, and the caller is told so it can notify
 * the user; if even that fails, settings live in memory for this run.
 */

/** The key-value surface the services use. electron-store satisfies it. */
export type KeyValueStore = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
};

export type SettingsStoreDeps = {
  /** Opens the store; throws when the file cannot be parsed or validated. */
  create(): KeyValueStore;
  /** Moves the unreadable file out of the way (e.g. renames settings.json to settings.json.corrupt). */
  moveAside(): void;
  /** Receives a human-readable notice about what happened. */
  notify(notice: string): void;
};

export type OpenedSettings = { store: KeyValueStore; mode: 'file' | 'reset' | 'memory' };

/** Opens the settings store, resetting a corrupt file instead of crashing. */
export function openSettingsStore(deps: SettingsStoreDeps): OpenedSettings {
  try {
    return { store: deps.create(), mode: 'file' };
  } catch (error) {
    deps.notify(`The settings file could not be read and has been reset (${describe(error)}).`);
  }
  try {
    deps.moveAside();
    return { store: deps.create(), mode: 'reset' };
  } catch (error) {
    deps.notify(
      `The settings file could not be recreated; settings are kept in memory until the app quits (${describe(error)}).`,
    );
    return { store: memoryStore(), mode: 'memory' };
  }
}

/** A store that forgets everything when the process ends. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
