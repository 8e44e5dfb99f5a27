/**
 * Deposits, the member's side: the methods on offer, starting a deposit (pending until the payment
 * side settles it, see depositSettlement.ts) and the member's deposit records.
 */
import type { Kysely } from 'kysely';
import type {
  DepositArgs,
  DepositCancelArgs,
  DepositRecord,
  DepositRecordsArgs,
  DepositSettingsValue,
} from '../../../src/shared/wire/cashier';
import { isTrialType } from '../../../src/shared/wire/auth';
import type { Page } from '../../../src/shared/wire/paging';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { optionalRange } from '../../http/dateRange';
import { businessError } from '../../http/errors';
import { pageOf, pagingOf } from '../../http/paging';
import type { MemberRow } from '../auth/sessions';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import type { Merchant } from '../system/service';
import { requireAmount, requireWithin } from '../wallet/amounts';
import { memberScope, refuseTrial } from '../wallet/guards';
import { cancelDeposit, insertDeposit, type DepositRow } from './depositSettlement';
import { idFilterOf } from './idFilter';
import { payTokenHash, type PayTokens } from './payToken';

/** Unfinished deposits a member may have open at once: enough for real use, not for flooding. */
export const MAX_PENDING_DEPOSITS = 10;

type Deps = { db: Kysely<DB>; clock: () => Date; payTokens: PayTokens };

export function createDeposits({ db, clock, payTokens }: Deps) {
  const methodsOf = (merchantCode: string) =>
    db
      .selectFrom('deposit_methods')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();

  async function toRecords(rows: DepositRow[]): Promise<DepositRecord[]> {
    const first = rows[0];
    if (!first) return [];
    const names = new Map(
      (
        await db
          .selectFrom('deposit_methods')
          .select(['id', 'name'])
          .where('merchant_code', '=', first.merchant_code)
          .execute()
      ).map((m) => [m.id, m.name]),
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      methodId: row.method_id,
      methodName: names.get(row.method_id) ?? row.method_id,
      amountMinor: row.amount.toString(),
      status: row.status,
      createdAt: row.created_at.getTime(),
      settledAt: row.settled_at?.getTime() ?? null,
      transactionId: row.transaction_id?.toString() ?? null,
      payUrl: row.status === 'pending' ? payTokens.urlFor(row.id) : null,
    }));
  }

  return {
    async settings(member: MemberRow, merchant: Merchant): Promise<DepositSettingsValue> {
      const methods = await methodsOf(merchant.code);
      return {
        allowDeposit: methods.length > 0 && !isTrialType(member.type) ? 'Y' : 'N',
        methods: methods.map((m) => ({
          id: m.id,
          kind: m.kind,
          name: m.name,
          minMinor: m.min_amount.toString(),
          maxMinor: m.max_amount.toString(),
        })),
      };
    },

    async create(
      member: MemberRow,
      merchant: Merchant,
      args: DepositArgs,
      keyHeader: string | string[] | undefined,
    ): Promise<DepositRecord> {
      refuseTrial(member);
      const key = idempotencyKeyOf(keyHeader);
      const method = (await methodsOf(merchant.code)).find((m) => m.id === args.methodId);
      if (!method)
        throw businessError(
          MoneyErrorCode.notFound,
          'This deposit method is not available. Please choose another one.',
        );
      const currency = merchant.site.currency;
      const amount = requireAmount(args.amountMinor, currency);
      requireWithin(amount, method.min_amount, method.max_amount, currency, `A deposit by ${method.name}`);
      const now = clock();
      const body = { methodId: method.id, amountMinor: amount.toString() };
      // The remembered reply is the record without its pay URL; the URL is derived again below.
      const row = await once(
        db,
        { merchantCode: merchant.code, scope: memberScope(member), key, operation: 'cashier.deposit', body, now },
        async (trx) => {
          const pending = await trx
            .selectFrom('deposits')
            .select((eb) => eb.fn.countAll<bigint>().as('n'))
            .where('member_id', '=', member.id)
            .where('status', '=', 'pending')
            .executeTakeFirstOrThrow();
          if (pending.n >= BigInt(MAX_PENDING_DEPOSITS)) {
            throw businessError(
              MoneyErrorCode.stateConflict,
              `You have ${MAX_PENDING_DEPOSITS} unfinished deposits. Please complete or cancel one of them before ` +
                `starting another.`,
            );
          }
          const inserted = await insertDeposit(
            trx,
            { merchantCode: merchant.code, memberId: member.id, methodId: method.id, amount, now },
            (id) => payTokenHash(payTokens.tokenFor(id)),
          );
          return { id: inserted.id.toString() };
        },
      );
      const stored = await db
        .selectFrom('deposits')
        .selectAll()
        .where('id', '=', BigInt(row.id))
        .executeTakeFirstOrThrow();
      return (await toRecords([stored]))[0]!;
    },

    /**
     * The member cancels one of their pending deposits (the deposit list's Cancel): it shows as
     * "Cancelled" and no longer counts against MAX_PENDING_DEPOSITS. Cancelling a cancelled one
     * again answers it unchanged (a repeated click); a credited or failed one is refused.
     */
    async cancel(member: MemberRow, args: DepositCancelArgs): Promise<DepositRecord> {
      const id = /^[1-9][0-9]{0,17}$/.test(args.depositId) ? BigInt(args.depositId) : null;
      const own =
        id === null
          ? undefined
          : await db
              .selectFrom('deposits')
              .select('id')
              .where('id', '=', id)
              .where('member_id', '=', member.id)
              .executeTakeFirst();
      if (!own)
        throw businessError(
          MoneyErrorCode.notFound,
          'There is no such deposit of yours. Reload your deposits to see them.',
        );
      const outcome = await cancelDeposit(db, own.id, clock());
      if (!outcome.found) throw new Error(`deposit ${own.id} vanished`);
      const { status } = outcome.deposit;
      if (status === 'credited' || status === 'failed') {
        throw businessError(
          MoneyErrorCode.stateConflict,
          status === 'credited'
            ? 'This deposit was already paid and credited, so it cannot be cancelled.'
            : 'This deposit already failed; there is nothing to cancel.',
        );
      }
      return (await toRecords([outcome.deposit]))[0]!;
    },

    async list(member: MemberRow, args: DepositRecordsArgs): Promise<Page<DepositRecord>> {
      const range = optionalRange(args);
      const paging = pagingOf(args);
      const only = idFilterOf(args);
      if (only === 'none') return pageOf([], paging, 0);
      let query = db.selectFrom('deposits').where('member_id', '=', member.id);
      if (only !== null) query = query.where('id', '=', only);
      if (range) query = query.where('created_at', '>=', range.start).where('created_at', '<', range.end);
      if (args.status) query = query.where('status', '=', args.status);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
        query.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(await toRecords(rows), paging, total.n);
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
