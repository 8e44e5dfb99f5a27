/**
 * Withdrawals, the member's side. Asking for one holds the amount at once (main → the house's
 * 'withdrawals' account, in the same transaction as the row), so it cannot be spent twice; the
 * operator then approves or rejects (withdrawalDecisions.ts). After approval the member confirms
 * receipt, reports non-receipt with a proof image, or reports a partial receipt.
 */
import type { Kysely } from 'kysely';
import type {
  WithdrawalConfirmArgs,
  WithdrawalRecord,
  WithdrawalRecordsArgs,
  WithdrawArgs,
  WithdrawSettingsValue,
  WithdrawValue,
} from '../../../src/shared/wire/cashier';
import type { Page } from '../../../src/shared/wire/paging';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { optionalRange } from '../../http/dateRange';
import { badRequest, businessError } from '../../http/errors';
import { pageOf, pagingOf } from '../../http/paging';
import { parseId } from '../../wire/bounds';
import type { MemberRow } from '../auth/sessions';
import { mainBalance, memberBalance } from '../ledger/balances';
import { answered, idempotencyKeyOf, once } from '../ledger/idempotency';
import { insufficientBalance } from '../ledger/post';
import type { BankAccounts } from '../security/bankAccounts';
import type { PaymentPasswords } from '../security/paymentPassword';
import type { Merchant } from '../system/service';
import { moneyText, requireAmount, requireWithin } from '../wallet/amounts';
import { memberScope, refuseTrial } from '../wallet/guards';
import { moneySettings } from '../wallet/moneySettings';
import { postMove } from './moneyMoves';
import { nextId } from './nextId';
import { idFilterOf } from './idFilter';
import { decodeProof } from './proof';
import { toWithdrawalRecord, withdrawalRows } from './withdrawalRecords';

type Deps = { db: Kysely<DB>; clock: () => Date; paymentPasswords: PaymentPasswords; bankAccounts: BankAccounts };

/** Someone else's withdrawal and one that does not exist get the same answer. */
const notFound = () => businessError(MoneyErrorCode.notFound, 'There is no such withdrawal among yours.');

