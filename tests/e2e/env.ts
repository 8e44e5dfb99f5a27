import { resolve } from 'node:path';

/** The port and data directory of the server the specs run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18790);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? resolve(import.meta.dirname, '../../test-results/e2e-data');
/** The web build the server serves (a second build directory lets two runs share a checkout). */
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../dist/web');

/**
 * What every captcha of the e2e server reads (CAPTCHA_FIXED_TEXT, refused in production): the
 * specs cannot read the drawn image, so they type this. Letters and digits of the captcha font.
 */
export const E2E_CAPTCHA_TEXT = 'TEST';
