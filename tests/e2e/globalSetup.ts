/**
 * Runs once after the e2e servers are up (Playwright starts webServer before globalSetup).
 * The demo seed greets visitors with announcement popups, which would cover the page in every
 * spec that is not about them; the specs that are (home.spec.ts) post their own.
 */
import { E2E_LANES } from './env';
import { opsOnLane } from './ops';

export default function globalSetup(): void {
  for (let lane = 0; lane < E2E_LANES; lane += 1) {
    for (const merchant of ['demo', 'demokr'])
      opsOnLane(lane, 'announcements', 'disable-all', '--type', 'PU', '--merchant', merchant);
  }
}
