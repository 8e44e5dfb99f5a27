/**
 * `npm start`: builds the web client when its sources are newer than the last build, then
 * starts the reference server on the embedded database (or DATABASE_URL when set).
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.env.WEB_DIST ?? join(root, 'dist/web'));
const stamp = join(dist, '.build-stamp');
const inputs = ['src', 'resources/public', '.config/renderer.ts', '.config/vite.web.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

async function buildWebIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...inputs.map((p) => newestMtime(join(root, p))));
  if (built >= changed) return;
  console.log('Building the web client…');
  const { build } = await import('vite');
  await build({ configFile: join(root, '.config/vite.web.ts'), logLevel: 'warn', build: { outDir: dist } });
  writeFileSync(stamp, new Date().toISOString());
}

await buildWebIfStale();
process.env.WEB_DIST = dist;
await import('./server');
