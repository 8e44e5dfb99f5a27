/**
 * Lighthouse benchmark (the Lighthouse goals of issue 15 "Speed on a phone"): Lighthouse 12's
 * performance category on /, /rng and /live, five runs each with the mobile preset (the
 * default: a mid-range phone on slow 4G, simulated) and the desktop preset, medians printed
 * for the score, LCP, TBT, CLS and the JavaScript transferred.
 *
 * Ours is the web build as `npm start` serves it: server/start.ts builds it (into a temp dir)
 * and starts the reference server on a fresh embedded database (temp DATA_DIR, a free port).
 * Beside it, in the same run and interleaved run by run (so the machine's load falls on both
 * alike), the floor: a bare app using every library of our stack once, in one chunk
 * (tests/bench/floorApp/, lighthouseFloor.ts). Lighthouse's simulated throttling multiplies
 * the CPU time it observes, so on a busy machine every figure is worse; the ratio to the
 * floor is the figure that load moves least.
 *
 * Prints figures and the goals; never passes or fails.
 *
 *   npm run bench:lighthouse
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildFloorApp, serveFloorApp } from './lighthouseFloor';
import { medianFigures, runLighthouse, type Figures, type Findings, type Preset } from './lighthouseRun';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = ['/', '/rng', '/live'];
const PRESETS: Preset[] = ['mobile', 'desktop'];
const lighthouseVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Until the status call answers: the web build and a first-start seed take minutes on a busy machine. */
async function waitForServer(child: ChildProcess, origin: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${origin}/wps/system/status`, { headers: { Merchant: 'demo' } });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start within 15 minutes:\n${output()}`);
}

