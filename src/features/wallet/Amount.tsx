import { useTranslation } from 'react-i18next';
import { parseMinor } from '../../shared/money';
import { directionOf, formatMoney } from './money';
import { useCurrency } from './useCurrency';
import styles from '../../components/report/report.module.css';

type AmountProps = {
  /** A wire `…Minor` string. */
  minor: string;
  /**
   * Signed amounts (account records, win/loss, profit) show "+" or "−", credit or debit
   * colour, and the word for screen readers, so the colour is never the only signal.
   */
  signed?: boolean;
};

/** An amount in the site currency, formatted exactly from minor units. */
export function Amount({ minor, signed = false }: AmountProps) {
  const { t } = useTranslation('records');
  const currency = useCurrency();
  const value = parseMinor(minor);
  const text = formatMoney(value, currency, { signed });
  if (!signed || value === null) return <span className={styles.amount}>{text}</span>;
  const direction = directionOf(value);
  return (
    <span className={`${styles.amount} ${styles[direction]}`} data-direction={direction}>
      {text}
      {direction === 'none' ? null : <span className="visually-hidden"> {t(`amount.${direction}`)}</span>}
    </span>
  );
}
