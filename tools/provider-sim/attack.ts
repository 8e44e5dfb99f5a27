/**
 * The simulator's attack mode (`npm run provider:sim -- … --attack`): a hostile provider, or a
 * provider with a hostile player, against the platform's wallet API. Each case has the refusal
 * docs/protocol.md promises; the run prints case → expected → got and fails on any mismatch.
 * Afterwards `ledger verify` must be clean and every accepted transaction id must have exactly
 * the ledger effect its call makes, once (`providers effects`, server/domains/providers/effects.ts).
 *
 * What it needs from outside is given (AttackDeps), so the same run goes against `npm start`
 * (cli.ts: a member logged in through the API, real waiting, the ops route) and in-process
 * (tests/server/providers.attack.test.ts: the test server's clock and ops).
 */
import type { Envelope } from '../../src/shared/wire/envelope';
import {
  providerEndpoints,
  ProviderErrorCode,
  type ProviderAuthenticateValue,
  type ProviderBalanceValue,
  type ProviderTxnValue,
} from '../../src/shared/wire/providers';
import type { ProviderCallName, WalletClient } from './walletClient';

/** A launch token lives 2 minutes (docs/protocol.md); a second more and it has expired. */
export const TOKEN_EXPIRY_WAIT_MS = 121_000;

export type AttackDeps = {
  client: WalletClient;
  /** A fresh one-time launch token of a member, as a launch of the provider's game sends it. */
  launchToken(): Promise<string>;
  /** Lets `ms` pass on the platform's clock since the last launchToken() (really, or on a test clock). */
  passTime(ms: number): Promise<void>;
  /** An operator command's output; throws with the output when the command fails. */
  ops(...argv: string[]): Promise<string>;
  /** A local address the provider's list does not hold (127.0.0.2 on Linux's loopback). */
  foreignAddress: string;
  /** How many calls the concurrency case sends at once (1,000). */
  burst?: number;
  /** Prefix of every round id of this run (default: a fresh one). */
  runId?: string;
  log?(line: string): void;
};

export type CaseResult = { name: string; expected: string; got: string; ok: boolean };

export type AttackReport = {
  cases: CaseResult[];
  /** Accepted transaction ids and the ledger effects each should have made. */
  accepted: Map<string, string[]>;
  effectsOk: boolean;
  ledgerOk: boolean;
  ms: number;
};

type Answer<T = ProviderTxnValue> = Envelope<T> & { status?: number };

const outcome = (answer: { status?: number; success?: boolean; errorCode?: string }) =>
  answer.success ? 'success' : `${answer.status ?? 200} ${answer.errorCode}`;

