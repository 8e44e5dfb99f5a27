/**
 * Links that let a deep link's lazy screen load beside the entry instead of after it: the web
 * build's manifest (dist/web/.vite/manifest.json) names the chunk each source module became and
 * what it imports, so the page for /rng can ask for the lobby's chunk, its imports and its CSS
 * at once (issue 15: no round trip the first screen waits for). Chunks index.html already
 * preloads are left out; without a manifest (a build without one, the tests' stand-in page)
 * there are no links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** `<link>` tags for a source module of the build (a key such as 'features/lobby/GameListCenter.tsx'). */
export type ScreenPreloads = (source: string) => string;

export function loadScreenPreloads(webDist: string, indexHtml: string): ScreenPreloads {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();
  return (source) => {
    const cached = cache.get(source);
    if (cached !== undefined) return cached;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const fresh = (file: string) => !indexHtml.includes(`/${file}"`);
    const links = [
      ...[...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ...[...styles].filter(fresh).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
    ].join('');
    cache.set(source, links);
    return links;
  };
}
