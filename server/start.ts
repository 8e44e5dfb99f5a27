/**
 * `npm start`: builds the web client when its sources are newer than the last build, then
 * starts the reference server on the embedded database (or DATABASE_URL when set).
 */
import { spawnSync } from 'node:child_process';
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
  // A child process: the build's memory is returned to the OS before the server starts.
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '-c', join(root, '.config/vite.web.ts'), '--outDir', dist, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  writeFileSync(stamp, new Date().toISOString());
}

await buildWebIfStale();
process.env.WEB_DIST = dist;
await import('./server');
