import { useId } from 'react';
import { labelStep, scaleY, valueDomain, type ChartPoint } from './chartScale';
import styles from './charts.module.css';

type DayChartProps = {
  /** Bars (amounts that add up, like valid bet) or a line (win/loss, which goes up and down). */
  kind: 'bars' | 'line';
  title: string;
  /** What the picture says in one sentence: the image's accessible name. */
  summary: string;
  points: readonly ChartPoint[];
  /** Column headers of the data table that stands in for the picture. */
  dayHeader: string;
  valueHeader: string;
  /** A short tick label of a value in major units ("1.2K"). */
  tick: (value: number) => string;
};

const WIDTH = 600;
const HEIGHT = 220;
const PLOT = { left: 64, right: 12, top: 12, bottom: 184 };

/**
 * One team figure per day as an SVG picture with role="img" named by its summary, and the
 * same figures in a visually hidden table for screen-reader users who want each day. The
 * drawing only uses theme colours (charts.module.css), so it follows the dark and light themes.
 */
export function DayChart({ kind, title, summary, points, dayHeader, valueHeader, tick }: DayChartProps) {
  const titleId = useId();
  const domain = valueDomain(points.map((point) => point.value));
  const y = scaleY(domain, PLOT.top, PLOT.bottom);
  const band = (WIDTH - PLOT.right - PLOT.left) / Math.max(points.length, 1);
  const centre = (index: number) => PLOT.left + band * (index + 0.5);
  const step = labelStep(points.length);
  // Zero, the ends, and the middle when zero is an end (a middle near zero would overprint it).
  const ticks =
    domain.min < 0 && domain.max > 0
      ? [domain.max, 0, domain.min]
      : [domain.max, (domain.max + domain.min) / 2, domain.min];

  const linePath = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${centre(index).toFixed(1)} ${y(point.value).toFixed(1)}`)
    .join(' ');

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((value) => (
          <g key={value}>
            <line
              className={value === 0 ? styles.zero : styles.grid}
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(value)}
              y2={y(value)}
            />
            <text className={styles.tick} x={PLOT.left - 6} y={y(value)} textAnchor="end" dominantBaseline="middle">
              {tick(value)}
            </text>
          </g>
        ))}
        {kind === 'bars'
          ? points.map((point, index) => {
              const top = y(Math.max(point.value, 0));
              const height = Math.abs(y(point.value) - y(0));
              return (
                <rect
                  key={point.key}
                  className={styles.bar}
                  x={centre(index) - band * 0.35}
                  y={top}
                  width={band * 0.7}
                  height={height}
                  rx={2}
                />
              );
            })
          : null}
        {kind === 'line' && points.length > 0 ? (
          <>
            <path className={styles.line} d={linePath} />
            {points.map((point, index) => (
              <circle
                key={point.key}
                className={styles.dot}
                cx={centre(index)}
                cy={y(point.value)}
                r={points.length > 40 ? 2 : 3.5}
              />
            ))}
          </>
        ) : null}
        {points.map((point, index) =>
          index % step === 0 ? (
            <text key={point.key} className={styles.tick} x={centre(index)} y={HEIGHT - 10} textAnchor="middle">
              {point.label}
            </text>
          ) : null,
        )}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              <td>{point.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
