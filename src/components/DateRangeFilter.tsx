import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_RANGE_DAYS } from '../shared/wire';
import {
  QUICK_RANGES,
  customRange,
  dateInputValue,
  quickRange,
  type DateRangeChoice,
  type QuickRange,
  type RangeProblem,
} from './dateRange';
import styles from './lists.module.css';

type DateRangeFilterProps = {
  value: DateRangeChoice;
  /** Called with a valid range only: a quick range at once, a custom one on Apply (or Enter). */
  onChange: (range: DateRangeChoice) => void;
  /** The clock of the quick ranges; tests pass a fixed one. */
  now?: () => Date;
  /** The quick ranges offered, in order; by default QUICK_RANGES (PERIOD_RANGES for calendar periods). */
  presets?: readonly QuickRange[];
};

const systemNow = () => new Date();

/**
 * The date range of a report: quick ranges (today, yesterday, last 7 and last 30 days) as
 * toggle buttons, and a custom from–to pair of dates. A custom range that is incomplete,
 * reversed or longer than MAX_REPORT_RANGE_DAYS is not applied; the reason shows under the
 * dates and the previous range stays in force.
 */
export function DateRangeFilter({ value, onChange, now = systemNow, presets = QUICK_RANGES }: DateRangeFilterProps) {
  const { t } = useTranslation('records');
  const [from, setFrom] = useState(() => dateInputValue(value.startTime));
  const [to, setTo] = useState(() => dateInputValue(value.endTime - 1));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const problemId = useId();

  const chooseQuick = (preset: QuickRange) => {
    const range = quickRange(preset, now());
    setFrom(dateInputValue(range.startTime));
    setTo(dateInputValue(range.endTime - 1));
    setProblem(null);
    onChange(range);
  };

  const applyCustom = () => {
    const result = customRange(from, to);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    onChange(result.range);
  };

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // the filter may sit inside a form: Enter means "apply these dates"
    applyCustom();
  };

  const invalid = problem !== null;
  const today = dateInputValue(now().getTime());
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{t('list.range.label')}</legend>
      <div className={styles.quick} role="group" aria-label={t('list.range.quick')}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={value.preset === preset}
            onClick={() => chooseQuick(preset)}
          >
            {t(`list.range.${preset}`)}
          </button>
        ))}
      </div>
      <div className={styles.custom}>
        <label className={styles.field}>
          <span>{t('list.range.from')}</span>
          <input
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            onKeyDown={applyOnEnter}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? problemId : undefined}
          />
        </label>
        <label className={styles.field}>
          <span>{t('list.range.to')}</span>
          <input
            type="date"
            value={to}
            max={today}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={applyOnEnter}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? problemId : undefined}
          />
        </label>
        <button
          type="button"
          className={`button ${styles.apply}`}
          aria-pressed={value.preset === 'custom'}
          onClick={applyCustom}
        >
          {t('list.range.apply')}
        </button>
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {t(`list.range.${problem}`, { days: MAX_REPORT_RANGE_DAYS })}
        </p>
      ) : null}
    </fieldset>
  );
}
