/**
 * Start-up benchmark: time from `npm start` to the first successful status response, on a
 * fresh data directory (first start, seeding included) and again on the same one (warm), plus
 * the server's resident memory when idle. Prints figures; never passes or fails on time.
 *
 *   npm run bench:startup
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = 18_400 + Math.floor(Math.random() * 500);

async function firstStatus(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { Merchant: 'demo' } });
      if (res.ok && ((await res.json()) as { success: boolean }).success) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Resident memory of the server process tree (npm -> tsx -> node), from /proc. */
function rssMb(pid: number): number {
  const children = (p: number): number[] => {
    try {
      const kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return [p, ...kids.flatMap(children)];
    } catch {
      return [p];
    }
  };
  let kb = 0;
  for (const p of children(pid)) {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
    if (m) kb = Math.max(kb, Number(m[1]));
  }
  return kb / 1024;
}

async function run(dataDir: string, label: string) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const ms = await firstStatus(child, started);
    await new Promise((r) => setTimeout(r, 3000)); // let start-up garbage settle before reading RSS
    console.log(
      `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s   idle RSS ${rssMb(child.pid!).toFixed(0)} MB`,
    );
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  console.log('npm start -> first successful GET /wps/system/status (goals: warm < 10 s, first start < 30 s)');
  await run(dataDir, 'first start (migrate + seed)');
  await run(dataDir, 'warm start (same data dir)');
  await run(dataDir, 'warm start again');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
