/**
 * Sessions: 256-bit random tokens, stored only as their SHA-256. A session
 * lives while it is used (12 h idle timeout, sliding) and at most 7 days. Every request reads
 * the database, so a revoked session (logout, password change, disabled account) is dead on the
 * very next request, on every instance.
 */
import { sql, type AliasedRawBuilder, type Kysely, type Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { DB, MembersTable } from '../../db/schema';
import type { SessionOrigin } from '../../../src/shared/wire/auth';
import { randomToken, sha256Hex, TOKEN_PATTERN } from './tokens';

export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
/** The idle deadline is pushed forward at most once a minute, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export type MemberRow = Selectable<MembersTable>;

/**
 * Columns a route reads in the same statement as its session check, so that the check and the
 * route's own read are one round trip (requireMember.ts, route config `sessionColumns`). Each is
 * a scalar subquery that may refer to the member as `members.id`; its alias (which no members
 * column may have) names it in `ResolvedSession.columns`. Pass a constant array: each is one
 * more prepared statement (server/db/prepared.ts). The balance call reads the wallets this way
 * (ledger/balances.ts).
 */
export type SessionColumns = readonly AliasedRawBuilder<unknown, string>[];

export type ResolvedSession = {
  tokenHash: string;
  origin: SessionOrigin;
  member: MemberRow;
  /** The route's `sessionColumns`, by alias; empty for any other route. */
  columns: Readonly<Record<string, unknown>>;
};

/** Values no caller sends, standing for the session check's arguments while it is compiled. */
const SAMPLE: [string[], string[], Date] = [['\u0000token hash'], ['\u0000merchant code'], new Date(0)];

/** The most session checks sent as one statement; more wait for the next one. */
const MAX_BATCH = 64;

export function createSessionService(db: Kysely<DB>, clock: () => Date) {
  /**
   * The live sessions among some token hashes at `now`, with their active members. Each row
   * names its token hash and merchant: resolve() accepts a row only for the very token and
   * merchant it asked about.
   */
  const check = (tokenHashes: string[], merchantCodes: string[], now: Date) =>
    db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .selectAll('members')
      .select([
        'sessions.token_hash as session_token_hash',
        'sessions.merchant_code as session_merchant_code',
        'sessions.origin as session_origin',
        'sessions.last_seen_at as session_seen',
        'sessions.expires_at as session_expires',
      ])
      .where('sessions.token_hash', '=', sql<string>`any(${tokenHashes}::text[])`)
      .where('sessions.merchant_code', '=', sql<string>`any(${merchantCodes}::text[])`)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.idle_expires_at', '>', now)
      .where('sessions.expires_at', '>', now)
      .where('members.status', '=', 'active');
  type CheckRow = Awaited<ReturnType<ReturnType<typeof check>['executeTakeFirstOrThrow']>> & Record<string, unknown>;
  type Check = (...args: typeof SAMPLE) => Promise<CheckRow[]>;
  // Prepared (server/db/prepared.ts): built once, planned by PostgreSQL once per connection; one
  // more for each set of columns a route reads with it.
  const NO_COLUMNS: SessionColumns = [];
  const checks = new Map<SessionColumns, Check>();
  const checkWith = (columns: SessionColumns): Check => {
    let run = checks.get(columns);
    if (!run) {
      run = preparedQuery(
        db,
        (...args: typeof SAMPLE) => (columns.length ? check(...args).select(columns) : check(...args)),
        SAMPLE,
      ) as Check;
      checks.set(columns, run);
    }
    return run;
  };

  /**
   * The session checks asked for while the server handles one round of incoming requests go
   * to PostgreSQL as one statement (issue 15): on a busy server each request no longer pays a
   * round trip of its own, and a quiet one waits only for the end of the current event-loop
   * turn. The statement runs after every check in it was asked for, so none is answered from
   * older data than a statement of its own would have read.
   */
  type Waiting = {
    tokenHash: string;
    merchantCode: string;
    answer: (row: CheckRow | undefined) => void;
    fail: (error: unknown) => void;
  };
  const batches = new Map<SessionColumns, Waiting[]>();

  async function send(columns: SessionColumns, batch: Waiting[]): Promise<void> {
    try {
      const hashes = [...new Set(batch.map((w) => w.tokenHash))];
      const merchants = [...new Set(batch.map((w) => w.merchantCode))];
      const rows = await checkWith(columns)(hashes, merchants, clock());
      const byHash = new Map(rows.map((row) => [row.session_token_hash, row]));
      for (const w of batch) {
        const row = byHash.get(w.tokenHash);
        w.answer(row && row.session_merchant_code === w.merchantCode ? row : undefined);
      }
    } catch (error) {
      for (const w of batch) w.fail(error);
    }
  }

  function lookup(tokenHash: string, merchantCode: string, columns: SessionColumns): Promise<CheckRow | undefined> {
    const key = columns.length ? columns : NO_COLUMNS;
    return new Promise((answer, fail) => {
      let batch = batches.get(key);
      if (!batch) {
        const fresh: Waiting[] = [];
        batch = fresh;
        batches.set(key, fresh);
        setImmediate(() => {
          if (batches.get(key) === fresh) batches.delete(key);
          void send(key, fresh);
        });
      }
      batch.push({ tokenHash, merchantCode, answer, fail });
      // A full batch takes no more checks: the next one starts another.
      if (batch.length >= MAX_BATCH) batches.delete(key);
    });
  }

  return {
    /** Starts a session; returns the token, which exists nowhere else from now on. */
    async create(member: Pick<MemberRow, 'id' | 'merchant_code'>, origin: SessionOrigin, ip: string): Promise<string> {
      const token = randomToken();
      const now = clock();
      await db
        .insertInto('sessions')
        .values({
          token_hash: sha256Hex(token),
          member_id: member.id,
          merchant_code: member.merchant_code,
          origin,
          ip,
          created_at: now,
          last_seen_at: now,
          idle_expires_at: new Date(now.getTime() + SESSION_IDLE_MS),
          expires_at: new Date(now.getTime() + SESSION_MAX_MS),
        })
        .execute();
      return token;
    },

    /**
     * The live session of a token for this merchant, with its active member; else undefined.
     * `columns` are read in the same statement, and only when the session is live. A request is
     * the member doing something and pushes the idle deadline forward, unless `activity` is
     * false (the desktop app's event stream, which would otherwise keep a session alive all day).
     */
    async resolve(
      token: string,
      merchantCode: string,
      columns: SessionColumns = NO_COLUMNS,
      activity = true,
    ): Promise<ResolvedSession | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const now = clock();
      const tokenHash = sha256Hex(token);
      const row = await lookup(tokenHash, merchantCode, columns);
      if (!row) return undefined;
      const {
        session_token_hash: _hash,
        session_merchant_code: _merchant,
        session_origin,
        session_seen,
        session_expires,
        ...rest
      } = row;
      // The extra columns come off the row, so the member is exactly the members row.
      const read: Record<string, unknown> = {};
      for (const column of columns) {
        const name = column.alias as string;
        read[name] = rest[name];
        delete rest[name];
      }
      const member = rest as MemberRow;
      if (activity && now.getTime() - session_seen.getTime() > TOUCH_AFTER_MS) {
        const idle = Math.min(now.getTime() + SESSION_IDLE_MS, session_expires.getTime());
        await db
          .updateTable('sessions')
          .set({ last_seen_at: now, idle_expires_at: new Date(idle) })
          .where('token_hash', '=', tokenHash)
          .execute();
      }
      return { tokenHash, origin: session_origin as SessionOrigin, member, columns: read };
    },

    async revoke(token: string, merchantCode: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: clock() })
        .where('token_hash', '=', sha256Hex(token))
        .where('merchant_code', '=', merchantCode)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends every live session of a member; returns how many there were. */
    async revokeAll(memberId: bigint): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: clock() })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
