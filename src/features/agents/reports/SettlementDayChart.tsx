import { useTranslation } from 'react-i18next';
import type { SettlementDayPoint } from '../../../shared/wire';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { extremes, minorToNumber, type ChartPoint } from '../team/charts/chartScale';
import { DayChart } from '../team/charts/DayChart';
import { useDayLabel } from '../team/useDayLabel';

type SettlementDayChartProps = {
  title: string;
  /** What was paid per UTC day of the range (the server's figures over the whole filter). */
  days: readonly SettlementDayPoint[];
};

/**
 * What settlements paid per day, as bars (the team overview's chart, DayChart): named by one
 * sentence (total, and the best day), with the figures of each day in a table beside it for
 * screen readers. Nothing is drawn without days.
 */
export function SettlementDayChart({ title, days }: SettlementDayChartProps) {
  const { t, i18n } = useTranslation('agentReports');
  const currency = useCurrency();
  const dayLabel = useDayLabel();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const points: ChartPoint[] = days.map((day) => ({
    key: day.day,
    label: dayLabel(day.day),
    value: minorToNumber(day.amountMinor, currency.minorUnits),
    text: formatMoney(day.amountMinor, currency),
  }));
  const first = days[0];
  const last = days[days.length - 1];
  const best = extremes(points);
  if (!first || !last || !best) return null;
  const total = days.reduce((sum, day) => sum + BigInt(/^-?\d+$/.test(day.amountMinor) ? day.amountMinor : '0'), 0n);
  const period = { from: dayLabel(first.day), to: dayLabel(last.day) };
  const summary =
    total === 0n && best.high.value === 0
      ? t('chart.nothing', period)
      : t('chart.summary', {
          ...period,
          total: formatMoney(total.toString(), currency),
          max: best.high.text,
          maxDay: best.high.label,
        });
  return (
    <DayChart
      kind="bars"
      title={title}
      summary={summary}
      points={points}
      dayHeader={t('chart.day')}
      valueHeader={t('columns.amount')}
      tick={(value) => compact.format(value)}
    />
  );
}
