/**
 * The demo's external provider as both sides know it: the platform's demo data registers it
 * (server/demo/demoProvider.ts) and the provider simulator (tools/provider-sim/cli.ts) starts
 * with it by default, so `npm start` and `npm run provider:sim` meet with nothing to copy.
 * Fixed like the demo accounts' passwords: outside a demo, rotate it
 * (`npm run ops -- providers rotate-secret SIM`) and start the simulator with --secret.
 */
export const DEMO_SIMULATOR = {
  providerId: 'SIM',
  secret: 'demo-simulator-secret-rotate-me-outside-a-demo',
  /** The simulator's port in the README's command, and the demo provider's launch URL's. */
  port: 18081,
} as const;

/** The launch endpoint of a simulator on this machine at `port`. */
export const simulatorLaunchUrl = (port: number) => `http://127.0.0.1:${port}/launch`;
