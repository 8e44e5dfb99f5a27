/**
 * `npm run ops -- providers effects <id> --rounds <prefix>` (read only): each transaction the
 * provider sent on the rounds whose id starts with the prefix, its answer, and the ledger
 * transactions it caused; and any ledger transaction on those rounds that no accepted provider
 * transaction explains (a refund by the platform's sweep, or a double effect). What a provider,
 * or the simulator's attack mode (tools/provider-sim/attack.ts), checks "one ledger effect per
 * accepted transaction id" against.
 *
 * A ledger transaction of a round (betting/rounds.ts roundReference, one per kind and round) is
 * the effect of the accepted provider call on that round that makes its kind: a bet of bet or
 * bet-and-win, a payout of win or bet-and-win, a refund of rollback.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProviderCall } from '../../db/schemaProviders';
import { roundReference } from '../betting/rounds';

/** Round ids are [A-Za-z0-9_.:-]; the prefix leaves out "_", which LIKE reads as a wildcard. */
export const ROUND_PREFIX_RE = /^[A-Za-z0-9.:-]{3,100}$/;

const MAKERS: Record<string, readonly ProviderCall[]> = {
  bet: ['bet', 'bet_and_win'],
  payout: ['win', 'bet_and_win'],
  refund: ['rollback'],
};

export type ProviderEffect = {
  txnId: string;
  call: ProviderCall;
  success: boolean;
  /** The refusal's code; '' for an accepted call. */
  code: string;
  roundId: string;
  /** The ledger transactions this call caused, as "<kind>:<ledger id>". */
  effects: string[];
};

export type ProviderEffects = {
  transactions: ProviderEffect[];
  /** Ledger transactions on these rounds that no accepted call explains, as "<kind>:<ledger id> <round>". */
  unexplained: string[];
};

export async function providerEffects(db: Kysely<DB>, providerId: string, prefix: string): Promise<ProviderEffects> {
  const rows = await db
    .selectFrom('provider_transactions')
    .select(['txn_id', 'call', 'success', 'answer', 'round_id', 'member_id'])
    .where('provider_id', '=', providerId)
    .where('round_id', 'like', `${prefix}%`)
    .where('call', '!=', 'rolled_back')
    .orderBy('id')
    .execute();
  const vendors = await db
    .selectFrom('provider_vendors')
    .select('vendor')
    .where('provider_id', '=', providerId)
    .execute();
  const ledger = vendors.length
    ? await db
        .selectFrom('ledger_transactions')
        .select(['id', 'kind', 'reference', 'member_id'])
        .where((eb) => eb.or(vendors.map((v) => eb('reference', 'like', `${roundReference(v.vendor, prefix)}%`))))
        .orderBy('id')
        .execute()
    : [];
  const transactions: ProviderEffect[] = rows.map((row) => ({
    txnId: row.txn_id,
    call: row.call,
    success: row.success,
    code: row.success ? '' : ((row.answer as { errorCode?: string } | null)?.errorCode ?? ''),
    roundId: row.round_id,
    effects: [],
  }));
  const unexplained: string[] = [];
  for (const entry of ledger) {
    const roundId = entry.reference.split(':').slice(2).join(':');
    const makers = transactions.filter(
      (t, i) =>
        t.success &&
        t.roundId === roundId &&
        rows[i]!.member_id === entry.member_id &&
        (MAKERS[entry.kind] ?? []).includes(t.call),
    );
    if (makers.length === 1) makers[0]!.effects.push(`${entry.kind}:${entry.id}`);
    else unexplained.push(`${entry.kind}:${entry.id} ${roundId}`);
  }
  return { transactions, unexplained };
}

export function effectsText({ transactions, unexplained }: ProviderEffects): string {
  const lines = transactions.map(
    (t) =>
      `${t.txnId.padEnd(28)} ${t.call.padEnd(11)} ${(t.success ? 'accepted' : t.code).padEnd(22)} ` +
      `${t.roundId.padEnd(24)} ${t.effects.join(', ') || '-'}`,
  );
  lines.push(
    `${transactions.length} transaction(s), ${transactions.filter((t) => t.success).length} accepted; ` +
      (unexplained.length
        ? `ledger transactions no call explains: ${unexplained.join('; ')}`
        : 'every ledger effect explained.'),
  );
  return lines.join('\n');
}
