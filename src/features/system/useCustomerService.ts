/**
 * Opens customer service: decrypts the chosen entry of the status call and opens it through
 * the platform (a 440 x 750 popup on the web, the system browser on desktop).
 */
import { useCallback, useEffect } from 'react';
import { platform } from '../../platform/platform';
import { CUSTOMER_SERVICE_POPUP, customerServiceUrl } from './customerService';
import { useSystemStatus } from './hooks';

/** DES (crypto-js) stays out of the home chunk: it loads when customer service is offered. */
const loadDecrypt = () => import('../../shared/crypto/customerService').then((m) => m.decryptCustomerServicePath);

export type CustomerService = {
  /** False when the status lists no customer-service entry. */
  available: boolean;
  /** Opens the entry of `csType` (first entry by default). False when it has no usable URL. */
  open: (csType?: string) => Promise<boolean>;
};

export function useCustomerService(): CustomerService {
  const entries = useSystemStatus().status?.info.customerService;
  const available = (entries?.length ?? 0) > 0;

  // Warm the decryption chunk so the click opens the popup while the user gesture is fresh.
  useEffect(() => {
    if (available) void loadDecrypt().catch(() => undefined);
  }, [available]);

  const open = useCallback(
    async (csType?: string) => {
      if (!entries?.length) return false;
      const [decrypt, apiOrigin] = await Promise.all([loadDecrypt(), platform.apiOrigin()]);
      const url = customerServiceUrl(entries, { csType, apiOrigin, pageUrl: window.location.href, decrypt });
      if (!url) return false;
      await platform.openExternal(url, CUSTOMER_SERVICE_POPUP);
      return true;
    },
    [entries],
  );

  return { available, open };
}
