/**
 * The money part of the demo data, run by seed.ts inside its transaction once the merchants and
 * members exist (and before the play data, which spends from these deposits): each merchant's
 * money settings and deposit methods, and the demo accounts' deposits, payment password and bank
 * account. The deposits go through the cashier's own settlement, so each has its deposit row,
 * ledger credit and 'deposit credited' message like a real one.
 */
import { parseAmount } from '../../src/shared/money';
import { hashPassword } from '../domains/auth/passwords';
import { confirmDepositIn, insertDeposit } from '../domains/cashier/depositSettlement';
import { unusablePayTokenHash } from '../domains/cashier/payToken';
import type { Trx } from '../domains/ledger/post';
import { DEMO_MONEY, MONEY_SETTINGS } from './siteData';

const DAY_MS = 86_400_000;

/** Argon2 is slow on purpose: hash before the seed's transaction and lock. */
export async function prepareMoneySeed(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const account of DEMO_MONEY)
    if (account.paymentPassword) hashes.set(account.username, await hashPassword(account.paymentPassword));
  return hashes;
}

function minorOf(major: string, minorUnits: number): bigint {
  const parsed = parseAmount(major, minorUnits);
  if (!parsed.ok) throw new Error(`seed amount ${major} is not valid with ${minorUnits} decimals (${parsed.problem})`);
  return parsed.minor;
}

export async function seedMoney(
  trx: Trx,
  paymentPasswordHashes: Map<string, string>,
  now: Date = new Date(),
): Promise<void> {
  const merchants = await trx.selectFrom('merchants').select(['code', 'site_config']).execute();
  const unitsOf = new Map(merchants.map((m) => [m.code, m.site_config.currency.minorUnits]));
  for (const [code, money] of Object.entries(MONEY_SETTINGS)) {
    const units = unitsOf.get(code);
    if (units === undefined) continue;
    await trx
      .insertInto('money_settings')
      .values({
        merchant_code: code,
        withdraw_min: minorOf(money.withdrawMin, units),
        withdraw_max: minorOf(money.withdrawMax, units),
        confirm_minutes: money.confirmMinutes,
        wallet_single: money.walletSingle,
        game_wallets: JSON.stringify(money.gameWallets),
        rebate_rates: JSON.stringify(money.rebateRates),
      })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
    await trx
      .insertInto('deposit_methods')
      .values(
        money.depositMethods.map((m, sort) => ({
          merchant_code: code,
          id: m.id,
          kind: m.kind,
          name: m.name,
          min_amount: minorOf(m.min, units),
          max_amount: minorOf(m.max, units),
          sort,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'id']).doNothing())
      .execute();
  }

  const units = unitsOf.get('demo');
  if (units === undefined) return;
  // Three days ago, so everything the member does later in the demo data comes after the money.
  const depositedAt = new Date(now.getTime() - 3 * DAY_MS);
  for (const account of DEMO_MONEY) {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'payee_name', 'nickname'])
      .where('merchant_code', '=', 'demo')
      .where('username', '=', account.username)
      .executeTakeFirst();
    if (!member) continue;
    const hash = paymentPasswordHashes.get(account.username);
    if (hash)
      await trx.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', member.id).execute();
    if (account.bankAccount) {
      const payee = member.payee_name ?? member.nickname;
      if (!member.payee_name)
        await trx.updateTable('members').set({ payee_name: payee }).where('id', '=', member.id).execute();
      await trx
        .insertInto('bank_accounts')
        .values({
          member_id: member.id,
          bank_name: account.bankAccount.bankName,
          account_number: account.bankAccount.accountNumber,
          payee_name: payee,
          is_default: true,
          created_at: depositedAt,
        })
        .execute();
    }
    const deposit = await insertDeposit(
      trx,
      {
        merchantCode: 'demo',
        memberId: member.id,
        methodId: 'bank',
        amount: minorOf(account.deposit, units),
        now: depositedAt,
      },
      unusablePayTokenHash,
    );
    await confirmDepositIn(trx, deposit.id, new Date(depositedAt.getTime() + 60_000));
  }
}
