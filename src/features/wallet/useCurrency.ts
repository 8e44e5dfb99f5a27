import { useSiteConfig } from '../system';
import type { Currency } from './money';

/** The site's currency (system status): how every amount is read and shown. */
export function useCurrency(): Currency {
  return useSiteConfig().currency;
}
