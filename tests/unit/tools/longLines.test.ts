/**
 * tools/longLines: the check behind `npm run lint:lines`. Pure logic on fixtures, then the
 * command line on a throwaway git repository (the real git and file system).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA, MOVING } from '../../../tools/longLines/allowList';
import { globToRegExp, longLines, longLinesIn, trackedFiles } from '../../../tools/longLines/check';

const long = `const text = '${'x'.repeat(120)}';`;
const fits = `const text = '${'x'.repeat(100)}';`;

describe('globToRegExp', () => {
  it('keeps * inside one folder and lets ** cross folders, or none before a slash', () => {
    expect(globToRegExp('src/*.ts').test('src/a.ts')).toBe(true);
    expect(globToRegExp('src/*.ts').test('src/deep/a.ts')).toBe(false);
    expect(globToRegExp('src/**').test('src/deep/er/a.json')).toBe(true);
    expect(globToRegExp('**/*.md').test('README.md')).toBe(true);
    expect(globToRegExp('**/*.md').test('docs/protocol.md')).toBe(true);
    expect(globToRegExp('**/*.md').test('docs/protocol.mdx')).toBe(false);
  });

  it('takes dots and other regular-expression characters literally', () => {
    expect(globToRegExp('package.json').test('packageXjson')).toBe(false);
    expect(globToRegExp('a+b(c).ts').test('a+b(c).ts')).toBe(true);
  });
});

describe('longLinesIn', () => {
  it('lists a line over 120 columns with its number and width, and none that fits', () => {
    expect(longLinesIn('a.ts', `${fits}\n${long}\n${fits}\n`)).toEqual([
      { path: 'a.ts', line: 2, columns: long.length },
    ]);
    expect(longLinesIn('a.ts', `${fits}\n${'y'.repeat(120)}\n`)).toEqual([]);
  });

  it('counts columns as Prettier does: wide characters two, combining marks none, CR of CRLF not at all', () => {
    expect(longLinesIn('a.md', `${'中'.repeat(61)}\n`)).toEqual([{ path: 'a.md', line: 1, columns: 122 }]);
    expect(longLinesIn('a.md', `${'e\u0301'.repeat(120)}\n`)).toEqual([]);
    expect(longLinesIn('a.md', `${'z'.repeat(120)}\r\n`)).toEqual([]);
  });

  it('skips binary files (a NUL byte)', () => {
    expect(longLinesIn('icon.png', `\0${'x'.repeat(300)}`)).toEqual([]);
  });
});

describe('longLines', () => {
  it('fails a long line outside the allow list and passes a data path', () => {
    const files = [
      { path: 'server/code.ts', text: long },
      { path: 'src/i18n/locales/en/common.json', text: `{ "k": "${'x'.repeat(200)}" }` },
    ];
    expect(longLines(files, DATA)).toEqual([{ path: 'server/code.ts', line: 1, columns: long.length }]);
  });

  it('allows only the lines an allowance with `lines` names, the rest of the file still counts', () => {
    const table = `| ${'cell | '.repeat(30)}`;
    const prose = 'word '.repeat(30).trim();
    const found = longLines([{ path: 'docs/guide.md', text: `${table}\n${prose}\n` }], DATA);
    expect(found).toEqual([{ path: 'docs/guide.md', line: 2, columns: prose.length }]);
  });

  it('lets the moving client folders through only while MOVING lists them', () => {
    const files = [{ path: 'src/features/games/GameCard.tsx', text: long }];
    expect(longLines(files, [...DATA, ...MOVING])).toEqual([]);
    expect(longLines(files, DATA)).toHaveLength(1);
  });
});

describe('npm run lint:lines', () => {
  const cli = resolve(import.meta.dirname, '../../../tools/longLines/cli.ts');
  const tsx = resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  let repo: string;

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  const run = () => spawnSync(tsx, [cli, repo], { encoding: 'utf8' });

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'long-lines-'));
    git('init', '-q');
    write('server/ok.ts', `${fits}\n`);
    write('src/i18n/locales/de/common.json', `{ "k": "${'x'.repeat(200)}" }\n`);
    write('untracked.ts', `${long}\n`);
    git('add', 'server/ok.ts', 'src/i18n/locales/de/common.json');
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('passes tracked files whose only long lines are data, and ignores untracked files', () => {
    const result = run();
    expect(result.stdout).toContain('No line over 120 columns');
    expect(result.status).toBe(0);
  });

  it('fails with every long line of a tracked file, one per line of output', () => {
    write('server/wide.ts', `${fits}\n${long}\n${long}\n`);
    git('add', 'server/wide.ts');
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      `server/wide.ts:2: ${long.length} columns`,
      `server/wide.ts:3: ${long.length} columns`,
    ]);
    expect(result.stderr).toContain('2 line(s) over 120 columns');
  });

  it('reads the files through git ls-files, paths relative to the root', () => {
    expect([...trackedFiles(repo)].map((file) => file.path).sort()).toEqual([
      'server/ok.ts',
      'server/wide.ts',
      'src/i18n/locales/de/common.json',
    ]);
  });
});
