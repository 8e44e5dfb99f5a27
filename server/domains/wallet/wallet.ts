/**
 * The member's wallets: the balance call, the merchant's wallet mode, transfers between the main
 * wallet and the vendors' game wallets, and transfers to the upline agent. Every transfer is one
 * ledger post inside `once`, so a repeated Idempotency-Key answers the first reply and moves
 * nothing, and a refused transfer (insufficient balance…) leaves no trace.
 */
import type { Kysely } from 'kysely';
import { isTrialType } from '../../../src/shared/wire/auth';
import {
  AccountType,
  MAIN_WALLET,
  MoneyErrorCode,
  type BalanceValue,
  type MerchantWalletValue,
  type MoneyMoveValue,
  type UplineTransferArgs,
  type UplineValue,
  type WalletTransferArgs,
} from '../../../src/shared/wire/wallet';
import { formatMinor } from '../../../src/shared/money';
import type { DB } from '../../db/schema';
import { badInput, businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { balanceValue, memberBalance, type BalanceRows } from '../ledger/balances';
import { answered, idempotencyKeyOf, once } from '../ledger/idempotency';
import { post, type AccountRef } from '../ledger/post';
import type { PaymentPasswords } from '../security/paymentPassword';
import type { Merchant } from '../system/service';
import { requireAmount, type Currency } from './amounts';
import { memberScope, refuseTrial } from './guards';
import { moneySettings, moneySettingsCopy } from './moneySettings';

type Deps = { db: Kysely<DB>; clock: () => Date; paymentPasswords: PaymentPasswords };
type KeyHeader = string | string[] | undefined;

/** A trial account's play money, shaped like a real balance (it has no ledger accounts). */
function trialBalance(member: MemberRow, currency: Currency): BalanceValue {
  const main = member.demo_balance;
  const entry = (accountTypeId: number, minor: bigint) => ({
    accountTypeId,
    vendor: '',
    availBalance: formatMinor(minor, currency.minorUnits),
    availBalanceMinor: minor.toString(),
  });
  return {
    sumBalance: formatMinor(main, currency.minorUnits),
    sumBalanceMinor: main.toString(),
    balance: [entry(AccountType.main, main), entry(AccountType.bonus, 0n)],
    currency: currency.code,
    currencySymbol: currency.symbol,
    minorUnits: currency.minorUnits,
    heldMinor: '0',
  };
}

export function createWallet({ db, clock, paymentPasswords }: Deps) {
  const settingsOf = moneySettingsCopy(db);
  const vendorCodes = async (merchantCode: string) => (await settingsOf(merchantCode)).gameWallets.map((w) => w.code);

  return {
    /** `rows`: the member's rows when the session check already read them (wallet/routes.ts). */
    async balance(member: MemberRow, merchant: Merchant, rows?: BalanceRows): Promise<BalanceValue> {
      const currency = merchant.site.currency;
      if (isTrialType(member.type)) return trialBalance(member, currency);
      const vendors = await vendorCodes(merchant.code);
      return rows ? balanceValue(rows, currency, vendors) : memberBalance(db, member.id, currency, vendors);
    },

    async merchantWallet(merchant: Merchant): Promise<MerchantWalletValue> {
      const settings = await moneySettings(db, merchant.code);
      return { isSingle: settings.walletSingle, vendors: settings.gameWallets };
    },

    async transfer(
      member: MemberRow,
      merchant: Merchant,
      args: WalletTransferArgs,
      keyHeader: KeyHeader,
    ): Promise<MoneyMoveValue> {
      refuseTrial(member);
      const settings = await moneySettings(db, merchant.code);
      if (settings.walletSingle) {
        throw businessError(
          MoneyErrorCode.walletSingle,
          'This site has a single wallet: games play from your main wallet, so no transfer is needed.',
        );
      }
      const key = idempotencyKeyOf(keyHeader);
      const vendors = settings.gameWallets.map((w) => w.code);
      const walletOf = (ref: string): AccountRef => {
        if (ref === MAIN_WALLET) return { member: member.id, kind: 'main' };
        if (vendors.includes(ref)) return { member: member.id, kind: 'game', vendor: ref };
        throw businessError(
          MoneyErrorCode.walletUnknown,
          `There is no wallet "${ref.slice(0, 20)}". Choose ${[MAIN_WALLET, ...vendors].join(', ')}.`,
        );
      };
      const from = walletOf(args.from);
      const to = walletOf(args.to);
      if (args.from === args.to)
        throw badInput('Choose two different wallets to transfer between.', { field: 'to', reason: 'same' });
      const currency = merchant.site.currency;
      const amount = requireAmount(args.amountMinor, currency);
      const now = clock();
      const body = { from: args.from, to: args.to, amountMinor: amount.toString() };
      return once(
        db,
        { merchantCode: merchant.code, scope: memberScope(member), key, operation: 'wallet.transfer', body, now },
        async (trx) => {
          const posted = await post(trx, {
            merchantCode: merchant.code,
            currency: currency.code,
            kind: 'transfer',
            idempotencyKey: `transfer:${member.id}:${key}`,
            reference: `transfer:${args.from}:${args.to}`,
            memberId: member.id,
            postings: [
              { account: from, amount: -amount },
              { account: to, amount },
            ],
            now,
          });
          return {
            transactionId: posted.transactionId.toString(),
            balance: await memberBalance(trx, member.id, currency, vendors),
          };
        },
      );
    },

    async upline(member: MemberRow): Promise<UplineValue> {
      const parent =
        member.parent_id === null
          ? undefined
          : await db.selectFrom('members').select('username').where('id', '=', member.parent_id).executeTakeFirst();
      return parent ? { hasUpline: true, uplineAccount: parent.username } : { hasUpline: false, uplineAccount: '' };
    },

    async transferUpline(
      member: MemberRow,
      merchant: Merchant,
      args: UplineTransferArgs,
      keyHeader: KeyHeader,
    ): Promise<MoneyMoveValue> {
      refuseTrial(member);
      const key = idempotencyKeyOf(keyHeader);
      const currency = merchant.site.currency;
      const amount = requireAmount(args.amountMinor, currency);
      // The payment password stays out of the remembered body: a hash of six digits is no secret.
      const body = { amountMinor: amount.toString() };
      const request = {
        merchantCode: merchant.code,
        scope: memberScope(member),
        key,
        operation: 'wallet.transferUpline',
        body,
      };
      // A retry of an answered request gets its stored reply before any password check.
      const replay = await answered<MoneyMoveValue>(db, request);
      if (replay) return replay.reply;
      const upline =
        member.parent_id === null
          ? undefined
          : await db
              .selectFrom('members')
              .select(['id', 'status'])
              .where('id', '=', member.parent_id)
              .where('merchant_code', '=', merchant.code)
              .executeTakeFirst();
      if (!upline) throw businessError(MoneyErrorCode.noUpline, 'You have no upline agent to transfer to.');
      if (upline.status !== 'active')
        throw businessError(
          MoneyErrorCode.noUpline,
          'Your upline agent cannot receive transfers at the moment. Please contact customer service.',
        );
      await paymentPasswords.verify(member, args.paymentPassword);
      const vendors = await vendorCodes(merchant.code);
      const now = clock();
      return once(db, { ...request, now }, async (trx) => {
        const posted = await post(trx, {
          merchantCode: merchant.code,
          currency: currency.code,
          kind: 'upline_transfer',
          idempotencyKey: `upline:${member.id}:${key}`,
          reference: `upline:${upline.id}`,
          memberId: member.id,
          postings: [
            { account: { member: member.id, kind: 'main' }, amount: -amount },
            { account: { member: upline.id, kind: 'main' }, amount },
          ],
          now,
        });
        return {
          transactionId: posted.transactionId.toString(),
          balance: await memberBalance(trx, member.id, currency, vendors),
        };
      });
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
