import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_ENV,
  ConfigError,
  loadOperatorConfig,
  parseOperatorConfig,
  readOperatorConfig,
  toDesktopConfig,
} from '../../../electron/main/config';

const bundled = join(import.meta.dirname, '../../../resources/desktop-config.json');

describe('desktop configuration', () => {
  it('reads the bundled defaults (the local demo server)', () => {
    const config = readOperatorConfig(bundled, {});
    expect(config).toEqual({
      platformOrigin: 'http://127.0.0.1:8080',
      merchantCode: 'demo',
      updateFeedUrl: 'http://127.0.0.1:8080/updates/stable/',
      externalOrigins: ['http://127.0.0.1:8080'],
    });
    expect(toDesktopConfig(config, '1.0.0')).toEqual({
      platformOrigin: 'http://127.0.0.1:8080',
      merchantCode: 'demo',
      updateFeedUrl: 'http://127.0.0.1:8080/updates/stable/',
      appVersion: '1.0.0',
    });
  });

  it('lets environment variables override each field', () => {
    const file = JSON.parse(readFileSync(bundled, 'utf8')) as unknown;
    const config = parseOperatorConfig(file, {
      [CONFIG_ENV.platformOrigin]: 'https://www.example-casino.com/',
      [CONFIG_ENV.merchantCode]: 'demokr',
      [CONFIG_ENV.updateFeedUrl]: 'https://updates.example-casino.com/desktop',
      [CONFIG_ENV.externalOrigins]: 'https://help.example-casino.com, https://pay.example.com:8443',
    });
    expect(config).toEqual({
      platformOrigin: 'https://www.example-casino.com',
      merchantCode: 'demokr',
      updateFeedUrl: 'https://updates.example-casino.com/desktop/',
      externalOrigins: [
        'https://www.example-casino.com',
        'https://help.example-casino.com',
        'https://pay.example.com:8443',
      ],
    });
  });

  const base = { platformOrigin: 'https://a.example', merchantCode: 'demo', updateFeedUrl: 'https://a.example/u/' };
  it.each([
    ['a non-object file', [], /JSON object/],
    ['an unknown key', { ...base, platfromOrigin: 'x' }, /unknown key "platfromOrigin"/],
    ['plain http to a remote host', { ...base, platformOrigin: 'http://www.example.com' }, /must use https/],
    ['an origin with a path', { ...base, platformOrigin: 'https://www.example.com/api' }, /must be an origin/],
    ['a javascript: origin', { ...base, platformOrigin: 'javascript:alert(1)' }, /must be an origin/],
    ['userinfo in the origin', { ...base, platformOrigin: 'https://u@www.example.com' }, /must be an origin/],
    ['a bad merchant code', { ...base, merchantCode: 'de mo' }, /merchantCode/],
    ['a missing merchant code', { ...base, merchantCode: undefined }, /merchantCode/],
    ['an http update feed', { ...base, updateFeedUrl: 'http://updates.example/' }, /updateFeedUrl/],
    ['a non-list of external origins', { ...base, externalOrigins: 5 }, /externalOrigins/],
    ['a bad external origin', { ...base, externalOrigins: ['file:///x'] }, /externalOrigins\[0\]/],
  ])('rejects %s', (_name, file, message) => {
    expect(() => parseOperatorConfig(file, {})).toThrow(ConfigError);
    expect(() => parseOperatorConfig(file, {})).toThrow(message);
  });

  it('lists every problem at once', () => {
    expect(() => parseOperatorConfig({ platformOrigin: 'x', merchantCode: '', updateFeedUrl: 'y' }, {})).toThrow(
      /platformOrigin[\s\S]*merchantCode[\s\S]*updateFeedUrl/,
    );
  });

  it('reports an unreadable file as a ConfigError', () => {
    expect(() => readOperatorConfig('/nope.json', {}, () => '{oops')).toThrow(/Cannot read the desktop configuration/);
  });

  describe('origin and feed overrides only in development (issue 14 item 23)', () => {
    const shipped = readFileSync(bundled, 'utf8');
    const reads: string[] = [];
    const readText = (path: string) => {
      reads.push(path);
      return shipped;
    };
    const env = {
      [CONFIG_ENV.platformOrigin]: 'https://attacker.example',
      [CONFIG_ENV.updateFeedUrl]: 'https://attacker.example/feed',
      [CONFIG_ENV.merchantCode]: 'demokr',
    };

    it('a packaged app ignores DESKTOP_PLATFORM_ORIGIN and DESKTOP_UPDATE_FEED_URL and reads the shipped file', () => {
      reads.length = 0;
      const packagedApp = { isPackaged: true, getAppPath: () => '/opt/app/resources/app.asar' };
      const config = loadOperatorConfig(packagedApp, '/opt/app/resources', env, readText);
      expect(reads).toEqual([join('/opt/app/resources', 'desktop-config.json')]);
      expect(config.platformOrigin).toBe('http://127.0.0.1:8080');
      expect(config.updateFeedUrl).toBe('http://127.0.0.1:8080/updates/stable/');
      expect(config.externalOrigins).toEqual(['http://127.0.0.1:8080']);
      // The other overrides are not about where tokens and code come from: still honoured.
      expect(config.merchantCode).toBe('demokr');
    });

    it('a development run honours both overrides', () => {
      reads.length = 0;
      const devApp = { isPackaged: false, getAppPath: () => '/work/checkout' };
      const config = loadOperatorConfig(devApp, '/unused', env, readText);
      expect(reads).toEqual([join('/work/checkout', 'resources/desktop-config.json')]);
      expect(config.platformOrigin).toBe('https://attacker.example');
      expect(config.updateFeedUrl).toBe('https://attacker.example/feed/');
    });
  });
});
