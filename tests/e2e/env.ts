import { resolve } from 'node:path';

/** The port and data directory of the server the specs run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18790);
export const E2E_DATA_DIR = resolve(import.meta.dirname, '../../test-results/e2e-data');
