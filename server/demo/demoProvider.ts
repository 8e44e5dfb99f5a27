/**
 * The demo's external game provider: the provider simulator (tools/provider-sim/, `npm run
 * provider:sim`) registered as provider SIM with a vendor of its own, so `npm start` shows an
 * external game end to end when the simulator runs (README, "External game provider").
 *
 * Its id, secret and port are src/shared/providers/demoSimulator.ts, which the simulator reads
 * too; the secret is fixed like the demo accounts' passwords (rotate it outside a demo).
 */
import { DEMO_SIMULATOR, simulatorLaunchUrl } from '../../src/shared/providers/demoSimulator';

export const DEMO_PROVIDER = {
  id: DEMO_SIMULATOR.providerId,
  name: 'Provider Simulator',
  /** The catalogue vendor whose games launch at the simulator. */
  vendor: 'SIM',
  secret: DEMO_SIMULATOR.secret,
  /** The simulator runs on the same machine as the demo server. */
  allowedIps: ['127.0.0.1', '::1'],
  /** The simulator's port of the README's command; PROVIDER_SIM_URL points elsewhere (server/config.ts). */
  launchUrl: simulatorLaunchUrl(DEMO_SIMULATOR.port),
  games: [
    { code: 'sim-fruits', name: 'Simulated Fruits' },
    { code: 'sim-dice', name: 'Simulated Dice' },
  ],
} as const;
