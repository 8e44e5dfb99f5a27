/**
 * The web build: the shared renderer config, written to dist/web for the server to serve.
 *
 * On top of the shared config it trims what the home route downloads (the home-route JavaScript
 * budget: measure with tests/bench/bundleSize.ts, held by tests/server/web.homeBudget.test.ts): the
 * chunking, the axios adapter and the two flags below.
 */
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './precompress.ts';
import { rendererConfig, repoRoot } from './renderer.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const base = rendererConfig(resolve(repoRoot, 'dist/web'));

/**
 * What the first page needs (the entry and everything it imports statically) ships as two
 * chunks, the libraries and the app, instead of ~30 small shared chunks: fewer requests and one
 * compression window each (about 9 KB gzip less), and the library chunk stays cached across app
 * releases. Everything behind a dynamic import stays a lazy chunk of its own.
 */
const homeRouteChunks = {
  groups: [
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
    { name: 'index', tags: ['$initial' as const], priority: 1 },
  ],
};

/**
 * axios picks the first adapter the environment has, in the order xhr, http, fetch: a browser
 * always has XMLHttpRequest, so the fetch adapter (about 4 KB gzip with its stream helpers)
 * never runs in this build and is left out. If a later axios no longer imports it this way,
 * nothing is replaced and the build is only larger.
 */
const withoutAxiosFetchAdapter: Plugin = {
  name: 'web:without-axios-fetch-adapter',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) {
      return '\0axios-fetch-adapter-unused';
    }
    return null;
  },
  load(id) {
    return id === '\0axios-fetch-adapter-unused' ? 'export const getFetch = undefined;' : null;
  },
};

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), withoutAxiosFetchAdapter, precompressPlugin()],
  // Absolute asset URLs on the web: the app answers deep links (/a/b, /promotions/) with the
  // same index.html, where './assets/…' would resolve under the wrong folder. The desktop
  // build keeps './' (index.html under app://bundle/).
  base: '/',
  // The web build never runs in the desktop shell: src/platform/platform.ts reads this and the
  // desktop platform drops out of the bundle.
  define: { 'import.meta.env.WEB_BUILD': 'true' },
  build: {
    ...base.build,
    // .vite/manifest.json (never served: the server ignores dotfiles) says which chunk each
    // source module became; tests/server/web.homeBudget.test.ts sums the home route from it.
    manifest: true,
    rollupOptions: {
      ...base.build?.rollupOptions,
      // The wire definitions (src/shared/wire) are declarations without side effects. Saying so
      // lets the home route import them through the wire/index.ts barrel without also shipping
      // the domains only lazy screens use (agent, cashier, security, …).
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]wire[\\/]/, sideEffects: false }] },
      output: { codeSplitting: homeRouteChunks },
    },
  },
  // `npm run dev:web` proxies the API to a running reference server, so it stays same-origin.
  server: {
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/lotto': apiTarget, '/support': apiTarget },
  },
});
