/**
 * `npm run ops -- crash …`:
 *   status   the current round (hash, phase, times) and the chain it belongs to
 *   step     one step of the round loop now (loop.ts): settles what crashed, opens the next round
 *   install  adds the crash game to a vendor's RNG games (once), so lobbies list and launch it
 *   chain    starts a new hash chain from a given secret; only on a test server (server/testClock.ts),
 *            so specs can know their rounds' crash points in advance: a real chain's secret is
 *            drawn by the server and never chosen by anyone
 */
import { invalidateCatalogue } from '../../games/catalogue';
import { OpsUsageError, type OpsCommand } from '../../ops/registry';
import { testClockInstalled } from '../../../testClock';
import { crashStep, startChain } from './loop';
import { currentRound, roundView } from './views';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
export const CRASH_GAME_CODE = (vendor: string) => `${vendor}_CRASH`;

export const crashOpsCommands: OpsCommand[] = [
  {
    path: ['crash', 'status'],
    summary: 'show the current crash round: id, chain, hash, phase and times',
    async run(_input, services) {
      const now = services.clock();
      const row = await currentRound(services.db);
      if (!row) return 'No crash round yet: the round loop opens one within a moment of the server starting.';
      const round = roundView(row, now);
      const bets = await services.db
        .selectFrom('crash_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', row.id)
        .executeTakeFirstOrThrow();
      return [
        `round ${round.id} (chain ${round.chainId}, #${round.roundNo}): ${round.phase}`,
        `hash ${round.hash}`,
        `opens ${new Date(round.opensAt).toISOString()}, takes off ${new Date(round.takeoffAt).toISOString()}`,
        round.crashPoint === null ? 'crash point: hidden until the crash' : `crashed at ${round.crashPoint / 100}×`,
        `bets: ${bets.n}`,
      ].join('\n');
    },
  },
  {
    path: ['crash', 'step'],
    summary: 'run one step of the crash round loop now (settle crashed rounds, open the next)',
    async run(_input, services) {
      const step = await crashStep(services.db, services.clock());
      return `settled ${step.settled.length} round(s)${step.opened === null ? '' : `, opened round ${step.opened}`}.`;
    },
  },
  {
    path: ['crash', 'install'],
    options: { vendor: { type: 'string', description: 'an RNG vendor code, e.g. PG' } },
    summary: "add the crash game to a vendor's RNG games (once)",
    async run({ options }, services) {
      const vendor = text(options.vendor);
      if (!vendor) throw new OpsUsageError('--vendor is required (an RNG vendor code such as PG).');
      const known = await services.db
        .selectFrom('game_vendors')
        .select('code')
        .where('code', '=', vendor)
        .where('game_type', '=', 'RNG')
        .executeTakeFirst();
      if (!known) throw new OpsUsageError(`There is no RNG vendor "${vendor}".`);
      const code = CRASH_GAME_CODE(vendor);
      const added = await services.db
        .insertInto('games')
        .values({
          game_code: code,
          vendor,
          game_type: 'RNG',
          game_name: 'Crash',
          display_names: JSON.stringify({}),
          engine: 'crash',
          // Listed after the vendor's other games: specs that open a vendor's first game still find a slot.
          sort: 1_000_000,
        })
        .onConflict((oc) => oc.column('game_code').doNothing())
        .returning('node_id')
        .executeTakeFirst();
      invalidateCatalogue(services.db);
      const row = await services.db
        .selectFrom('games')
        .select('node_id')
        .where('game_code', '=', code)
        .executeTakeFirstOrThrow();
      return `${added ? 'Added' : 'Already there:'} ${code} (node ${row.node_id}).`;
    },
  },
  {
    path: ['crash', 'chain'],
    options: {
      secret: { type: 'string', description: '64 lowercase hex characters' },
      length: { type: 'string', description: 'rounds in the chain (1 to 10000)' },
    },
    summary: 'start a new crash hash chain from a given secret (test servers only)',
    async run({ options }, services) {
      if (!testClockInstalled())
        throw new OpsUsageError(
          "This server's crash chain is drawn by the server: only a test server (tests/e2e/serve.ts) " +
            'takes a chosen secret. Nothing changed.',
        );
      const secret = text(options.secret) ?? '';
      const length = Number(text(options.length) ?? '100');
      if (!/^[0-9a-f]{64}$/.test(secret)) throw new OpsUsageError('--secret must be 64 lowercase hex characters.');
      if (!Number.isInteger(length) || length < 1 || length > 10_000)
        throw new OpsUsageError('--length must be a whole number from 1 to 10000.');
      const chain = await startChain(services.db, services.clock(), secret, length);
      return (
        `Chain ${chain.id} started (terminal hash ${chain.terminal_hash}); ` +
        'its first round opens after the current one.'
      );
    },
  },
];