export async function runAttack(deps: AttackDeps): Promise<AttackReport> {
  const started = performance.now();
  const { client } = deps;
  const log = deps.log ?? (() => undefined);
  const run = deps.runId ?? `atk-${Date.now().toString(36)}`;
  const cases: CaseResult[] = [];
  const accepted = new Map<string, string[]>();
  let serial = 0;
  const ids = (label: string) => {
    serial += 1;
    return { roundId: `${run}-${label}-${serial}`, txn: `${run}-${label}-${serial}` };
  };
  const record = (name: string, expected: string, got: string) => {
    cases.push({ name, expected, got, ok: expected === got });
    log(`${expected === got ? 'ok  ' : 'FAIL'} ${name}: expected ${expected}, got ${got}`);
  };
  /** A call through the client with its retries; an accepted one is noted with the effects it must have. */
  async function call<T = ProviderTxnValue>(
    name: ProviderCallName,
    body: Record<string, string>,
    effects: string[] = [],
  ) {
    const answer = (await client.call<T>(name, body)) as Answer<T>;
    if (answer.success && body.transactionId) accepted.set(body.transactionId, effects);
    return answer;
  }
  async function raw(name: ProviderCallName, body: unknown, options: Parameters<WalletClient['send']>[2] = {}) {
    const answer = await client.send(providerEndpoints[name].path, body, options);
    return {
      ...(answer.body ?? { success: false, errorCode: 'NO_ENVELOPE' }),
      status: answer.status,
      headers: answer.headers,
    };
  }

  // The member's session, and a second launch token left to expire while the other cases run.
  const opened = await call<ProviderAuthenticateValue>('authenticate', { token: await deps.launchToken() });
  if (!opened.success) throw new Error(`authenticate failed: ${opened.errorCode} ${opened.message}`);
  const { sessionId, currency } = opened.value;
  const expiring = await deps.launchToken();
  const balanceNow = async () => {
    const answer = await call<ProviderBalanceValue>('balance', { sessionId });
    if (!answer.success) throw new Error(`balance failed: ${answer.errorCode}`);
    return BigInt(answer.value.balance);
  };
  const bet = (label: string, amount: string) => {
    const { roundId, txn } = ids(label);
    return { sessionId, transactionId: txn, roundId, currency, amount };
  };

  // 1. A burst of concurrent calls, each transaction id sent four times.
  const burst = deps.burst ?? 1_000;
  const copies = 4;
  const before = await balanceNow();
  const bets = Array.from({ length: Math.ceil(burst / copies) }, () => bet('dup', '1'));
  const answers = await Promise.all(
    bets.flatMap((body) => Array.from({ length: copies }, () => call('bet', body, ['bet']))),
  );
  const perTxn = new Map<string, Set<string>>();
  for (const [i, answer] of answers.entries()) {
    const txn = bets[Math.floor(i / copies)]!.transactionId;
    const seen = perTxn.get(txn) ?? new Set<string>();
    seen.add(answer.success ? `ok ${answer.value.platformTransactionId}` : answer.errorCode);
    perTxn.set(txn, seen);
  }
  const split = [...perTxn.values()].filter((s) => s.size !== 1 || ![...s][0]!.startsWith('ok ')).length;
  const moved = before - (await balanceNow());
  record(
    `${answers.length} concurrent bets, ${bets.length} transaction ids × ${copies}`,
    `one answer per id, balance −${bets.length}`,
    `${split === 0 ? 'one answer per id' : `${split} id(s) answered differently`}, balance −${moved}`,
  );
  // Their rounds end lost (no money moves): nothing is left open for the sweep.
  await Promise.all(
    bets.map((b) => call('endRound', { sessionId, transactionId: `${b.transactionId}-end`, roundId: b.roundId })),
  );

  // 2. A replayed signature: the exact request again, headers and all.
  const first = bet('replay', '1');
  const original = await raw('bet', first);
  if (original.success) accepted.set(first.transactionId, ['bet']);
  const replayed = await raw('bet', first, { headers: original.headers });
  record('replayed signature', `401 ${ProviderErrorCode.signatureReused}`, outcome(replayed));
  await call('endRound', { sessionId, transactionId: `${first.transactionId}-end`, roundId: first.roundId });

  // 3. A timestamp 31 s old.
  const stale = await raw('bet', bet('stale', '1'), { timestamp: client.now() - 31_000 });
  record('timestamp 31 s old', `401 ${ProviderErrorCode.requestExpired}`, outcome(stale));

  // 4. A bet larger than the balance.
  const tooMuch = await call('bet', bet('broke', ((await balanceNow()) + 1n).toString()), ['bet']);
  record('bet larger than the balance', ProviderErrorCode.insufficientFunds, outcome(tooMuch).replace(/^200 /, ''));

  // 5. A win without a bet.
  const orphan = bet('orphan', '500');
  const win = await call('win', orphan, ['payout']);
  record('win without a bet', ProviderErrorCode.betNotFound, outcome(win).replace(/^200 /, ''));

  // 6. A rollback after a win.
  const settled = bet('settled', '2');
  await call('bet', settled, ['bet']);
  await call('win', { ...settled, transactionId: `${settled.transactionId}-win`, amount: '3' }, ['payout']);
  const rollback = await call('rollback', {
    sessionId,
    transactionId: `${settled.transactionId}-rb`,
    roundId: settled.roundId,
    rollbackTransactionId: settled.transactionId,
  });
  record('rollback after a win', ProviderErrorCode.roundClosed, outcome(rollback).replace(/^200 /, ''));

  // 7. The same call from an address not on the provider's list; then from the right one it is new.
  const elsewhere = bet('elsewhere', '1');
  const foreign = await raw('bet', elsewhere, { localAddress: deps.foreignAddress });
  record(`bet from ${deps.foreignAddress}, not on the list`, `403 ${ProviderErrorCode.ipNotAllowed}`, outcome(foreign));
  const home = await call('bet', elsewhere, ['bet']);
  record('the same bet from the listed address', 'success', outcome(home));
  await call('endRound', { sessionId, transactionId: `${elsewhere.transactionId}-end`, roundId: elsewhere.roundId });

  // Two more a hostile provider tries: a forged signature, a transaction id reused for more money.
  const forged = await raw('bet', bet('forged', '1'), {
    headers: {
      'X-Provider-Id': client.providerId,
      'X-Provider-Timestamp': String(client.stamp()),
      'X-Provider-Signature': '0'.repeat(64),
    },
  });
  record('forged signature', `401 ${ProviderErrorCode.invalidSignature}`, outcome(forged));
  const reused = await call('bet', { ...elsewhere, amount: '1000' });
  record(
    'transaction id reused for another amount',
    ProviderErrorCode.transactionMismatch,
    outcome(reused).replace(/^200 /, ''),
  );

  // 8. A bet after the launch token expired: the token no longer opens a session, nor passes for one.
  await deps.passTime(TOKEN_EXPIRY_WAIT_MS);
  const late = await call('authenticate', { token: expiring });
  record(
    'authenticate after the launch token expired',
    ProviderErrorCode.tokenExpired,
    outcome(late).replace(/^200 /, ''),
  );
  const lateBet = await call('bet', { ...bet('late', '1'), sessionId: expiring }, ['bet']);
  record('bet with the expired launch token', ProviderErrorCode.sessionInvalid, outcome(lateBet).replace(/^200 /, ''));

  // Afterwards: the ledger holds, and each accepted transaction id made its effects once.
  let ledgerOk = true;
  try {
    await deps.ops('ledger', 'verify');
  } catch (error) {
    ledgerOk = false;
    log((error as Error).message);
  }
  record('ledger verify', 'clean', ledgerOk ? 'clean' : 'violations');
  const effects = JSON.parse(await deps.ops('providers', 'effects', client.providerId, '--rounds', run, '--json')) as {
    transactions: { txnId: string; success: boolean; effects: string[] }[];
    unexplained: string[];
  };
  const wrong: string[] = [...effects.unexplained.map((u) => `unexplained ${u}`)];
  for (const t of effects.transactions) {
    const kinds = t.effects.map((e) => e.split(':')[0]).sort();
    const expected = t.success ? [...(accepted.get(t.txnId) ?? [])].sort() : [];
    if (t.success && !accepted.has(t.txnId)) wrong.push(`${t.txnId} accepted but not seen accepted`);
    if (kinds.join() !== expected.join())
      wrong.push(`${t.txnId}: ${kinds.join() || 'none'} instead of ${expected.join() || 'none'}`);
  }
  for (const txn of accepted.keys())
    if (!effects.transactions.some((t) => t.txnId === txn && t.success)) wrong.push(`${txn} missing`);
  const effectsOk = wrong.length === 0;
  for (const line of wrong.slice(0, 20)) log(line);
  record(
    'one ledger effect per accepted transaction id',
    `${accepted.size} accepted ids: each call's effect once`,
    effectsOk ? `${accepted.size} accepted ids: each call's effect once` : `${wrong.length} problem(s)`,
  );
  return { cases, accepted, effectsOk, ledgerOk, ms: performance.now() - started };
}

/** The case → expected → got table. */
export function attackTable(cases: readonly CaseResult[]): string {
  const width = (pick: (c: CaseResult) => string, title: string) =>
    Math.max(title.length, ...cases.map((c) => pick(c).length));
  const [a, b, c] = [width((x) => x.name, 'case'), width((x) => x.expected, 'expected'), width((x) => x.got, 'got')];
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(a)}  ${cells[1]!.padEnd(b)}  ${cells[2]!.padEnd(c)}  ${cells[3]}`.trimEnd();
  return [
    line(['case', 'expected', 'got', '']),
    line(['-'.repeat(a), '-'.repeat(b), '-'.repeat(c), '']),
    ...cases.map((x) => line([x.name, x.expected, x.got, x.ok ? 'ok' : 'MISMATCH'])),
  ].join('\n');
}
