import { useTranslation } from 'react-i18next';
import { radioKeyDown } from '../filters/radioKeys';
import styles from './lobby.module.css';

/** Pages or one continuous scroll: a two-option radio group. */
export function ViewSwitch({ showAll, onChange }: { showAll: boolean; onChange: (showAll: boolean) => void }) {
  const { t } = useTranslation('games');
  const options = [false, true];
  return (
    <div
      role="radiogroup"
      aria-label={t('list.view')}
      className={styles.viewSwitch}
      onKeyDown={(event) => radioKeyDown(event, options, showAll, (value) => value !== showAll && onChange(value))}
    >
      {options.map((all) => (
        <button
          key={String(all)}
          type="button"
          role="radio"
          aria-checked={showAll === all}
          tabIndex={showAll === all ? 0 : -1}
          onClick={() => all !== showAll && onChange(all)}
        >
          {all ? t('list.viewAll') : t('list.viewPages')}
        </button>
      ))}
    </div>
  );
}
