import { useCallback } from 'react';
import { CUSTOMER_SERVICE_POPUP, customerServiceUrl } from '../features/system/customerService';
import { useSystemStatus } from '../features/system';
import { useDialog } from '../features/ui/useDialog';
import { platform } from '../platform/platform';

/** DES (crypto-js) loads on the first click, never with the page: it is not home-route code. */
const loadDecrypt = () => import('../shared/crypto/customerService').then((m) => m.decryptCustomerServicePath);

/**
 * A click handler opening customer service (the status call's first entry), or undefined
 * when the site lists none. A link that cannot be opened is reported in the generic dialog.
 * Unlike the gate's `useCustomerService` it does not preload the decryption chunk: the
 * frame is on every page, and the click's user activation outlasts the small import.
 */
export function useOpenCustomerService(): (() => void) | undefined {
  const entries = useSystemStatus().status?.info.customerService;
  const showDialog = useDialog();
  const onOpen = useCallback(() => {
    const open = async () => {
      const [decrypt, apiOrigin] = await Promise.all([loadDecrypt(), platform.apiOrigin()]);
      const url = customerServiceUrl(entries ?? [], { apiOrigin, pageUrl: window.location.href, decrypt });
      if (!url) return false;
      await platform.openExternal(url, CUSTOMER_SERVICE_POPUP);
      return true;
    };
    void open()
      .catch(() => false)
      .then((opened) => {
        if (!opened)
          void showDialog({
            icon: 'error',
            title: { key: 'nav:customerService' },
            message: { key: 'errors:invalidUrl' },
          });
      });
  }, [entries, showDialog]);
  return entries && entries.length > 0 ? onOpen : undefined;
}
