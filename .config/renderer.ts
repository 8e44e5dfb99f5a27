/**
 * The renderer's Vite configuration, shared by the web build (.config/vite.web.ts) and the
 * Electron renderer build (electron.vite.config.ts), so both ship the same bundle.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { i18nCatalogsPlugin } from './i18nCatalogs.ts';

// import.meta.url, not import.meta.dirname: electron-vite bundles this file into a temporary
// module beside the config and injects only the original __dirname/__filename/import.meta.url.
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export function rendererConfig(outDir: string): UserConfig {
  return {
    root: resolve(repoRoot, 'src'),
    base: './',
    plugins: [react(), i18nCatalogsPlugin(resolve(repoRoot, 'src/i18n/locales'))],
    publicDir: resolve(repoRoot, 'resources/public'),
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: resolve(repoRoot, '.config/shims/useSyncExternalStoreShim.ts'),
        },
      ],
    },
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
