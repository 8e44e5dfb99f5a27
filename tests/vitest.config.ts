/**
 * Vitest projects: `unit` (pure logic of src/, electron/ and server/, plus React components
 * under happy-dom), `server` (the reference server through fastify.inject, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL as well) and `rtp` (the games' return-to-player
 * simulations, 1,000,000 rounds per bet option on fixed seeds: tests/rtp/sim.ts).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { i18nCatalogsPlugin } from '../.config/i18nCatalogs';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  // The renderer's catalog loaders (src/i18n/index.ts imports them).
  plugins: [i18nCatalogsPlugin(resolve(root, 'src/i18n/locales'))],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A ceiling, not a timing assertion: component tests take 1 to 5 s on a loaded 2-core
          // machine (the first render of a lazy screen compiles its chunk), and vitest's 5 s
          // default failed them for the machine's load, not for what they check.
          testTimeout: 30_000,
          // Vitest's default is one worker per core but one (a single worker on 2 cores); the
          // unit files are small and independent, so two keep both cores busy.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated, seeded database per run; each test starts from a copy of it.
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Two files at a time, one per core (most files mostly wait on PostgreSQL).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'rtp',
          include: ['tests/rtp/**/*.test.ts'],
          environment: 'node',
          // A ceiling, not a timing assertion: a million rounds of a game take seconds, longer on
          // a loaded 2-core machine.
          testTimeout: 600_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
