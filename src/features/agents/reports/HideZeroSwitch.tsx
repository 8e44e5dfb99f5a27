import { useTranslation } from 'react-i18next';
import styles from './reports.module.css';

type HideZeroSwitchProps = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * "Hide zero amounts": a checkbox shown and announced as a switch (role="switch", on/off),
 * named by its label, toggled with Space. The lists filter on the server, so pages stay full.
 */
export function HideZeroSwitch({ checked, onChange }: HideZeroSwitchProps) {
  const { t } = useTranslation('agentReports');
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{t('hideZero')}</span>
    </label>
  );
}
