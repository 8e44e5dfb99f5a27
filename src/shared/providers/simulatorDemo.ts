/**
 * The demo's external provider: the provider simulator (`npm run provider:sim`) plays it, and the
 * demo data (server/demo/seedProviders.ts) registers it and maps one catalogue vendor to it. Both
 * sides read the same environment, so a simulator started with the defaults works with a server
 * started with the defaults. The secret is a demo value, like the demo accounts' passwords: an
 * operator registers real providers with `npm run ops -- providers add`, which draws a random one.
 */
export const SIMULATOR_PROVIDER_ID = 'SIM';
/** The catalogue vendor whose games the simulator serves in the demo. */
export const SIMULATOR_VENDOR = 'SS';
export const SIMULATOR_DEFAULT_PORT = 7070;
/** PROVIDER_SIM_URL overrides it: the simulator's launch endpoint. */
export const SIMULATOR_DEFAULT_LAUNCH_URL = `http://127.0.0.1:${SIMULATOR_DEFAULT_PORT}/launch`;
/** PROVIDER_SIM_SECRET overrides it. */
export const SIMULATOR_DEFAULT_SECRET = 'demo-provider-simulator-secret-not-for-production';
