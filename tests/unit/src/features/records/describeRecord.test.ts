/**
 * Records in words (issue 14 item 8): each kind's description from the details the server sends,
 * the kind's name when it sends none, short round keys, and a bet's result with push.
 */
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { betOutcome, describeTransaction, shortRoundKey } from '../../../../../src/features/records/describeRecord';
import type { BetRecord, TransactionRecord } from '../../../../../src/shared/wire';
import records from '../../../../../src/i18n/locales/en/records.json';
import recordsVi from '../../../../../src/i18n/locales/vi/records.json';

let t: TFunction<'records'>;
let tVi: TFunction<'records'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { records }, vi: { records: recordsVi } },
    ns: ['records'],
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT('en', 'records');
  tVi = instance.getFixedT('vi', 'records');
});

const row = (over: Partial<TransactionRecord>): TransactionRecord => ({
  entryId: '93',
  transactionId: '47',
  kind: 'deposit',
  wallet: 'MAIN',
  amountMinor: '100',
  balanceAfterMinor: '100',
  reference: 'deposit:1',
  createdAt: 0,
  ...over,
});

describe('describeTransaction', () => {
  it.each([
    [{ kind: 'bet', amountMinor: '-500', gameName: 'Lucky Fortune', roundId: 'k' }, 'Bet on Lucky Fortune'],
    [{ kind: 'payout', gameName: 'Lucky Fortune' }, 'Win on Lucky Fortune'],
    [{ kind: 'refund', gameName: 'Baccarat' }, 'Refund of the bet on Baccarat'],
    [{ kind: 'deposit', method: 'Demo card' }, 'Deposit by Demo card'],
    [{ kind: 'withdrawal', amountMinor: '-100', method: 'Demo Bank' }, 'Withdrawal to Demo Bank'],
    [{ kind: 'withdrawal_return', method: 'Demo Bank' }, 'Withdrawal to Demo Bank returned'],
    [{ kind: 'withdrawal_refund', method: 'Demo Bank' }, 'Withdrawal to Demo Bank refunded'],
    [{ kind: 'transfer', amountMinor: '-100', fromWallet: 'MAIN', toWallet: 'AG' }, 'From Main wallet to AG wallet'],
    [{ kind: 'transfer', fromWallet: 'AG', toWallet: 'BONUS' }, 'From AG wallet to Bonus wallet'],
    [{ kind: 'upline_transfer', amountMinor: '-100', counterparty: 'boss01' }, 'Transfer to boss01'],
    [{ kind: 'upline_transfer', amountMinor: '100', counterparty: 'jane02' }, 'Transfer from jane02'],
    [{ kind: 'downline_transfer', amountMinor: '-100', counterparty: 'jane02' }, 'Transfer to jane02'],
    [{ kind: 'reward', title: 'Welcome bonus' }, 'Reward: Welcome bonus'],
    [{ kind: 'salary' }, 'Salary'],
    [{ kind: 'rebate' }, 'Rebate'],
  ] as const)('%o reads "%s"', (over, text) => {
    expect(describeTransaction(t, row(over))).toBe(text);
  });

  it('falls back to the kind’s name, never the reference, when the server sends no details', () => {
    expect(describeTransaction(t, row({ kind: 'bet', reference: 'round:BGS:991' }))).toBe('Bet');
    expect(describeTransaction(t, row({ kind: 'deposit', reference: 'deposit:12' }))).toBe('Deposit');
    expect(describeTransaction(t, row({ kind: 'transfer', reference: 'transfer:MAIN:AG' }))).toBe('Transfer');
    expect(describeTransaction(t, row({ kind: 'upline_transfer', reference: 'upline:3' }))).toBe('Transfer to upline');
  });

  it('a kind this build does not know shows as sent', () => {
    expect(describeTransaction(t, row({ kind: 'jackpot' as TransactionRecord['kind'] }))).toBe('jackpot');
  });

  it('is translated', () => {
    expect(describeTransaction(tVi, row({ kind: 'bet', gameName: 'Lucky Fortune' }))).toBe('Cược vào Lucky Fortune');
  });
});

describe('shortRoundKey', () => {
  it('shortens a built-in game’s 32-character key to its first 8 characters', () => {
    expect(shortRoundKey('Zq3xY8rTuvWXyz0123456789abcdEFGH')).toBe('Zq3xY8rT…');
  });
  it('keeps a vendor’s short round id whole (up to 12 characters)', () => {
    expect(shortRoundKey('r-991')).toBe('r-991');
    expect(shortRoundKey('123456789012')).toBe('123456789012');
    expect(shortRoundKey('1234567890123')).toBe('12345678…');
  });
});

describe('betOutcome', () => {
  const bet = (status: BetRecord['status'], stakeMinor: string, payoutMinor: string) => ({
    status,
    stakeMinor,
    payoutMinor,
  });
  it('a settled round paying back exactly its stake is a push', () => {
    expect(betOutcome(bet('settled', '500', '500'))).toBe('push');
  });
  it('more than the stake is won, less is lost', () => {
    expect(betOutcome(bet('settled', '500', '501'))).toBe('won');
    expect(betOutcome(bet('settled', '500', '499'))).toBe('lost');
    expect(betOutcome(bet('settled', '500', '0'))).toBe('lost');
  });
  it('open and refunded rounds have no result', () => {
    expect(betOutcome(bet('open', '500', '0'))).toBe('open');
    expect(betOutcome(bet('refunded', '500', '0'))).toBe('refunded');
  });
  it('compares amounts exactly, past the float range', () => {
    expect(betOutcome(bet('settled', '9007199254740993', '9007199254740992'))).toBe('lost');
  });
});
