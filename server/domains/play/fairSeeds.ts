/**
 * The members' fairness seed pairs (fair_seeds): one active pair per member, made on first use.
 * A round takes the pair's next nonce under a row lock, so two rounds never share a nonce.
 * Rotating reveals the active server seed (revealed_at) and starts a new pair; it is refused
 * while a hi-lo round of that seed is open, because the revealed seed would tell its next cards.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { FairSeedsTable } from '../../db/schemaGames';
import { badRequest, businessError } from '../../http/errors';
import type { Trx } from '../ledger/post';
import { CLIENT_SEED_RE, sha256Hex } from './shared/fairness';
import { PlayErrorCode, type FairView, type RotateValue } from './shared/playApi';

export type SeedRow = Selectable<FairSeedsTable>;
type Db = Kysely<DB>;

export const fairView = (seed: SeedRow): FairView => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nextNonce: seed.next_nonce,
});

const newClientSeed = () => randomBytes(8).toString('hex');

async function insertPair(db: Db | Trx, memberId: bigint, clientSeed: string, now: Date): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  await db
    .insertInto('fair_seeds')
    .values({
      member_id: memberId,
      server_seed: serverSeed,
      server_seed_hash: await sha256Hex(serverSeed),
      client_seed: clientSeed,
      created_at: now,
    })
    // One active pair per member (partial unique index): a pair made meanwhile wins.
    .onConflict((oc) => oc.column('member_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

const activeQuery = (db: Db | Trx, memberId: bigint) =>
  db.selectFrom('fair_seeds').selectAll().where('member_id', '=', memberId).where('revealed_at', 'is', null);

/** The member's active pair, made now if there is none. */
export async function activeSeed(db: Db | Trx, memberId: bigint, now: Date): Promise<SeedRow> {
  const found = await activeQuery(db, memberId).executeTakeFirst();
  if (found) return found;
  await insertPair(db, memberId, newClientSeed(), now);
  return activeQuery(db, memberId).executeTakeFirstOrThrow();
}

/** The active pair, locked for this transaction (rounds and rotations of a member queue here). */
export async function lockActiveSeed(trx: Trx, memberId: bigint, now: Date): Promise<SeedRow> {
  await activeSeed(trx, memberId, now);
  return activeQuery(trx, memberId).forUpdate().executeTakeFirstOrThrow();
}

/** Takes the locked pair's next nonce. */
export async function takeNonce(trx: Trx, seed: SeedRow): Promise<number> {
  await trx
    .updateTable('fair_seeds')
    .set({ next_nonce: seed.next_nonce + 1 })
    .where('id', '=', seed.id)
    .execute();
  return seed.next_nonce;
}

export function checkClientSeed(value: unknown): string {
  if (typeof value !== 'string' || !CLIENT_SEED_RE.test(value)) {
    throw badRequest('The client seed must be 1–64 visible characters (letters, digits or symbols, no spaces).');
  }
  return value;
}

/** Reveals the active server seed and starts a new pair (with a new client seed when given). */
export async function rotateSeed(db: Db, memberId: bigint, now: Date, clientSeed?: string): Promise<RotateValue> {
  return db.transaction().execute(async (trx) => {
    const seed = await lockActiveSeed(trx, memberId, now);
    const open = await trx
      .selectFrom('game_rounds')
      .select('round_key')
      .where('seed_id', '=', seed.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open) {
      throw businessError(
        PlayErrorCode.roundOpen,
        'Finish the open hi-lo round first: revealing the server seed now would reveal its next cards.',
      );
    }
    await trx.updateTable('fair_seeds').set({ revealed_at: now }).where('id', '=', seed.id).execute();
    await insertPair(trx, memberId, clientSeed ?? seed.client_seed, now);
    const next = await activeQuery(trx, memberId).executeTakeFirstOrThrow();
    return {
      revealed: {
        serverSeed: seed.server_seed,
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        rounds: seed.next_nonce,
      },
      fair: fairView(next),
    };
  });
}
