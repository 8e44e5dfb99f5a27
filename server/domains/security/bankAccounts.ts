/**
 * Bank accounts for withdrawals (security centre). Adding one needs the payment password; the
 * payee name must be the account holder's registered payee name once there is one, and the first
 * account sets it (so money only ever leaves to the member's own name). Numbers are shown masked.
 */
import type { Kysely, Selectable } from 'kysely';
import type { BankAccount } from '../../../src/shared/wire/cashier';
import { checkRule, violationMessage } from '../../../src/shared/wire/registerRules';
import { MAX_BANK_ACCOUNTS, type BankAccountArgs } from '../../../src/shared/wire/security';
import type { DB } from '../../db/schema';
import type { BankAccountsTable } from '../../db/schemaMoney';
import { badInput } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import type { SystemRepository } from '../system/repository';
import type { Merchant } from '../system/service';
import { maskName } from '../verification/masks';
import { refuseTrial } from '../wallet/guards';
import type { PaymentPasswords } from './paymentPassword';

export const maskAccountNumber = (number: string) => `****${number.slice(-4)}`;

export function toBankAccount(row: Selectable<BankAccountsTable>): BankAccount {
  return {
    id: row.id.toString(),
    bankName: row.bank_name,
    payeeName: row.payee_name,
    maskedNumber: maskAccountNumber(row.account_number),
    isDefault: row.is_default,
  };
}

/** Spaces inside a name are collapsed so "Demo  Player" and "Demo Player" are one name. */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

type Deps = { db: Kysely<DB>; clock: () => Date; paymentPasswords: PaymentPasswords; systemRepo: SystemRepository };

export function createBankAccounts({ db, clock, paymentPasswords, systemRepo }: Deps) {
  return {
    async list(memberId: bigint): Promise<BankAccount[]> {
      const rows = await db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
      return rows.map(toBankAccount);
    },

    async add(member: MemberRow, merchant: Merchant, args: BankAccountArgs): Promise<BankAccount> {
      refuseTrial(member);
      const bankName = normaliseName(args.bankName);
      const accountNumber = args.accountNumber.replace(/[\s-]/g, '');
      const payeeName = normaliseName(args.payeeName);
      if (bankName.length < 2 || bankName.length > 64)
        throw badInput('Enter the bank name (2 to 64 characters).', { field: 'bankName', reason: 'length' });
      if (!/^\d{6,30}$/.test(accountNumber))
        throw badInput('The account number must be 6 to 30 digits.', { field: 'accountNumber', reason: 'pattern' });
      if (payeeName === '' || payeeName.length > 100)
        throw badInput('Enter the payee name (at most 100 characters).', { field: 'payeeName', reason: 'length' });
      const samePayee = (registered: string | null) => {
        if (registered && normaliseName(registered) !== payeeName) {
          throw badInput(`The payee name must be the name registered on your account (${maskName(registered)}).`, {
            field: 'payeeName',
            reason: 'mismatch',
          });
        }
      };
      samePayee(member.payee_name);
      if (!member.payee_name) {
        const rule = (await systemRepo.registerRules(merchant.code)).payeeName;
        const violation = rule?.enabled ? checkRule('payeeName', rule, payeeName, true) : null;
        if (violation) throw badInput(`Payee name: ${violationMessage(violation)}`, violation);
      }
      await paymentPasswords.verify(member, args.paymentPassword);

      return db.transaction().execute(async (trx) => {
        // The member row is the lock: two adds at once cannot both pass the limit or set two payee names.
        const owner = await trx
          .selectFrom('members')
          .select('payee_name')
          .where('id', '=', member.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        samePayee(owner.payee_name);
        const existing = await trx
          .selectFrom('bank_accounts')
          .select('account_number')
          .where('member_id', '=', member.id)
          .execute();
        if (existing.length >= MAX_BANK_ACCOUNTS)
          throw badInput(`You can have at most ${MAX_BANK_ACCOUNTS} bank accounts.`, {
            field: 'accountNumber',
            reason: 'limit',
          });
        if (existing.some((a) => a.account_number === accountNumber)) {
          throw badInput('This bank account is already on your list.', { field: 'accountNumber', reason: 'duplicate' });
        }
        if (!owner.payee_name)
          await trx.updateTable('members').set({ payee_name: payeeName }).where('id', '=', member.id).execute();
        const row = await trx
          .insertInto('bank_accounts')
          .values({
            member_id: member.id,
            bank_name: bankName,
            account_number: accountNumber,
            payee_name: payeeName,
            is_default: existing.length === 0,
            created_at: clock(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toBankAccount(row);
      });
    },
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
