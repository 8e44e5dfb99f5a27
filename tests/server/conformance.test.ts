/**
 * The conformance kit (tools/conformance) passes in full against the reference server: every
 * endpoint of the contract either passes (its answer matches its schema) or is skipped with a
 * reason, never fails; read-only as a guest and as a member, and again with writes allowed. A
 * kit that judged nothing would pass vacuously, so the passes are counted too.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/wire/groups';
import { CASES, changesData } from '../../tools/conformance/cases';
import { createClient } from '../../tools/conformance/client';
import { judge, report, runConformance, type Result } from '../../tools/conformance/run';
import { buildTestServer, type TestServer } from './helper';

const failures = (results: readonly Result[]) => results.filter((result) => result.outcome === 'fail');

describe('the conformance kit against the reference server', () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await buildTestServer('pglite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it('passes as a guest, read-only: every public read answers within its schema', async () => {
    const results = await runConformance({ client: createClient({ base, merchant: 'demo' }) });
    expect(failures(results), report(results)).toEqual([]);
    expect(results).toHaveLength(allEndpoints().length);
    const publicReads = allEndpoints().filter((def) => def.method === 'GET' && !def.token && !def.path.includes('{'));
    const passed = new Set(results.filter((result) => result.outcome === 'pass').map((result) => result.endpoint));
    expect(
      publicReads.filter((def) => !passed.has(`${def.group}.${def.name}`)).map((def) => `${def.group}.${def.name}`),
      report(results),
    ).toEqual([]);
  });

  it('passes as a member, and with writes allowed', async () => {
    for (const allowWrites of [false, true]) {
      const results = await runConformance({
        client: createClient({ base, merchant: 'demo' }),
        user: 'demo_player',
        password: 'Player2026',
        allowWrites,
      });
      expect(failures(results), report(results)).toEqual([]);
    }
  });

  it('passes as an agent, read-only: every agent centre and contract read is judged and passes', async () => {
    const results = await runConformance({
      client: createClient({ base, merchant: 'demo' }),
      user: 'demo_agent',
      password: 'Agent2026',
    });
    expect(failures(results), report(results)).toEqual([]);
    const agentReads = allEndpoints().filter(
      (def) =>
        ['agents', 'contracts'].includes(def.group) &&
        !changesData(def.method, def.path, CASES[`${def.group}.${def.name}`]),
    );
    const passed = new Set(results.filter((result) => result.outcome === 'pass').map((result) => result.endpoint));
    expect(agentReads.length).toBeGreaterThan(0);
    expect(
      agentReads.filter((def) => !passed.has(`${def.group}.${def.name}`)).map((def) => `${def.group}.${def.name}`),
      report(results),
    ).toEqual([]);
  });

  it('fails an answer outside its schema, and says where', () => {
    const status = allEndpoints().find((def) => def.group === 'system' && def.name === 'status')!;
    const verdict = judge(status, {
      status: 200,
      contentType: 'application/json',
      text: JSON.stringify({ success: true, value: { maintenance: 'no' }, message: '', errorCode: '' }),
    });
    expect(verdict.outcome).toBe('fail');
    expect(verdict.detail).toMatch(/\//);
    expect(judge(status, { status: 500, contentType: 'text/plain', text: 'oops' }).outcome).toBe('fail');
    expect(
      judge(status, {
        status: 401,
        contentType: 'application/json',
        text: JSON.stringify({ success: false, value: null, message: 'no', errorCode: 'x' }),
      }).outcome,
    ).toBe('skipped');
  });
});
