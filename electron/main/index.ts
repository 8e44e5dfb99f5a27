/**
 * Desktop shell entry: hands the real Electron and Node to the shell (shell/createShell.ts) and
 * starts it. The few adapters here only translate Electron's calling conventions into the shell's
 * narrow slices (shell/deps.ts); what the shell does with them is tested on fakes.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  app,
  type BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import { openElectronSettings } from './services/settingsStore.electron';
import { electronAutoUpdater } from './services/updater.electron';
import { createShell } from './shell/createShell';
import { createBrowserWindow } from './windows/browserWindow.electron';

void createShell<BrowserWindow>({
  app,
  protocol,
  session,
  ipcMain,
  createWindow: createBrowserWindow,
  screen,
  dialog: {
    showMessageBox: (window, options) =>
      window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options),
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
  },
  menu: Menu,
  createTray: (icon) => {
    const image = nativeImage.createFromPath(icon.path);
    if (icon.template) image.setTemplateImage(true);
    return new Tray(image);
  },
  notifications: { isSupported: () => Notification.isSupported(), create: (options) => new Notification(options) },
  safeStorage,
  shell,
  fetch: (url, init) => net.fetch(url, init),
  createUpdater: electronAutoUpdater,
  openSettings: openElectronSettings,
  readFile: (path) => readFile(path),
  readTextFile: (path) => readFileSync(path, 'utf8'),
  randomUUID,
  timers: {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  },
  now: Date.now,
  random: Math.random,
  process,
  log: console,
}).start();
