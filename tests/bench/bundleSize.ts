/**
 * Bundle-size figures for the home-route JavaScript budget (held by
 * tests/server/web.homeBudget.test.ts): the JavaScript the home route loads before the
 * page is first idle (tests/bench/homeRoute.ts) and each lazy chunk, gzip-compressed. Run after
 * `npm run build:web`. Prints figures; never passes or fails.
 *
 *   npx tsx tests/bench/bundleSize.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_ROUTE_BUDGET_GZIP, homeRouteFiles } from './homeRoute';

const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../dist/web');
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7) + ' KB';
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const home = homeRouteFiles(dist);
const all = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const lazy = all.filter((f) => !home.includes(f));

console.log(
  `Home route JavaScript before idle (tests/bench/homeRoute.ts), gzip; budget ${HOME_ROUTE_BUDGET_GZIP / 1000} KB:`,
);
let total = 0;
for (const file of home) {
  total += gz(file);
  console.log(`  ${kb(gz(file))}  ${file}`);
}
console.log(`  ${kb(total)}  total`);
console.log('\nLazy chunks, gzip; budget 100 KB each:');
for (const file of lazy.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(file))}  ${file}`);
