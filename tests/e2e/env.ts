import { resolve } from 'node:path';

/**
 * The specs run in lanes: each Playwright worker has a server of its own (its own port and
 * embedded database), because operator commands change site-wide state (maintenance, region,
 * the test clock) that a spec in another worker must not see. Two lanes keep both cores busy:
 * with one, the machine mostly waited on a single browser and server.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));

const BASE_PORT = Number(process.env.E2E_PORT ?? 18790);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? resolve(import.meta.dirname, '../../test-results/e2e-data');

export function lanePort(lane: number): number {
  return BASE_PORT + lane;
}

/**
 * The port of a lane's provider simulator (tools/provider-sim, the demo's external provider SIM):
 * each lane's server launches SIM's games at its own simulator (PROVIDER_SIM_URL).
 */
export function laneSimPort(lane: number): number {
  return BASE_PORT + 50 + lane;
}

export function laneDataDir(lane: number): string {
  return lane === 0 ? BASE_DATA_DIR : `${BASE_DATA_DIR}-${lane}`;
}

/**
 * This worker's lane: Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1) in each worker
 * process before it loads the config and the specs. The main process (config, globalSetup)
 * has none and works on every lane by number.
 */
const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_LANES;

/** The port and data directory of the server this worker's specs run against. */
export const E2E_PORT = lanePort(LANE);
export const E2E_DATA_DIR = laneDataDir(LANE);
export const E2E_SIM_PORT = laneSimPort(LANE);
/** The web build the server serves (a second build directory lets two runs share a checkout). */
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../dist/web');

/**
 * What every captcha of the e2e server reads (CAPTCHA_FIXED_TEXT, refused in production): the
 * specs cannot read the drawn image, so they type this. Letters and digits of the captcha font.
 */
export const E2E_CAPTCHA_TEXT = 'TEST';
