/** Starts the reference server for the specs on a fresh embedded database. */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('test-results')) throw new Error('serve.ts only wipes a test-results data directory');
rmSync(dataDir, { recursive: true, force: true });
const web = process.env.WEB_DIST ?? '';
if (!existsSync(join(web, 'index.html'))) throw new Error(`No web build in ${web}: run "npm run build:web" first.`);
// The specs move time with `npm run ops -- clock advance` (server/testClock.ts), never with a future --at.
const { installTestClock } = await import('../../server/testClock');
installTestClock();
await import('../../server/server');
