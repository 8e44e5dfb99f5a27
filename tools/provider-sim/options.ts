/**
 * The simulator's command line (cli.ts): options, their defaults (the demo data's provider,
 * src/shared/providers/demoSimulator.ts) and the behaviours a session can have (rounds.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_SIMULATOR } from '../../src/shared/providers/demoSimulator';
import { CALM, type Behaviour } from './rounds';

export const BEHAVIOURS: Record<string, Behaviour> = {
  calm: CALM,
  /** Every awkwardness a real vendor shows now and then, often enough to see in one session. */
  awkward: { duplicates: 0.3, lostAnswers: 0.2, winBeforeBet: 0.2, rollbacks: 0.1 },
};

export const USAGE = `Usage: npm run provider:sim -- --port <port> --server <platform origin> [options]
  --provider <id>        the provider id the operator registered (default ${DEMO_SIMULATOR.providerId})
  --secret <secret>      its shared secret (default: the demo's, or PROVIDER_SIM_SECRET)
  --behaviour <name>     calm (default) or awkward: duplicates, lost answers, win before bet, rollbacks
  --public-url <origin>  where players reach this simulator (default http://127.0.0.1:<port>)
  --attack               run the attack mode against the server and exit
  --follow-platform-clock  date calls by the platform's clock as its signed launch requests show it
                         (a test server whose clock was moved: tests/e2e/serve.ts)
  attack mode: --member <username> --password <password> --merchant <code> --game <game code>
               --data-dir <the server's DATA_DIR, for the ops secret> --burst <calls> --foreign-address <ip>`;

export type CliOptions = {
  port: number;
  server: string;
  provider: string;
  secret: string;
  behaviour: Behaviour;
  publicUrl?: string;
  attack: boolean;
  followPlatformClock: boolean;
  member: string;
  password: string;
  merchant: string;
  game: string;
  dataDir: string;
  burst: number;
  foreignAddress: string;
};

/** The command line as options; throws a message for the person typing it. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string', default: String(DEMO_SIMULATOR.port) },
      server: { type: 'string', default: 'http://127.0.0.1:8080' },
      provider: { type: 'string', default: DEMO_SIMULATOR.providerId },
      secret: { type: 'string' },
      behaviour: { type: 'string', default: 'calm' },
      'public-url': { type: 'string' },
      attack: { type: 'boolean', default: false },
      'follow-platform-clock': { type: 'boolean', default: false },
      member: { type: 'string', default: 'demo_player' },
      password: { type: 'string', default: 'Player2026' },
      merchant: { type: 'string', default: 'demo' },
      game: { type: 'string', default: 'sim-fruits' },
      'data-dir': { type: 'string', default: env.DATA_DIR ?? 'data' },
      burst: { type: 'string', default: '1000' },
      'foreign-address': { type: 'string', default: '127.0.0.2' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${values.port}".`);
  let server: URL;
  try {
    server = new URL(values.server);
  } catch {
    throw new Error(`--server must be the platform's origin, like http://127.0.0.1:8080, got "${values.server}".`);
  }
  const behaviour = BEHAVIOURS[values.behaviour];
  if (!behaviour) throw new Error(`--behaviour is one of ${Object.keys(BEHAVIOURS).join(', ')}.`);
  const burst = Number(values.burst);
  if (!Number.isInteger(burst) || burst < 4 || burst > 20_000)
    throw new Error('--burst is a number of calls, 4 to 20000.');
  return {
    port,
    server: server.origin,
    provider: values.provider,
    secret: values.secret ?? env.PROVIDER_SIM_SECRET ?? DEMO_SIMULATOR.secret,
    behaviour,
    publicUrl: values['public-url']?.replace(/\/+$/, ''),
    attack: values.attack,
    followPlatformClock: values['follow-platform-clock'],
    member: values.member,
    password: values.password,
    merchant: values.merchant,
    game: values.game,
    dataDir: resolve(values['data-dir']),
    burst,
    foreignAddress: values['foreign-address'],
  };
}
