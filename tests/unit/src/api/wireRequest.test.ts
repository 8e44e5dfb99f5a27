import { describe, expect, it } from 'vitest';
import { buildRequestParts, fillPath, toQueryString, wire } from '../../../../src/api/wireRequest';
import { endpoint } from '../../../../src/shared/wire';

const list = endpoint<{ types: string[]; platform: string; token?: string | null }, unknown>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  modId: 'COMM3',
});
const login = endpoint<{ username: string; password: string }, unknown>({
  method: 'POST',
  path: '/wps/session/login',
  encrypt: true,
});
const forgot = endpoint<{ username: string; email: string }, unknown>({
  method: 'POST',
  path: '/wps/member/password/email',
  form: true,
});
const draw = endpoint<{ code: string; page: number }, unknown>({ method: 'GET', path: '/lgw/draw/code/{code}' });

describe('buildRequestParts', () => {
  it('puts GET arguments in the query string, arrays comma-joined, null and undefined left out', () => {
    const parts = buildRequestParts(wire(list, { types: ['B', 'PL', 'PU'], platform: 'W', token: null }));
    expect(parts).toMatchObject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' });
    expect(parts.data).toBeUndefined();
    expect(parts.query).toBe('types=B%2CPL%2CPU&platform=W');
    expect(new URLSearchParams(parts.query).get('types')).toBe('B,PL,PU');
  });

  it('sends the module id header when the endpoint has one', () => {
    expect(buildRequestParts(wire(list, { types: [], platform: 'W' })).headers.ModuleId).toBe('COMM3');
    expect(buildRequestParts(wire(login, { username: 'a', password: 'b' })).headers.ModuleId).toBeUndefined();
  });

  it('puts POST arguments in a JSON body', () => {
    const parts = buildRequestParts(wire(login, { username: 'a', password: 'b' }));
    expect(parts).toMatchObject({ method: 'POST', query: '', data: { username: 'a', password: 'b' } });
    expect(parts.headers['Content-Type']).toBe('application/json');
  });

  it('form-encodes the body of form endpoints', () => {
    const parts = buildRequestParts(wire(forgot, { username: 'a b', email: 'x@y.z' }));
    expect(parts.data).toBe('username=a+b&email=x%40y.z');
    expect(parts.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('fills path placeholders and keeps the other arguments', () => {
    const parts = buildRequestParts(wire(draw, { code: 'VN/1', page: 2 }));
    expect(parts.url).toBe('/lgw/draw/code/VN%2F1');
    expect(parts.query).toBe('page=2');
  });

  it('keeps caller headers such as an idempotency key', () => {
    const parts = buildRequestParts(wire(login, { username: 'a', password: 'b' }, { 'Idempotency-Key': 'k1' }));
    expect(parts.headers['Idempotency-Key']).toBe('k1');
  });
});

describe('helpers', () => {
  it('toQueryString ignores non-objects', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString([1, 2])).toBe('');
  });

  it('fillPath leaves paths without placeholders alone', () => {
    expect(fillPath('/wps/member/info', { a: 1 })).toEqual({ url: '/wps/member/info', rest: { a: 1 } });
  });
});
