/**
 * electron-vite builds the desktop shell: main, preload (one CommonJS file, as sandboxed
 * preloads require) and the same renderer as the web build.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig, repoRoot } from './.config/renderer.ts';

export default defineConfig({
  main: {
    build: {
      outDir: resolve(repoRoot, 'out/main'),
      rollupOptions: { input: { index: resolve(repoRoot, 'electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(repoRoot, 'out/preload'),
      rollupOptions: {
        input: { main: resolve(repoRoot, 'electron/preload/main.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig(resolve(repoRoot, 'out/renderer')),
});
