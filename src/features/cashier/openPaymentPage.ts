/**
 * Opens the payment page of a deposit (its `payUrl`, a path on the platform). On the web the
 * app and the platform share an origin, so the member simply goes there and the page's return
 * link brings them back to depositv2. The desktop app has no such origin: the page opens in the
 * system browser, and the deposit list follows its status from here.
 */
import { platform } from '../../platform/platform';

export type PaymentOpened = 'navigated' | 'external';

/**
 * sessionStorage key of the deposit whose payment page was opened last. The page's return link
 * is plain /member?page=depositv2, so this is how depositv2 knows which deposit came back.
 */
export const RETURNING_DEPOSIT_KEY = 'depositReturning';

function remember(depositId: string): void {
  try {
    window.sessionStorage.setItem(RETURNING_DEPOSIT_KEY, depositId);
  } catch {
    // storage disabled: the list below still shows the deposit's status
  }
}

/** The deposit whose payment page was opened last, if any. */
export function returningDeposit(): string | null {
  try {
    return window.sessionStorage.getItem(RETURNING_DEPOSIT_KEY);
  } catch {
    return null;
  }
}

/** Called once its outcome is on screen: a later visit to depositv2 starts clean. */
export function forgetReturningDeposit(): void {
  try {
    window.sessionStorage.removeItem(RETURNING_DEPOSIT_KEY);
  } catch {
    // nothing stored, nothing to forget
  }
}

export async function openPaymentPage(deposit: { id: string; payUrl: string }): Promise<PaymentOpened> {
  const { payUrl } = deposit;
  remember(deposit.id);
  if (platform.kind === 'web') {
    window.location.assign(payUrl);
    return 'navigated';
  }
  const origin = await platform.apiOrigin();
  await platform.openExternal(new URL(payUrl, origin).toString());
  return 'external';
}
