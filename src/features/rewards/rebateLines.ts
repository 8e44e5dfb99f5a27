/** The rebate table's rows: every game type with a rate or a line, its rate beside its figures. */
import type { RebateValue } from '../../shared/wire';

export type RebateRow = { gameType: string; ratePermille: number | null; validBetMinor: string; rebateMinor: string };

export function rebateRows(value: Pick<RebateValue, 'rates' | 'lines'>): RebateRow[] {
  const rows = new Map<string, RebateRow>();
  for (const rate of value.rates)
    rows.set(rate.gameType, {
      gameType: rate.gameType,
      ratePermille: rate.ratePermille,
      validBetMinor: '0',
      rebateMinor: '0',
    });
  for (const line of value.lines) {
    const rate = rows.get(line.gameType)?.ratePermille ?? null;
    rows.set(line.gameType, {
      gameType: line.gameType,
      ratePermille: rate,
      validBetMinor: line.validBetMinor,
      rebateMinor: line.rebateMinor,
    });
  }
  return [...rows.values()];
}

/** 8‰ → "0.8%" in the reader's style. A display of a rate, not of money. */
export function formatPermille(permille: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(permille / 1000);
}
