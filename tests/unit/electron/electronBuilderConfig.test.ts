/**
 * The packaging configuration (package.json "build"): every Electron fuse set explicitly, and
 * the pieces the shell relies on at run time (asar, the extra configuration resource).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK_SCHEME } from '../../../electron/main/deepLinks';

const repo = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  main: string;
  build: Record<string, unknown> & { electronFuses: Record<string, unknown> };
};

const EXPECTED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false,
};

describe('electron-builder configuration', () => {
  it.each(Object.entries(EXPECTED_FUSES))('sets the fuse %s to %s', (fuse, value) => {
    expect(pkg.build.electronFuses[fuse]).toBe(value);
  });

  it('sets every option electron-builder knows for fuses, so a new fuse cannot be left to its default', () => {
    // Read the installed electron-builder's FuseOptionsV1 so this test notices new fuses on upgrade.
    const types = readFileSync(join(repo, 'node_modules/app-builder-lib/out/configuration.d.ts'), 'utf8');
    const block = /export interface FuseOptionsV1 \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
    const known = [...block.matchAll(/^\s+(\w+)\?:\s*boolean;/gm)].map((match) => match[1]);
    expect(known.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED_FUSES).length);
    for (const fuse of known) expect(typeof pkg.build.electronFuses[fuse as string], fuse).toBe('boolean');
  });

  it('packages into asar, ships the operator configuration beside it and points main at the build', () => {
    expect(pkg.build.asar).toBe(true);
    expect(pkg.build.extraResources).toEqual([{ from: 'resources/desktop-config.json', to: 'desktop-config.json' }]);
    expect(pkg.build.files).toContain('out/**');
    expect(pkg.main).toBe('out/main/index.js');
  });

  // electron-updater updates a Mac app from the zip (Squirrel.Mac); the dmg is for first installs.
  it('builds AppImage and deb on Linux, NSIS on Windows, DMG and the updater zip on macOS', () => {
    expect(pkg.build).toMatchObject({
      linux: { target: ['AppImage', 'deb'] },
      win: { target: ['nsis'] },
      mac: { target: ['dmg', 'zip'] },
    });
  });

  it('registers the deep-link protocol the shell parses', () => {
    expect(pkg.build.protocols).toEqual([expect.objectContaining({ schemes: [DEEP_LINK_SCHEME] })]);
  });

  it('publishes to the generic update feed of the bundled configuration', () => {
    const config = JSON.parse(readFileSync(join(repo, 'resources/desktop-config.json'), 'utf8')) as {
      updateFeedUrl: string;
    };
    expect(pkg.build.publish).toEqual([expect.objectContaining({ provider: 'generic', url: config.updateFeedUrl })]);
  });
});
