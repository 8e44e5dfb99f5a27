/**
 * Finds lines over 120 columns in a repository's tracked text files. Prettier already wraps code at
 * that width (.prettierrc.json); what it cannot break (strings, comments, SQL in template strings,
 * test names) is wrapped by hand, and this check keeps it so. Columns are counted as Prettier counts
 * them (wide characters 2, combining marks 0), so the two agree on what fits.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { util } from 'prettier';

export const MAX_COLUMNS = 120;

export type LongLine = { path: string; line: number; columns: number };

// `*` matches inside one path segment; `**` any number of segments, and `**` followed by a slash
// also none; any other character itself.
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else {
      pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** Where long lines are allowed: every line of the matching files, or only the lines matching `lines`. */
export type Allowance = { files: string; lines?: RegExp };

/** Lines of one file over the limit; a file with a NUL byte is binary and has none. */
export function longLinesIn(path: string, text: string, max = MAX_COLUMNS): LongLine[] {
  if (text.includes('\0')) return [];
  const found: LongLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Cheap test first: a line can be no wider than twice its UTF-16 length.
    if (line.length * 2 <= max) return;
    const columns = util.getStringWidth(line);
    if (columns > max) found.push({ path, line: index + 1, columns });
  });
  return found;
}

export type File = { path: string; text: string };

/** Long lines of the files that no allowance covers. */
export function longLines(files: Iterable<File>, allowed: readonly Allowance[], max = MAX_COLUMNS): LongLine[] {
  const compiled = allowed.map(({ files: glob, lines }) => ({ path: globToRegExp(glob), lines }));
  const found: LongLine[] = [];
  for (const { path, text } of files) {
    const applying = compiled.filter((allowance) => allowance.path.test(path));
    if (applying.some((allowance) => allowance.lines === undefined)) continue;
    const lines = text.split('\n');
    for (const long of longLinesIn(path, text, max)) {
      const line = lines[long.line - 1]!;
      if (!applying.some((allowance) => allowance.lines!.test(line))) found.push(long);
    }
  }
  return found;
}

/** The tracked files of the repository at `root` (paths relative to it, `/`-separated). */
export function* trackedFiles(root: string): Generator<File> {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached'], { cwd: root, encoding: 'utf8' });
  for (const path of listing.split('\0')) {
    if (path === '') continue;
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the working tree but not yet from the index, or a folder (a submodule)
    }
    yield { path, text };
  }
}
