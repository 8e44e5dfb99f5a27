/**
 * Runs once after the e2e server is up (Playwright starts webServer before globalSetup).
 * The demo seed greets visitors with announcement popups, which would cover the page in every
 * spec that is not about them; the specs that are (home.spec.ts) post their own.
 */
import { ops } from './ops';

export default function globalSetup(): void {
  for (const merchant of ['demo', 'demokr']) ops('announcements', 'disable-all', '--type', 'PU', '--merchant', merchant);
}
