/**
 * Vitest projects: `unit` (pure logic of src/, electron/ and server/, plus React components
 * under happy-dom) and `server` (the reference server through fastify.inject, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL as well).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; two files at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
