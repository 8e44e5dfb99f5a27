/** Money and text formatting of the game pages (browser and server render the same way). */
import { formatMinor, groupThousands } from '../../../../src/shared/money';
import type { Money } from './playApi';

/** "$1,234.50": exact, from the integer minor units. */
export function moneyLabel(minor: bigint | string, money: Money): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const text = groupThousands(formatMinor(negative ? -value : value, money.minorUnits));
  return `${negative ? '−' : ''}${money.symbol}${text}`;
}

/** "×2.14" from hundredths. */
export function multiplierLabel(hundredths: bigint | string | number): string {
  const value = BigInt(hundredths);
  return `×${groupThousands(formatMinor(value, 2))}`;
}

/** Fills {name} placeholders of a catalog string. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
