/**
 * `npm run lint:lines`: lists every line over 120 columns in the tracked text files outside the
 * allow lists of tools/longLines/allowList.ts, and exits 1 when there is one.
 * Usage: tsx tools/longLines/cli.ts [repository root, default the current folder]
 */
import { DATA, MOVING } from './allowList';
import { longLines, MAX_COLUMNS, trackedFiles } from './check';

const root = process.argv[2] ?? process.cwd();
const found = longLines(trackedFiles(root), [...DATA, ...MOVING]);
for (const { path, line, columns } of found) console.log(`${path}:${line}: ${columns} columns`);
if (found.length > 0) {
  console.error(
    `${found.length} line(s) over ${MAX_COLUMNS} columns: wrap them (strings by concatenation, SQL and ` +
      'comments across lines), or, if the file is data, add it to tools/longLines/allowList.ts with the reason.',
  );
  process.exit(1);
}
console.log(`No line over ${MAX_COLUMNS} columns outside the allow lists.`);
