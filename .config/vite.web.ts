/** The web build: the shared renderer config, written to dist/web for the server to serve. */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { rendererConfig, repoRoot } from './renderer.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  ...rendererConfig(resolve(repoRoot, 'dist/web')),
  // Absolute asset URLs on the web: the app answers deep links (/a/b, /promotions/) with the
  // same index.html, where './assets/…' would resolve under the wrong folder. The desktop
  // build keeps './' (index.html under app://bundle/).
  base: '/',
  // `npm run dev:web` proxies the API to a running reference server, so it stays same-origin.
  server: {
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/lotto': apiTarget, '/support': apiTarget },
  },
});
