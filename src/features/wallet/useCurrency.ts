import { useSiteConfig } from '../boot';
import type { CurrencyFormat } from './money';

/** The site's currency (symbol and minor units): how every amount is read and shown. */
export function useCurrency(): CurrencyFormat & { code: string } {
  return useSiteConfig().currency;
}
