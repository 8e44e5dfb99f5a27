import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '../../../../src/api/http';
import { headerValues, ok, startServer, testPlatform, type LocalServer } from '../support/localServer';

let server: LocalServer;

beforeAll(async () => {
  server = await startServer(() => ok('pong'));
});
afterAll(() => server.close());

const context = () => ({ merchant: 'demo', language: 'KO' });

describe('the axios instance', () => {
  it('sends every wire header exactly once, to the platform origin', async () => {
    const http = createHttp(testPlatform(server.origin, 'tok-1'), { context });
    const response = await http.get('/wps/ping');
    expect(response.data).toMatchObject({ value: 'pong' });
    const request = server.requests.at(-1)!;
    for (const [name, value] of [
      ['Merchant', 'demo'],
      ['Authorization', 'tok-1'],
      ['Language', 'KO'],
      ['Device', 'web'],
      ['X-Gateway-Version', '3'],
    ]) {
      expect(headerValues(request, name!)).toEqual([value]);
    }
  });

  it('replaces a header the caller spelled differently instead of doubling it', async () => {
    const http = createHttp(testPlatform(server.origin, 'tok-2'), { context });
    await http.get('/wps/ping', { headers: { merchant: 'other', authorization: 'Bearer x', language: 'en' } });
    const request = server.requests.at(-1)!;
    expect(headerValues(request, 'Merchant')).toEqual(['demo']);
    expect(headerValues(request, 'Authorization')).toEqual(['tok-2']);
    expect(headerValues(request, 'Language')).toEqual(['KO']);
  });

  it('sends no Authorization when logged out', async () => {
    const http = createHttp(testPlatform(server.origin, null), { context });
    await http.get('/wps/ping');
    expect(headerValues(server.requests.at(-1)!, 'Authorization')).toEqual([]);
  });

  it('reads the token per request, so a login takes effect at once', async () => {
    const platform = testPlatform(server.origin, null);
    const http = createHttp(platform, { context });
    platform.token.set('fresh');
    await http.get('/wps/ping');
    expect(headerValues(server.requests.at(-1)!, 'Authorization')).toEqual(['fresh']);
  });

  it('resolves on HTTP error statuses (the base query reads them)', async () => {
    const failing = await startServer(() => ({ status: 503, body: 'down' }));
    const http = createHttp(testPlatform(failing.origin), { context });
    const response = await http.get('/x');
    expect(response.status).toBe(503);
    await failing.close();
  });
});
