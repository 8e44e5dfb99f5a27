/**
 * The game pages' script and stylesheet, served from /play/assets/. The scripts are the
 * TypeScript in client/ bundled with esbuild (the bundler tsx and vite already bring) on first
 * use and kept in memory for the life of the process: so the browser runs the very same
 * fairness.ts, slotRules.ts and hiloRules.ts as the server. File names carry a content hash and
 * are cached for a year.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const CLIENT_DIR = join(import.meta.dirname, 'client');
const ENTRIES = {
  slot: 'slot.ts',
  hilo: 'hilo.ts',
  verify: 'verify.ts',
  lobby: 'lobby.ts',
  crash: 'crash.ts',
  crashVerify: 'crashVerify.ts',
  virtual: 'virtual.ts',
  virtualVerify: 'virtualVerify.ts',
  slot5: 'slot5.ts',
  roulette: 'roulette.ts',
  sicbo: 'sicbo.ts',
  baccarat: 'baccarat.ts',
  dice: 'dice.ts',
  plinko: 'plinko.ts',
  keno: 'keno.ts',
  fishing: 'fishing.ts',
  blackjack: 'blackjack.ts',
  mines: 'mines.ts',
} as const;
export type ScriptName = keyof typeof ENTRIES;
export const ASSET_PREFIX = '/play/assets/';

export type Asset = { body: string; type: string };
export type PlayAssets = {
  scripts: Record<ScriptName, string>;
  style: string;
  /** File name (no prefix) → content. */
  files: Map<string, Asset>;
};

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

async function build(): Promise<PlayAssets> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(CLIENT_DIR, file)])),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  });
  const files = new Map<string, Asset>();
  const scripts = {} as Record<ScriptName, string>;
  for (const output of result.outputFiles) {
    const name = output.path.replace(/^.*[\\/]/, '').replace(/\.js$/, '') as ScriptName;
    const file = `${name}-${hashOf(output.text)}.js`;
    files.set(file, { body: output.text, type: 'text/javascript; charset=utf-8' });
    scripts[name] = `${ASSET_PREFIX}${file}`;
  }
  const css = (
    await esbuild.transform(await readFile(join(CLIENT_DIR, 'play.css'), 'utf8'), { loader: 'css', minify: true })
  ).code;
  const cssFile = `play-${hashOf(css)}.css`;
  files.set(cssFile, { body: css, type: 'text/css; charset=utf-8' });
  return { scripts, style: `${ASSET_PREFIX}${cssFile}`, files };
}

let building: Promise<PlayAssets> | undefined;

/** The bundles, built once per process (a failed build is retried on the next call). */
export function playAssets(): Promise<PlayAssets> {
  building ??= build().catch((error: unknown) => {
    building = undefined;
    throw error;
  });
  return building;
}
