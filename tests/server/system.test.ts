/** System status, whitelabel, register settings and domain routes, with the live gates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenWhitelabel, type SystemStatus } from '../../src/shared/wire/system';
import { decryptCustomerServicePath } from '../../src/shared/crypto/customerService';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

describe.each(backends)('system domain on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  const status = async (merchant = 'demo', remoteAddress = '127.0.0.1') => {
    const res = await server.app.inject({ url: '/wps/system/status', headers: wireHeaders(merchant), remoteAddress });
    expect(res.statusCode).toBe(200);
    return res.json() as { success: boolean; value: SystemStatus };
  };

  it('answers the status of a normal site with everything the client boots from', async () => {
    const { success, value } = await status();
    expect(success).toBe(true);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.content).toBeUndefined();
    expect(value.info.site.defaultLang).toBe('EN');
    expect(value.info.site.supportLanguages.length).toBeGreaterThanOrEqual(28);
    expect(value.info.domainRoute).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(flattenWhitelabel(value.info.whitelabel)).toMatchObject({
      FREEPLAY3: true,
      GEETEST3: false,
      MOBILEVERCODELOGIN3: true,
    });
    expect(value.info.register.username).toMatchObject({
      patternId: 1,
      minLength: 6,
      maxLength: 16,
      enabled: true,
      required: true,
    });
  });

  it('serves customer-service paths encrypted, each decryptable with its own last 8 characters', async () => {
    const { value } = await status();
    const urls = value.info.customerService.map((entry) => decryptCustomerServicePath(entry.path));
    expect(value.info.customerService.map((e) => e.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'FACEBOOK']);
    expect(urls[0]).toBe('/support/');
    expect(value.info.customerService.every((e) => !e.path.includes('support'))).toBe(true);
  });

  it('gives the Korean configuration Korean by default with Korean and English only', async () => {
    const { value } = await status('demokr');
    expect(value.info.site.defaultLang).toBe('KO');
    expect(value.info.site.supportLanguages).toEqual(['KO', 'EN']);
    expect(value.info.register.payeeName).toMatchObject({ patternId: 15 });
  });

  it('switches maintenance on and off live, with its info text and end time', async () => {
    const until = new Date(server.clock.now.getTime() + 3_600_000).toISOString();
    const on = await ops(server, 'maintenance', 'on', '--until', until, '--info', 'Upgrading the wallet');
    expect(on.body.success).toBe(true);
    const { value } = await status();
    expect(value.maintenance).toBe(true);
    expect(value.content?.data.info).toBe('Upgrading the wallet');
    expect(value.content?.data.endTime).toBe(Date.parse(until));

    // Every other call is refused while the site is down (contract §2.2).
    const blocked = await server.app.inject({ url: '/wps/system/whitelabel', headers: wireHeaders() });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });

    await ops(server, 'maintenance', 'off');
    expect((await status()).value.maintenance).toBe(false);
    const open = await server.app.inject({ url: '/wps/system/whitelabel', headers: wireHeaders() });
    expect(open.statusCode).toBe(200);
  });

  it('lifts maintenance by itself once its end time has passed', async () => {
    const until = new Date(server.clock.now.getTime() + 60_000).toISOString();
    await ops(server, 'maintenance', 'on', '--until', until);
    expect((await status()).value.maintenance).toBe(true);
    server.clock.advance(61_000);
    expect((await status()).value.maintenance).toBe(false);
    await ops(server, 'maintenance', 'off');
  });

  it('scopes maintenance to one merchant when asked', async () => {
    await ops(server, 'maintenance', 'on', '--merchant', 'demokr', '--info', 'KR only');
    expect((await status('demokr')).value.maintenance).toBe(true);
    expect((await status('demo')).value.maintenance).toBe(false);
    await ops(server, 'maintenance', 'off', '--merchant', 'demokr');
    expect((await status('demokr')).value.maintenance).toBe(false);
  });

  it('blocks regions by IP and CIDR, IPv4 and IPv6, and shows the visitor IP', async () => {
    await ops(server, 'region', 'block', '203.0.113.0/24', '--info', 'Not available in your country');
    await ops(server, 'region', 'block', '2001:db8::/32');
    const blocked = await status('demo', '203.0.113.77');
    expect(blocked.value.regionRestriction).toBe(true);
    expect(blocked.value.location.ip).toBe('203.0.113.77');
    expect(blocked.value.content?.data.info).toBe('Not available in your country');
    expect((await status('demo', '2001:db8::5')).value.regionRestriction).toBe(true);
    expect((await status('demo', '198.51.100.1')).value.regionRestriction).toBe(false);
    const call = await server.app.inject({
      url: '/wps/system/whitelabel',
      headers: wireHeaders(),
      remoteAddress: '203.0.113.9',
    });
    expect(call.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await ops(server, 'region', 'unblock', '203.0.113.0/24');
    await ops(server, 'region', 'unblock', '2001:db8::/32');
    expect((await status('demo', '203.0.113.77')).value.regionRestriction).toBe(false);
  });

  it('shows maintenance, not the region block, when both apply', async () => {
    await ops(server, 'region', 'block', '127.0.0.1');
    await ops(server, 'maintenance', 'on');
    const { value } = await status();
    expect(value.maintenance).toBe(true);
    expect(value.regionRestriction).toBe(false);
    await ops(server, 'maintenance', 'off');
    await ops(server, 'region', 'unblock', '127.0.0.1');
  });

  it('switches whitelabel modules and serves the tree', async () => {
    const off = await ops(server, 'whitelabel', 'FREEPLAY3', 'off');
    expect(off.body.value).toContain('FREEPLAY3 OFF');
    const res = await server.app.inject({ url: '/wps/system/whitelabel', headers: wireHeaders() });
    const flags = flattenWhitelabel(res.json().value);
    expect(flags.FREEPLAY3).toBe(false);
    expect(flags.REG3).toBe(true);
    await ops(server, 'whitelabel', 'FREEPLAY3', 'on');
    const again = await server.app.inject({ url: '/wps/system/whitelabel', headers: wireHeaders() });
    expect(flattenWhitelabel(again.json().value).FREEPLAY3).toBe(true);
  });

  it('serves the registration rules as patterns the client can compile', async () => {
    const res = await server.app.inject({ url: '/wps/system/setting/register', headers: wireHeaders() });
    const rules = res.json().value as Record<string, { acceptedPattern: string; minLength: number; maxLength: number }>;
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['username', 'password', 'mobileNum', 'email', 'affiliateCode']),
    );
    for (const rule of Object.values(rules)) {
      expect(() => new RegExp(rule.acceptedPattern)).not.toThrow();
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
    expect(new RegExp(rules.username!.acceptedPattern).test('demo_player')).toBe(false);
    expect(new RegExp(rules.username!.acceptedPattern).test('player2026')).toBe(true);
  });

  it('publishes the domain route, also during maintenance', async () => {
    await ops(server, 'maintenance', 'on');
    const res = await server.app.inject({ url: '/wps/system/domainRoute', headers: wireHeaders() });
    await ops(server, 'maintenance', 'off');
    expect(res.json()).toMatchObject({ success: true, value: ['http://127.0.0.1:8080', 'http://localhost:8080'] });
  });

  it('refuses bad operator input with a usage message and changes nothing', async () => {
    const cases = [
      ['maintenance', 'on', '--until', 'tomorrow'],
      ['maintenance', 'on', '--until', '2001-01-01T00:00:00Z'],
      ['region', 'block', '300.1.1.1'],
      ['region', 'block', '10.0.0.0/33'],
      ['whitelabel', 'NOPE3', 'on'],
      ['whitelabel', 'FREEPLAY3', 'maybe'],
      ['maintenance', 'on', '--merchant', 'nosuch'],
      ['launch', 'rockets'],
    ];
    for (const argv of cases) {
      const { status: code, body } = await ops(server, ...argv);
      expect(code, argv.join(' ')).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(10);
    }
    const { value } = await status();
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it('accepts operator commands only from loopback with the secret', async () => {
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/ops/run',
      headers: { 'x-ops-secret': 'guess' },
      payload: { argv: ['maintenance', 'on'] },
    });
    expect(wrong.statusCode).toBe(403);
    const remote = await server.app.inject({
      method: 'POST',
      url: '/ops/run',
      remoteAddress: '192.0.2.10',
      headers: { 'x-ops-secret': server.opsSecret },
      payload: { argv: ['maintenance', 'on'] },
    });
    expect(remote.statusCode).toBe(403);
    expect((await status()).value.maintenance).toBe(false);
  });
});
