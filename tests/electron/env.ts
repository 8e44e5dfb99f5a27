/**
 * Where the Electron specs run: the reference server's port and data directory, and the Electron
 * binary. The binary is downloaded by electron's install script, which these machines do not run
 * (no network); where it is missing the specs skip and say why.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ELECTRON_E2E_PORT = Number(process.env.ELECTRON_E2E_PORT ?? 18795);
export const ELECTRON_E2E_DATA_DIR = process.env.ELECTRON_E2E_DATA_DIR ?? resolve(ROOT, 'test-results/electron-data');
export const PLATFORM_ORIGIN = `http://127.0.0.1:${ELECTRON_E2E_PORT}`;

export type ElectronBinary = { path: string } | { missing: string };

/** The Electron executable of node_modules/electron, or why there is none. */
export function electronBinary(): ElectronBinary {
  try {
    // node_modules/electron exports the executable's path (from its path.txt) or throws.
    const path = createRequire(import.meta.url)('electron') as unknown;
    if (typeof path !== 'string') return { missing: 'node_modules/electron did not name an executable' };
    if (!existsSync(path)) return { missing: `the Electron executable ${path} is not installed` };
    if (!existsSync(resolve(ROOT, 'out/main/index.js')))
      return { missing: 'the desktop build is missing: run "npm run build:desktop" first' };
    return { path };
  } catch (error) {
    return {
      missing:
        `no Electron binary (${error instanceof Error ? error.message : String(error)}); ` +
        `run electron's install script where downloads are allowed`,
    };
  }
}
