/**
 * The renderer's Vite configuration, shared by the web build (.config/vite.web.ts) and the
 * Electron renderer build (electron.vite.config.ts), so both ship the same bundle.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const repoRoot = resolve(import.meta.dirname, '..');

export function rendererConfig(outDir: string): UserConfig {
  return {
    root: resolve(repoRoot, 'src'),
    base: './',
    plugins: [react()],
    publicDir: resolve(repoRoot, 'resources/public'),
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      rollupOptions: { input: resolve(repoRoot, 'src/index.html') },
    },
  };
}
