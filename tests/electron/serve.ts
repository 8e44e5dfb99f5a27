/** Starts the reference server for the Electron specs on a fresh embedded database (API only). */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('test-results')) throw new Error('serve.ts only wipes a test-results data directory');
rmSync(dataDir, { recursive: true, force: true });
await import('../../server/server');
