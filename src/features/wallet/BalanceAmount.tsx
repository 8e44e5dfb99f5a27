import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT, useBalanceHidden } from './hiddenBalance';
import { formatMoney } from './money';
import { useCurrency } from './useCurrency';

type BalanceAmountProps = {
  minor: string | null | undefined;
  /** + on gains (profit and loss). */
  signed?: boolean;
  className?: string;
};

/**
 * An amount of the member's money, shown as stars while the hide toggle is on. Screen readers
 * hear "hidden" rather than six stars.
 */
export function BalanceAmount({ minor, signed = false, className }: BalanceAmountProps) {
  const { t } = useTranslation('cashier');
  const [hidden] = useBalanceHidden();
  const currency = useCurrency();
  if (hidden) {
    return (
      <span className={className}>
        <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
        <span className="visually-hidden">{t('wallet.hiddenAmount')}</span>
      </span>
    );
  }
  return <span className={className}>{formatMoney(minor, currency, { signed })}</span>;
}
