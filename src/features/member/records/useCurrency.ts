import { useSiteConfig } from '../../boot';
import type { Currency } from './amount';

/** The merchant's currency from the system status (site configuration). */
export function useCurrency(): Currency {
  return useSiteConfig().currency;
}
