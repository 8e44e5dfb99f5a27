/**
 * Secrets the server makes for itself (the wire RSA key, the local Firebase signing key, the
 * deposit pay-token key), kept in server_keys: made once, so they survive restarts and every
 * instance on one database uses the same one.
 */
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** The stored value of key `name`, made with `generate` and stored first if there is none. */
export async function loadServerKey(
  db: Kysely<DB>,
  name: string,
  generate: () => Record<string, string>,
): Promise<Record<string, string>> {
  const read = () => db.selectFrom('server_keys').select('value').where('name', '=', name);
  let row = await read().executeTakeFirst();
  if (!row) {
    // Two instances may race here: the first insert wins and both read it back.
    await db
      .insertInto('server_keys')
      .values({ name, value: JSON.stringify(generate()) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read().executeTakeFirstOrThrow();
  }
  return row.value;
}
