/**
 * Every money command takes amounts the same way: major units as typed ("12.00"), through one
 * parser (server/domains/ops/arguments.ts). Anything that could be read two ways is refused with
 * a message saying how to write it, and changes nothing; amounts are printed in major units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyArgument } from '../../server/domains/ops/arguments';
import { cashierApi, moneyFingerprint, type Member } from './cashierSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const USD = { code: 'USD', minorUnits: 2 };

describe('the operator money parser', () => {
  it('reads amounts as typed, in major units', () => {
    expect(moneyArgument('12.00', 'amount', USD)).toBe(1200n);
    expect(moneyArgument('12', 'amount', USD)).toBe(1200n);
    expect(moneyArgument('0.5', 'amount', USD)).toBe(50n);
    expect(moneyArgument(' 7.10 ', 'amount', USD)).toBe(710n);
    expect(moneyArgument('1200', 'amount', { code: 'KRW', minorUnits: 0 })).toBe(1200n);
    expect(moneyArgument('0', 'payout', USD, { allowZero: true })).toBe(0n);
  });

  it.each([
    ['12.345', /"12\.345" is not an amount in USD: it has more than 2 decimal places/],
    ['1e3', /"1e3" is not an amount in USD: write digits .* no exponents/],
    ['1,000.00', /"1,000\.00" is not an amount in USD/],
    ['-5', /"-5" is negative/],
    ['0', /must be more than 0 USD/],
    ['', /is empty/],
    ['12.5 USD', /is not an amount in USD/],
    ['1.5', /not an amount in KRW: it has more than 0 decimal places/],
  ])('refuses the ambiguous "%s" with a message saying how to write it', (typed, message) => {
    const currency = typed === '1.5' ? { code: 'KRW', minorUnits: 0 } : USD;
    expect(() => moneyArgument(typed, 'The amount', currency)).toThrow(message);
  });
});

describe.each(backends)('money arguments of operator commands on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let dave: Member;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    dave = await api.newMember();
    await api.fund(dave, '10000');
  });
  afterAll(() => server?.close());

  it('bet place and bet settle take major units as typed and print major units', async () => {
    const placed = await ops(server, 'bet', 'place', dave.username, 'PG', '12.50', '--round', `money-${kind}`);
    expect(placed.body.value).toContain('stake 12.50 USD');
    const settled = await ops(server, 'bet', 'settle', 'PG', `money-${kind}`, '20', '--valid-bet', '12.5');
    expect(settled.body.value).toContain('stake 12.50 USD, valid bet 12.50 USD, payout 20.00 USD, settled');
  });

  it('ledger verify prints what members hold per merchant in its own currency, in major units', async () => {
    const verified = await ops(server, 'ledger', 'verify');
    expect(verified.body.success, verified.body.message).toBe(true);
    expect(verified.body.value).toMatch(/members hold demo \d+\.\d{2} USD(, demokr \d+ KRW)?\./);
  });

  it('refuses 12.345 and 1e3 in every money command, changing nothing', async () => {
    const before = await moneyFingerprint(server);
    const commands: string[][] = [
      ['bet', 'place', dave.username, 'PG', '12.345'],
      ['bet', 'place', dave.username, 'PG', '1e3'],
      ['bet', 'settle', 'PG', `money-${kind}`, '12.345'],
      ['bet', 'settle', 'PG', `money-${kind}`, '1', '--valid-bet', '1e3'],
      ['contract', 'offer', 'demo_agent', '--kind', 'daily', '--rate', '1', '--min-bet', '12.345'],
      ['contract', 'offer', 'demo_agent', '--kind', 'realtime', '--loss-rate', '1', '--single-bet', '1e3'],
    ];
    for (const argv of commands) {
      const answer = await ops(server, ...argv);
      expect(answer, argv.join(' ')).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(/"(12\.345|1e3)" is not an amount in USD/) },
      });
    }
    expect(await moneyFingerprint(server)).toBe(before);
  });
});
