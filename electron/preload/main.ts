/**
 * Preload of the main window (sandboxed, bundled to one CommonJS file: out/preload/main.cjs).
 * It exposes exactly the bridge object as `window.desktop` and nothing else; game windows get
 * no preload at all.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '../../src/shared/ipc/contract';
import { createBridge } from './bridge';

const bridge: DesktopBridge = createBridge(ipcRenderer);
contextBridge.exposeInMainWorld('desktop', bridge);
