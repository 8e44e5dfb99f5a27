/** A mission's progress as a whole percentage, from minor-unit strings, in bigint. */
import { parseMinor } from '../../shared/money';

export function progressPercent(progressMinor: string, targetMinor: string, completed: boolean): number {
  if (completed) return 100;
  const progress = parseMinor(progressMinor);
  const target = parseMinor(targetMinor);
  if (progress === null || target === null || progress <= 0n) return 0;
  if (target <= 0n) return 100;
  const percent = (progress * 100n) / target;
  return Number(percent > 100n ? 100n : percent);
}