export function createWithdrawals({ db, clock, paymentPasswords, bankAccounts }: Deps) {
  return {
    async settings(member: MemberRow, merchant: Merchant): Promise<WithdrawSettingsValue> {
      const settings = await moneySettings(db, merchant.code);
      return {
        minimumAmount: settings.withdrawMin.toString(),
        maximumAmount: settings.withdrawMax.toString(),
        confirmMinutes: settings.confirmMinutes,
        hasPaymentPassword: paymentPasswords.has(member),
        bankAccounts: await bankAccounts.list(member.id),
      };
    },

    async create(
      member: MemberRow,
      merchant: Merchant,
      args: WithdrawArgs,
      keyHeader: string | string[] | undefined,
    ): Promise<WithdrawValue> {
      refuseTrial(member);
      const key = idempotencyKeyOf(keyHeader);
      const currency = merchant.site.currency;
      const amount = requireAmount(args.amountMinor, currency);
      const bankAccountId = parseId(args.bankAccountId);
      // The payment password stays out of the remembered body: a hash of six digits is no secret.
      const body = { amountMinor: amount.toString(), bankAccountId: String(bankAccountId) };
      const request = {
        merchantCode: merchant.code,
        scope: memberScope(member),
        key,
        operation: 'cashier.withdraw',
        body,
      };
      // A retry of an answered request gets its stored reply before any limit or password check.
      const replay = await answered<WithdrawValue>(db, request);
      if (replay) return replay.reply;
      const settings = await moneySettings(db, merchant.code);
      // More than the balance and the method's maximum: the balance is what the member can act
      // on, so say that (issue 14 item 11). Only amounts refused anyway are looked at here, so a
      // repeat of an accepted request still gets its remembered answer.
      if (amount > settings.withdrawMax && amount > (await mainBalance(db, member.id))) throw insufficientBalance();
      requireWithin(amount, settings.withdrawMin, settings.withdrawMax, currency, 'A withdrawal');
      const accounts = await db.selectFrom('bank_accounts').select('id').where('member_id', '=', member.id).execute();
      if (accounts.length === 0)
        throw businessError(MoneyErrorCode.bankAccountRequired, 'Add a bank account in the security centre first.');
      if (bankAccountId === null || !accounts.some((a) => a.id === bankAccountId)) {
        throw businessError(MoneyErrorCode.notFound, 'Choose one of your own bank accounts.');
      }
      await paymentPasswords.verify(member, args.paymentPassword);
      const now = clock();
      const vendors = settings.gameWallets.map((w) => w.code);
      return once(db, { ...request, now }, async (trx) => {
        const id = await nextId(trx, 'withdrawals');
        const hold = await postMove(trx, {
          merchant: { code: merchant.code, currency },
          memberId: member.id,
          kind: 'withdrawal',
          idempotencyKey: `withdrawal:${id}:hold`,
          reference: `withdrawal:${id}`,
          from: { member: member.id, kind: 'main' },
          to: { house: 'withdrawals' },
          amount,
          now,
        });
        await trx
          .insertInto('withdrawals')
          .values({
            id,
            merchant_code: merchant.code,
            member_id: member.id,
            bank_account_id: bankAccountId,
            amount,
            created_at: now,
            hold_tx_id: hold.transactionId,
          })
          .execute();
        const row = await withdrawalRows(trx).where('w.id', '=', id).executeTakeFirstOrThrow();
        return { ...toWithdrawalRecord(row), balance: await memberBalance(trx, member.id, currency, vendors) };
      });
    },

    async list(member: MemberRow, args: WithdrawalRecordsArgs): Promise<Page<WithdrawalRecord>> {
      const range = optionalRange(args);
      const paging = pagingOf(args);
      const only = idFilterOf(args);
      if (only === 'none') return pageOf([], paging, 0);
      let query = withdrawalRows(db).where('w.member_id', '=', member.id);
      if (only !== null) query = query.where('w.id', '=', only);
      if (range) query = query.where('w.created_at', '>=', range.start).where('w.created_at', '<', range.end);
      if (args.status) query = query.where('w.status', '=', args.status);
      const [rows, total] = await Promise.all([
        query.orderBy('w.id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toWithdrawalRecord), paging, total.n);
    },

    /** Approved withdrawals waiting for the member's word, the soonest deadline first. */
    async confirmations(member: MemberRow): Promise<WithdrawalRecord[]> {
      const rows = await withdrawalRows(db)
        .where('w.member_id', '=', member.id)
        .where('w.status', '=', 'approved')
        .orderBy('w.confirm_by')
        .orderBy('w.id')
        .execute();
      return rows.map(toWithdrawalRecord);
    },

    /** The member's answer to an approved withdrawal: received, not received (with proof) or partly received. */
    async confirm(member: MemberRow, merchant: Merchant, args: WithdrawalConfirmArgs): Promise<WithdrawalRecord> {
      const id = parseId(args.withdrawalId);
      if (id === null) throw notFound();
      // Check the input before taking any lock; a bad proof or amount changes nothing.
      const proof = args.result === 'not_received' ? decodeProof(args.proof) : null;
      const received =
        args.result === 'partial' ? requireAmount(args.receivedMinor, merchant.site.currency, 'receivedMinor') : null;
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('withdrawals')
          .select(['id', 'amount', 'status', 'confirm_by'])
          .where('id', '=', id)
          .where('member_id', '=', member.id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound();
        if (row.status !== 'approved') {
          throw businessError(
            MoneyErrorCode.stateConflict,
            `This withdrawal is not waiting for your confirmation (it is ${row.status.replace('_', ' ')}).`,
          );
        }
        if (row.confirm_by && row.confirm_by.getTime() <= now.getTime()) {
          throw businessError(
            MoneyErrorCode.stateConflict,
            `The time to confirm this withdrawal ended at ` +
              `${row.confirm_by.toISOString().slice(0, 16).replace('T', ' ')} UTC; it counts as received.`,
          );
        }
        if (received !== null && received >= row.amount) {
          throw businessError(
            MoneyErrorCode.amountOutOfRange,
            `The amount received must be less than the ${moneyText(row.amount, merchant.site.currency)} withdrawn; ` +
              `if all of it arrived, confirm it as received.`,
          );
        }
        if (args.result === 'received') {
          await trx
            .updateTable('withdrawals')
            .set({ status: 'received', confirmed_at: now, received_amount: row.amount })
            .where('id', '=', id)
            .execute();
        } else if (proof) {
          await trx
            .insertInto('withdrawal_proofs')
            .values({ withdrawal_id: id, mime: proof.mime, bytes: proof.bytes, created_at: now })
            .execute();
          await trx
            .updateTable('withdrawals')
            .set({ status: 'not_received', confirmed_at: now })
            .where('id', '=', id)
            .execute();
        } else if (received !== null) {
          await trx
            .updateTable('withdrawals')
            .set({ status: 'partial', confirmed_at: now, received_amount: received })
            .where('id', '=', id)
            .execute();
        } else {
          throw badRequest('result must be received, not_received or partial.');
        }
        return toWithdrawalRecord(await withdrawalRows(trx).where('w.id', '=', id).executeTakeFirstOrThrow());
      });
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
