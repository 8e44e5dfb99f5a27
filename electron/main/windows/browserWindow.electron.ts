/**
 * Adapter: the only `new BrowserWindow` in the app. The option builders (mainWindow.ts,
 * gameWindows.ts) are unit-tested; this factory re-asserts the security-critical preferences at
 * the construction site anyway, so no future caller can open a window without them, and static
 * analysis (Electronegativity) sees them where the window is created.
 */
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';

/** Creates a window with `options`, forcing isolation, the sandbox, no Node and web security on. */
export function createBrowserWindow(options: BrowserWindowConstructorOptions): BrowserWindow {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      ...options.webPreferences,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
}
