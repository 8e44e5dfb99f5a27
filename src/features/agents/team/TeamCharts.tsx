import { useTranslation } from 'react-i18next';
import { parseMinor } from '../../../shared/money';
import type { TeamDayPoint } from '../../../shared/wire';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { extremes, minorToNumber, type ChartPoint } from './charts/chartScale';
import { DayChart } from './charts/DayChart';
import { useDayLabel } from './useDayLabel';
import styles from './team.module.css';

/**
 * The overview's two charts: valid bet per day as bars and the team's win/loss per day as a
 * line, each summed up in one sentence (its accessible name) and backed by a hidden table.
 */
export function TeamCharts({ days }: { days: readonly TeamDayPoint[] }) {
  const { t, i18n } = useTranslation('agent');
  const currency = useCurrency();
  const dayLabel = useDayLabel();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const money = (minor: string, signed = false) => formatMoney(minor, currency, { signed });
  const pointsOf = (pick: (day: TeamDayPoint) => string, signed: boolean): ChartPoint[] =>
    days.map((day) => ({
      key: day.day,
      label: dayLabel(day.day),
      value: minorToNumber(pick(day), currency.minorUnits),
      text: money(pick(day), signed),
    }));

  const validBet = pointsOf((day) => day.validBetMinor, false);
  // lossMinor is what the team lost to the house; the chart shows the team's side (win/loss).
  const winLoss = pointsOf((day) => negate(day.lossMinor), true);
  const first = days[0];
  const last = days[days.length - 1];
  const bets = extremes(validBet);
  const results = extremes(winLoss);
  if (!first || !last || !bets || !results) return null;

  const period = { from: dayLabel(first.day), to: dayLabel(last.day) };
  const sum = (pick: (day: TeamDayPoint) => string) => days.reduce((total, day) => total + toBigInt(pick(day)), 0n);
  const tick = (value: number) => compact.format(value);

  return (
    <div className={styles.charts}>
      <DayChart
        kind="bars"
        title={t('overview.charts.validBetTitle')}
        summary={t('overview.charts.validBetSummary', {
          ...period,
          total: money(sum((day) => day.validBetMinor).toString()),
          max: bets.high.text,
          maxDay: bets.high.label,
        })}
        points={validBet}
        dayHeader={t('overview.charts.day')}
        valueHeader={t('overview.stats.validBet')}
        tick={tick}
      />
      <DayChart
        kind="line"
        title={t('overview.charts.winLossTitle')}
        summary={t('overview.charts.winLossSummary', {
          ...period,
          total: money((-sum((day) => day.lossMinor)).toString(), true),
          best: results.high.text,
          bestDay: results.high.label,
          worst: results.low.text,
          worstDay: results.low.label,
        })}
        points={winLoss}
        dayHeader={t('overview.charts.day')}
        valueHeader={t('overview.stats.winLoss')}
        tick={tick}
      />
    </div>
  );
}

/** An unreadable amount counts as nothing in totals (formatMoney shows it as a dash where it is shown). */
function toBigInt(minor: string): bigint {
  return parseMinor(minor) ?? 0n;
}

function negate(minor: string): string {
  return (-toBigInt(minor)).toString();
}
