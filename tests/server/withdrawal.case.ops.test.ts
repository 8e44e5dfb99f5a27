/**
 * `npm run ops -- withdrawal show <id>`: a refund is not decided blind. The case view names the
 * member, masks the bank account as the site does, lists the history of states with times and
 * every ledger move of the withdrawal, and writes the uploaded proof out byte for byte with its
 * type, never over an existing file.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalRecord } from '../../src/shared/wire/cashier';
import { body } from './authSupport';
import { cashierApi, keyHeader, moneyFingerprint, type Member } from './cashierSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const PAY_PW = '246810';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 9)]);

describe.each(backends)('withdrawal case view on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let carol: Member;
  let bank: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'withdrawal-case-'));
    server = await buildTestServer(kind);
    api = cashierApi(server);
    carol = await api.newMember({ payee: 'Carol Payee' });
    await api.setPaymentPassword(carol, PAY_PW);
    await api.fund(carol, '100000');
    bank = await api.addBankAccount(carol, 'Carol Payee', PAY_PW, '6222000055556789');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  async function requested(amountMinor: string): Promise<string> {
    const b = body<WithdrawalRecord>(
      await api.enc(
        'POST',
        '/wps/v2/transaction/withdraw',
        { amountMinor, bankAccountId: bank, paymentPassword: PAY_PW },
        api.as(carol, keyHeader(randomUUID())),
      ),
    );
    expect(b.success, b.message).toBe(true);
    return b.value.id;
  }

  it('shows the member, masked bank account, history with times and ledger moves of a not-received one', async () => {
    const id = await requested('20000');
    expect((await ops(server, 'withdrawal', 'approve', id)).body.success).toBe(true);
    const reported = await api.call(
      'POST',
      '/wps/relay/MCSFE_processC2CTransaction',
      { withdrawalId: id, result: 'not_received', proof: PNG.toString('base64') },
      api.as(carol),
    );
    expect(body(reported).success).toBe(true);

    const shown = await ops(server, 'withdrawal', 'show', id);
    expect(shown.body.success, shown.body.message).toBe(true);
    const text = shown.body.value;
    expect(text).toContain(`Withdrawal ${id} on demo: 200.00 USD, not_received`);
    expect(text).toContain(`member:       ${carol.username} (member, active), payee name "Carol Payee"`);
    expect(text).toContain('bank account: Test Bank ****6789, payee "Carol Payee"');
    expect(text).not.toContain('6222000055556789');
    const history = text.slice(text.indexOf('  history:'), text.indexOf('  ledger:')).split('\n').slice(1, -1);
    expect(history.map((l) => l.replace(/^\s+\S+ \S+ UTC\s+/, ''))).toEqual([
      'requested 200.00 USD',
      'approved: paid out',
      'reported not received by the member',
      'proof uploaded (image/png, 308 bytes)',
    ]);
    expect(text).toMatch(/transaction \d+ withdrawal: member wallets -200\.00 USD/);
    expect(text).toMatch(/transaction \d+ withdrawal_payout: member wallets ±0/);
    expect(text).toContain('proof:        image/png, 308 bytes; write it out with --proof-out');
  });

  it('writes the proof out byte for byte with its type, to a directory or a new file, never over one', async () => {
    const id = (
      await server.services.db.selectFrom('withdrawal_proofs').select('withdrawal_id').executeTakeFirstOrThrow()
    ).withdrawal_id.toString();
    const intoDir = await ops(server, 'withdrawal', 'show', id, '--proof-out', dir);
    const expected = join(dir, `withdrawal-${id}-proof.png`);
    expect(intoDir.body.value).toContain(`proof:        image/png, 308 bytes, written to ${expected}`);
    expect(readFileSync(expected).equals(PNG)).toBe(true);

    const file = join(dir, 'case.png');
    expect((await ops(server, 'withdrawal', 'show', id, '--proof-out', file)).body.success).toBe(true);
    expect(readFileSync(file).equals(PNG)).toBe(true);

    writeFileSync(join(dir, 'taken.png'), 'keep me');
    const clash = await ops(server, 'withdrawal', 'show', id, '--proof-out', join(dir, 'taken.png'));
    expect(clash.body).toMatchObject({ success: false, message: expect.stringMatching(/taken\.png already exists/) });
    expect(readFileSync(join(dir, 'taken.png'), 'utf8')).toBe('keep me');
  });

  it('says when there is no proof or no such withdrawal, and changes nothing', async () => {
    const id = await requested('1500');
    const fingerprint = await moneyFingerprint(server);
    const plain = await ops(server, 'withdrawal', 'show', id);
    expect(plain.body.value).toContain('proof:        none uploaded');
    expect(plain.body.value).toContain(`Withdrawal ${id} on demo: 15.00 USD, pending`);
    const asked = await ops(server, 'withdrawal', 'show', id, '--proof-out', join(dir, 'none.png'));
    expect(asked.body).toMatchObject({ success: false, message: expect.stringMatching(/has no proof to write/) });
    expect(existsSync(join(dir, 'none.png'))).toBe(false);
    expect((await ops(server, 'withdrawal', 'show', '99999999')).body).toMatchObject({
      success: false,
      message: 'There is no withdrawal 99999999. See: npm run ops -- withdrawal list',
    });
    expect((await ops(server, 'withdrawal', 'show', '12x')).status).toBe(400);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });
});
