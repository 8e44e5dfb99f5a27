/**
 * The arithmetic of the team charts, kept apart from drawing so it is tested alone: a domain
 * that includes zero and ends on a round number, where each point goes, which day labels fit,
 * and the highest and lowest points for the spoken summary.
 */

/** One point of a chart: its day, its value in major units (for geometry) and its text (for people). */
export type ChartPoint = { key: string; label: string; value: number; text: string };

/** The smallest of 1, 2, 2.5, 5 and 10 times a power of ten that is at least `value` (> 0). */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value * (1 - 1e-12)) ?? 10;
  return step * power;
}

/** The value range a chart shows: always zero, and round ends beyond the data. */
export function valueDomain(values: readonly number[]): { min: number; max: number } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  if (high === 0 && low === 0) return { min: 0, max: 1 };
  return { min: low < 0 ? -niceCeiling(-low) : 0, max: high > 0 ? niceCeiling(high) : 0 };
}

/** A linear map from the domain onto [bottom, top] in SVG units (y grows downwards). */
export function scaleY(domain: { min: number; max: number }, top: number, bottom: number): (value: number) => number {
  const span = domain.max - domain.min || 1;
  return (value) => bottom - ((value - domain.min) / span) * (bottom - top);
}

/** Every how many days a label is drawn so that at most `maxLabels` show. */
export function labelStep(count: number, maxLabels = 7): number {
  return count <= maxLabels ? 1 : Math.ceil(count / maxLabels);
}

/** The highest and the lowest point (the first of equals), or null without points. */
export function extremes(points: readonly ChartPoint[]): { high: ChartPoint; low: ChartPoint } | null {
  const [first] = points;
  if (!first) return null;
  let high = first;
  let low = first;
  for (const point of points) {
    if (point.value > high.value) high = point;
    if (point.value < low.value) low = point;
  }
  return { high, low };
}

/** A wire `…Minor` string in major units, for drawing only (amounts shown to people never go through a float). */
export function minorToNumber(minor: string, minorUnits: number): number {
  const value = Number(minor);
  return Number.isFinite(value) ? value / 10 ** minorUnits : 0;
}
