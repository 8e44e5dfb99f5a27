import { useSiteConfig } from '../boot';
import type { Currency } from './money';

/** The site's currency (system status): how every amount is read and shown. */
export function useCurrency(): Currency {
  return useSiteConfig().currency;
}
