import { radioKeyDown } from './radioKeys';
import styles from './filters.module.css';

type ChipRadioGroupProps = {
  label: string;
  /** The choices after "All" (''), which always comes first. */
  options: readonly string[];
  /** '' = all; a value not among the options counts as all. */
  value: string;
  onChange: (option: string) => void;
  /** The chip text of an option ('' included). */
  labelOf: (option: string) => string;
};

/** A row of chips that act as one radio group: arrow keys move, one chip in the tab order. */
export function ChipRadioGroup({ label, options, value, onChange, labelOf }: ChipRadioGroupProps) {
  const all = ['', ...options];
  const current = all.includes(value) ? value : '';
  const choose = (option: string) => {
    if (option !== current) onChange(option);
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={styles.chips}
      onKeyDown={(event) => radioKeyDown(event, all, current, choose)}
    >
      {all.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          role="radio"
          aria-checked={current === option}
          tabIndex={current === option ? 0 : -1}
          className={styles.chip}
          onClick={() => choose(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
