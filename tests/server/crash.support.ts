/**
 * Helpers of the crash tests: a crash game in the test catalogue, and rounds whose crash points
 * are known in advance (a chain secret found by search over a fixed sequence: deterministic).
 */
import { createHash } from 'node:crypto';
import { chainSeed, crashPointFor } from '../../server/domains/play/crash/chain';
import { crashStep, startChain } from '../../server/domains/play/crash/loop';
import { PAUSE_MS } from '../../server/domains/play/crash/timeline';
import type { TestServer } from './helper';
import { seedTestGames, VENDOR } from './play.support';

export const CRASH_CODE = 'zz-test-crash';

export async function seedCrashGame(server: TestServer): Promise<number> {
  await seedTestGames(server);
  const row = await server.services.db
    .insertInto('games')
    .values({
      game_code: CRASH_CODE,
      vendor: VENDOR,
      game_type: 'RNG',
      game_name: 'Test Crash',
      display_names: '{}',
      engine: 'crash',
    })
    .onConflict((oc) => oc.column('game_code').doUpdateSet({ enabled: true }))
    .returning('node_id')
    .executeTakeFirstOrThrow();
  return Number(row.node_id);
}

/** A chain secret of `length` rounds whose first crash points satisfy `wanted`. */
export async function secretFor(length: number, wanted: (points: number[]) => boolean, count = 1) {
  for (let i = 0; i < 5_000; i += 1) {
    const secret = createHash('sha256').update(`crash-test-${i}`).digest('hex');
    const points: number[] = [];
    for (let n = 1; n <= count; n += 1) points.push(await crashPointFor(chainSeed(secret, length, n), n));
    if (wanted(points)) return { secret, points };
  }
  throw new Error('no secret in the sequence gives the wanted crash points');
}

/**
 * Lets the current round end (moving the test clock past its crash and the pause), starts a
 * chain whose first round crashes at a point `wanted` accepts, and opens that round now.
 */
export async function freshRound(server: TestServer, wanted: (point: number) => boolean) {
  const { db } = server.services;
  const latest = await db.selectFrom('crash_rounds').select('crash_at').orderBy('id', 'desc').executeTakeFirst();
  if (latest && latest.crash_at.getTime() + PAUSE_MS > server.clock.now.getTime())
    server.clock.advance(latest.crash_at.getTime() + PAUSE_MS - server.clock.now.getTime());
  await crashStep(db, server.clock.now);
  const { secret, points } = await secretFor(10, (p) => wanted(p[0]!));
  await startChain(db, server.clock.now, secret, 10);
  // The round the step above opened must end before the chain's first round opens.
  const open = await db.selectFrom('crash_rounds').select('crash_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
  server.clock.advance(Math.max(0, open.crash_at.getTime() + PAUSE_MS - server.clock.now.getTime()));
  const step = await crashStep(db, server.clock.now);
  const round = await db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('id', '=', step.opened!)
    .executeTakeFirstOrThrow();
  if (round.crash_point !== points[0]) throw new Error('the fresh round is not the chain\u2019s first');
  return round;
}
