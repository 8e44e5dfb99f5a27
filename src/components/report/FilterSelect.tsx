import lists from '../lists.module.css';
import styles from './report.module.css';

type FilterSelectProps<Value extends string> = {
  label: string;
  /** '' while every value is shown. */
  value: Value | '';
  /** The first choice, which shows every value. */
  allLabel: string;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value | '') => void;
};

/** A report filter of fixed choices (game type, kind), with "all" first. */
export function FilterSelect<Value extends string>({
  label,
  value,
  allLabel,
  options,
  optionLabel,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <label className={`${lists.field} ${styles.filterField}`}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
