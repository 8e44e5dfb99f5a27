/**
 * Adapter: electron-updater's `autoUpdater` for the updater service. Kept apart because
 * electron-updater loads Electron, which tests cannot.
 */
import electronUpdater from 'electron-updater';
import type { UpdaterLike } from './updater';

/** The platform's updater (NSIS, AppImage/deb, or Squirrel.Mac), created on first use. */
export function electronAutoUpdater(): UpdaterLike {
  return electronUpdater.autoUpdater;
}
