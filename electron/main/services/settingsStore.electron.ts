/**
 * Adapter: the settings store on electron-store (`<userData>/settings.json`, owner-only file mode).
 * Kept apart because electron-store imports Electron, which tests cannot load.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Store from 'electron-store';
import { openSettingsStore, type OpenedSettings } from './settingsStore';

const NAME = 'settings';

/** Opens `<userDataDir>/settings.json`, resetting it (with a notice) when it is corrupt. */
export function openElectronSettings(userDataDir: string, notify: (notice: string) => void): OpenedSettings {
  const file = join(userDataDir, `${NAME}.json`);
  return openSettingsStore({
    create: () => new Store<Record<string, unknown>>({ name: NAME, cwd: userDataDir, configFileMode: 0o600 }),
    moveAside: () => {
      if (existsSync(file)) renameSync(file, `${file}.corrupt`);
    },
    notify,
  });
}
