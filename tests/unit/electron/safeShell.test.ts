import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSafeShell } from '../../../electron/main/security/safeShell';
import { quietLog } from './fakes';

const allowList = () => ({ origins: ['https://help.example.com'], allowLoopbackHttp: false });

describe('createSafeShell', () => {
  it('hands allow-listed URLs to the OS, re-serialised', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const safe = createSafeShell(shell, allowList, quietLog());
    expect(await safe.open('HTTPS://HELP.example.com/faq')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://help.example.com/faq');
  });

  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://help.example.com@evil.example/',
    42,
    null,
  ])('refuses %s without calling the OS', async (url) => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const log = quietLog();
    const safe = createSafeShell(shell, allowList, log);
    expect(safe.allows(url)).toBe(false);
    expect(await safe.open(url)).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(log.messages).toHaveLength(1);
  });

  it('does not log the refused URL itself (it may carry a token)', async () => {
    const log = { warn: vi.fn() };
    await createSafeShell({ openExternal: vi.fn() }, allowList, log).open('https://evil.example/?token=secret-value');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret-value');
  });

  it('reports an OS failure as false', async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no browser'))) };
    expect(await createSafeShell(shell, allowList, quietLog()).open('https://help.example.com/')).toBe(false);
  });

  it('reads the allow list on every call', async () => {
    const origins = ['https://help.example.com'];
    const safe = createSafeShell(
      { openExternal: async () => undefined },
      () => ({ origins, allowLoopbackHttp: false }),
      quietLog(),
    );
    expect(safe.allows('https://new.example.com/')).toBe(false);
    origins.push('https://new.example.com');
    expect(safe.allows('https://new.example.com/')).toBe(true);
  });
});

describe('the safe shell is the only caller of shell.openExternal', () => {
  it('no other file in electron/ calls openExternal', () => {
    const root = join(import.meta.dirname, '../../../electron');
    const offenders = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\.openExternal\s*\(/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => relative(root, join(root, file)));
    expect(offenders).toEqual([join('main', 'security', 'safeShell.ts')]);
  });
});
