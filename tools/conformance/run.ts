/**
 * The conformance kit's engine: every endpoint of the contract (src/shared/wire/groups.ts)
 * called once against a backend and its answer checked against the endpoint's schema
 * (src/shared/wire/schemas): pass, fail (with the schema path that failed) or skipped (with
 * why: it needs an account, it changes data, or the server refused the sample). tools/conformance/cli.ts
 * prints the report; tests/server/conformance.test.ts runs it against the reference server.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { allEndpoints, type ContractEndpoint } from '../../src/shared/wire/groups';
import { schemasOf } from '../../src/shared/wire/schemas';
import { answerOf, failureEnvelope } from '../../src/shared/wire/schemas/kit';
import { CASES, changesData, type Context } from './cases';
import type { Answer, Client } from './client';

export type Outcome = 'pass' | 'fail' | 'skipped';
export type Result = { endpoint: string; method: string; path: string; outcome: Outcome; detail: string };
export type RunOptions = { client: Client; user?: string; password?: string; allowWrites?: boolean; now?: Date };

const LOGIN = 'auth.login';
const LOGOUT = 'auth.logout';

/** The schema path and message of the first mismatch, or undefined when `value` matches. */
function mismatch(schema: TSchema, value: unknown): string | undefined {
  const check = TypeCompiler.Compile(schema);
  if (check.Check(value)) return undefined;
  const first = check.Errors(value).First();
  return first ? `${first.path || '/'}: ${first.message}` : 'does not match';
}

function parse(answer: Answer): { json?: unknown; error?: string } {
  try {
    return { json: JSON.parse(answer.text) as unknown };
  } catch {
    return { error: `HTTP ${answer.status}, not JSON: ${answer.text.slice(0, 80)}` };
  }
}

/** Judges one answer against the endpoint's schemas. */
export function judge(def: ContractEndpoint, answer: Answer): { outcome: Outcome; detail: string; value?: unknown } {
  const { value } = schemasOf(def);
  if (answer.status >= 500) return { outcome: 'fail', detail: `HTTP ${answer.status}: a server error` };
  if (def.raw) {
    if (answer.status !== 200) return { outcome: 'skipped', detail: `HTTP ${answer.status}` };
    const problem = mismatch(value, answer.text.trim());
    return problem ? { outcome: 'fail', detail: problem } : { outcome: 'pass', detail: '' };
  }
  const { json, error } = parse(answer);
  if (error) return { outcome: 'fail', detail: error };
  if (answer.status !== 200) {
    // A refusal (no session, a gate, a rate limit) must still be the failure envelope.
    const problem = mismatch(failureEnvelope, json);
    return problem
      ? { outcome: 'fail', detail: `HTTP ${answer.status}, ${problem}` }
      : { outcome: 'skipped', detail: `refused: HTTP ${answer.status} ${(json as { errorCode: string }).errorCode}` };
  }
  const problem = mismatch(answerOf(value), json);
  if (problem) return { outcome: 'fail', detail: problem };
  const envelope = json as { success: boolean; errorCode: string; message: string; value: unknown };
  if (!envelope.success)
    return { outcome: 'skipped', detail: `refused the sample: ${envelope.errorCode} ${envelope.message}`.trim() };
  return { outcome: 'pass', detail: '', value: envelope.value };
}

function sampleArgs(def: ContractEndpoint, context: Context): Record<string, unknown> | undefined {
  const known = CASES[`${def.group}.${def.name}`];
  if (known?.args) return known.args(context);
  const { args } = schemasOf(def);
  if (!args) return {};
  try {
    return Value.Create(args) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export async function runConformance({
  client,
  user,
  password,
  allowWrites = false,
  now = new Date(),
}: RunOptions): Promise<Result[]> {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const context: Context = { seen: {}, today: day(now), monthAgo: day(new Date(now.getTime() - 30 * 86_400_000)) };
  const endpoints = allEndpoints();
  const results: Result[] = [];
  const record = (def: ContractEndpoint, outcome: Outcome, detail: string) =>
    results.push({ endpoint: `${def.group}.${def.name}`, method: def.method, path: def.path, outcome, detail });

  // Sign in first (a session does not change the account's data), sign out last.
  const login = endpoints.find((def) => `${def.group}.${def.name}` === LOGIN);
  if (login && user && password) {
    const verdict = judge(
      login,
      await client.call(login, { username: user, password, captcha: null, type: 'username' }),
    );
    record(login, verdict.outcome, verdict.detail);
    const token = (verdict.value as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string') client.setToken(token);
  }

  for (const def of endpoints) {
    const key = `${def.group}.${def.name}`;
    if (key === LOGIN && user && password) continue;
    if (key === LOGOUT) continue;
    if (def.token === true && !client.signedIn) {
      record(def, 'skipped', 'needs an account: give --user and --password');
      continue;
    }
    const known = CASES[key];
    if (changesData(def.method, def.path, known) && !allowWrites) {
      record(def, 'skipped', 'changes data: give --allow-writes');
      continue;
    }
    const args = sampleArgs(def, context);
    if (!args) {
      record(def, 'skipped', 'no sample arguments');
      continue;
    }
    const verdict = judge(def, await client.call(def, args));
    if (verdict.outcome === 'pass') known?.remember?.(verdict.value, context);
    record(def, verdict.outcome, verdict.detail);
  }

  const logout = endpoints.find((def) => `${def.group}.${def.name}` === LOGOUT);
  if (logout) {
    if (client.signedIn) {
      const verdict = judge(logout, await client.call(logout));
      record(logout, verdict.outcome, verdict.detail);
      client.setToken(undefined);
    } else record(logout, 'skipped', 'needs an account: give --user and --password');
  }
  return results;
}

/** The report: one line per endpoint, then a table per group. */
export function report(results: readonly Result[]): string {
  const lines = results.map(
    (r) =>
      `${r.outcome.toUpperCase().padEnd(7)} ${r.endpoint.padEnd(36)} ${r.method.padEnd(6)} ` +
      `${r.path}${r.detail ? `\n        ${r.detail}` : ''}`,
  );
  const groups = new Map<string, Record<Outcome, number>>();
  for (const r of results) {
    const group = r.endpoint.split('.')[0]!;
    const counts = groups.get(group) ?? { pass: 0, fail: 0, skipped: 0 };
    counts[r.outcome] += 1;
    groups.set(group, counts);
  }
  const total = { pass: 0, fail: 0, skipped: 0 };
  const rows = [...groups.entries()].map(([group, counts]) => {
    total.pass += counts.pass;
    total.fail += counts.fail;
    total.skipped += counts.skipped;
    return (
      `${group.padEnd(16)} ${String(counts.pass).padStart(5)} ${String(counts.fail).padStart(5)} ` +
      `${String(counts.skipped).padStart(8)}`
    );
  });
  const summary = [
    '',
    `${'group'.padEnd(16)} ${'pass'.padStart(5)} ${'fail'.padStart(5)} ${'skipped'.padStart(8)}`,
    ...rows,
    `${'all'.padEnd(16)} ${String(total.pass).padStart(5)} ${String(total.fail).padStart(5)} ` +
      `${String(total.skipped).padStart(8)}`,
  ];
  return [...lines, ...summary].join('\n');
}