/** An operator command on the running server (what `npm run ops` does once it finds it). */
async function ops(origin: string, dataDir: string, argv: string[]): Promise<void> {
  const secret = readFileSync(join(dataDir, 'ops-secret'), 'utf8').trim();
  const res = await fetch(`${origin}/ops/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
    body: JSON.stringify({ argv }),
  });
  const body = (await res.json()) as { success: boolean; message?: string };
  if (!body.success) throw new Error(`ops ${argv.join(' ')}: ${body.message}`);
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const ratio = (ours: number, floor: number) =>
  floor > 0 && Number.isFinite(ours) ? `${(ours / floor).toFixed(2)}x` : '—';
const row = (cells: string[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(i === 0 ? 7 : 6) : cell.padStart(9))).join(' ');

function printTable(preset: Preset, results: Map<string, { ours: Figures; floor: Figures }>): void {
  console.log(
    `\n${preset === 'mobile' ? 'Mobile (default preset: simulated slow 4G, 4x CPU slowdown)' : 'Desktop preset'}, ` +
      `medians of ${RUNS}`,
  );
  console.log(row(['page', 'app', 'score', 'LCP s', 'TBT ms', 'CLS', 'JS KB']));
  for (const [page, { ours, floor }] of results) {
    const cells = (f: Figures) => [
      fixed(f.score, 0),
      fixed(f.lcpMs / 1000, 2),
      fixed(f.tbtMs, 0),
      fixed(f.cls, 3),
      fixed(f.jsBytes / 1000, 1),
    ];
    console.log(row([page, 'ours', ...cells(ours)]));
    console.log(row(['', 'floor', ...cells(floor)]));
    console.log(
      row([
        '',
        'ratio',
        ratio(ours.score, floor.score),
        ratio(ours.lcpMs, floor.lcpMs),
        ratio(ours.tbtMs, floor.tbtMs),
        ratio(ours.cls, floor.cls),
        ratio(ours.jsBytes, floor.jsBytes),
      ]),
    );
  }
}

/** The Lighthouse and layout-stability goals (issue 15), each with the figures that decide it. */
function printGoals(all: Record<Preset, Map<string, { ours: Figures; floor: Figures }>>): void {
  const mark = (ok: boolean) => (ok ? 'met    ' : 'NOT MET');
  const each = (
    preset: Preset,
    pages: string[],
    test: (f: { ours: Figures; floor: Figures }) => boolean,
    show: (f: { ours: Figures; floor: Figures }) => string,
  ) =>
    pages.map((page) => {
      const figures = all[preset].get(page)!;
      return { ok: test(figures), text: `${page} ${show(figures)}` };
    });
  const goals: [string, { ok: boolean; text: string }[]][] = [
    [
      'mobile score >= 90 on / and /rng',
      each(
        'mobile',
        ['/', '/rng'],
        (f) => f.ours.score >= 90,
        (f) => fixed(f.ours.score, 0),
      ),
    ],
    [
      'mobile score >= floor - 5',
      each(
        'mobile',
        PAGES,
        (f) => f.ours.score >= f.floor.score - 5,
        (f) => `${fixed(f.ours.score, 0)} vs ${fixed(f.floor.score, 0)}`,
      ),
    ],
    [
      'mobile LCP <= 2.5 s',
      each(
        'mobile',
        PAGES,
        (f) => f.ours.lcpMs <= 2500,
        (f) => `${fixed(f.ours.lcpMs / 1000, 2)} s`,
      ),
    ],
    ...PRESETS.map((preset): [string, { ok: boolean; text: string }[]] => [
      `${preset} TBT <= 200 ms`,
      each(
        preset,
        PAGES,
        (f) => f.ours.tbtMs <= 200,
        (f) => `${fixed(f.ours.tbtMs, 0)} ms`,
      ),
    ]),
    ...PRESETS.map((preset): [string, { ok: boolean; text: string }[]] => [
      `${preset} CLS <= 0.05`,
      each(
        preset,
        PAGES,
        (f) => f.ours.cls <= 0.05,
        (f) => fixed(f.ours.cls, 3),
      ),
    ]),
    [
      'desktop score >= 98',
      each(
        'desktop',
        PAGES,
        (f) => f.ours.score >= 98,
        (f) => fixed(f.ours.score, 0),
      ),
    ],
  ];
  console.log('\nGoals (printed, not asserted):');
  for (const [goal, results] of goals)
    console.log(`  ${mark(results.every((r) => r.ok))}  ${goal.padEnd(34)} ${results.map((r) => r.text).join(', ')}`);
}

/** What Lighthouse says is behind our figures (its last run of each page and preset). */
function printFindings(findings: Map<string, Findings>): void {
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  console.log('\nWhat Lighthouse reports for ours (last run of each):');
  for (const [key, f] of findings) {
    console.log(`  ${key}`);
    console.log(`    LCP element: ${f.lcpElement.slice(0, 160) || '—'}`);
    console.log(`    render-blocking: ${f.renderBlocking.map(short).join(', ') || 'none'}`);
    console.log(
      `    script time (simulated): ${
        f.scripts.map((s) => `${short(s.url) || '?'} ${fixed(s.ms, 0)} ms`).join(', ') || '—'
      }`,
    );
    console.log(
      `    main thread (simulated): ${f.mainThread.map((m) => `${m.group} ${fixed(m.ms, 0)} ms`).join(', ') || '—'}`,
    );
    console.log(
      `    long tasks: ${f.longTasks.map((t) => `${short(t.url) || '?'} ${fixed(t.ms, 0)} ms`).join(', ') || 'none'}`,
    );
    console.log(
      `    layout shifts: ${
        f.shifts.map((s) => `${fixed(s.score, 4)} ${s.node.slice(0, 80) || '(no element)'}`).join('; ') || 'none'
      }`,
    );
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const dataDir = join(work, 'data');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let serverOutput = '';
let server: ChildProcess | undefined;
let floor: Awaited<ReturnType<typeof serveFloorApp>> | undefined;

try {
  console.log(
    `Lighthouse ${lighthouseVersion}, performance only, ${RUNS} runs per page and preset; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const floorBuild = await buildFloorApp(join(work, 'floor'));
  floor = await serveFloorApp(join(work, 'floor'));
  console.log(
    `floor: every library of the stack once, ${floorBuild.jsChunks} chunk, ` +
      `${fixed(floorBuild.jsGzipBytes / 1000, 1)} KB gzip, served gzipped at ${floor.origin}`,
  );

  // server/start.ts builds the web app into WEB_DIST (new, so stale) before starting.
  server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: join(work, 'web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForServer(server, origin, () => serverOutput);
  // As in the e2e suite: the seed's welcome popups are off. A popup opens after the page's
  // first idle moment; its picture would be the largest paint, and the page's own content
  // (the banner, the first tiles) is what the goals are about.
  for (const merchant of ['demo', 'demokr'])
    await ops(origin, dataDir, ['announcements', 'disable-all', '--type', 'PU', '--merchant', merchant]);
  console.log(`ours: the web build as npm start serves it (precompressed brotli and gzip) at ${origin}`);

  const all = {} as Record<Preset, Map<string, { ours: Figures; floor: Figures }>>;
  const findings = new Map<string, Findings>();
  for (const preset of PRESETS) {
    all[preset] = new Map();
    for (const page of PAGES) {
      const ours: Figures[] = [];
      const bare: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`  ${preset} ${page} run ${run}/${RUNS}\r`);
        const mine = await runLighthouse(`${origin}${page}`, preset);
        ours.push(mine.figures);
        findings.set(`${preset} ${page}`, mine.findings);
        bare.push((await runLighthouse(`${floor.origin}${page}`, preset)).figures);
      }
      all[preset].set(page, { ours: medianFigures(ours), floor: medianFigures(bare) });
    }
    printTable(preset, all[preset]);
  }
  printGoals(all);
  printFindings(findings);
  console.log(`\nload average at the end ${loadavg()[0]!.toFixed(1)}`);
} finally {
  await floor?.close();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
