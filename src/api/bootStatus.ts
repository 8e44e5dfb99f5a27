import { BOOT_STATUS_ELEMENT_ID } from '../shared/bootStatus';
import { takePageData } from './pageData';

/**
 * The status envelope the server wrote into the page (server/web.ts), taken once: the first
 * status query answers from it, every later one (a retry, the maintenance gate's polling)
 * asks the server. Undefined where there is none, it is another merchant's or no success
 * (./pageData.ts); the query then makes the call as before.
 */
export function takeBootStatus(merchant: string): unknown {
  const envelope = takePageData(BOOT_STATUS_ELEMENT_ID, merchant) as
    { success?: unknown; value?: unknown } | null | undefined;
  return typeof envelope === 'object' && envelope?.success === true ? envelope.value : undefined;
}
