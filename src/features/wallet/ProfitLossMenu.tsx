import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { ProfitLossValue, RangeArgs } from '../../shared/wire';
import { memberPagePath } from '../member/memberPageKeys';
import { BalanceAmount } from './BalanceAmount';
import { directionOf } from './money';
import { todayRange, useHeaderProfitLossQuery } from './walletApi';
import { ChevronDownIcon } from '../../components/icons';
import styles from './wallet.module.css';

type Row = {
  key: 'profit' | 'winLoss' | 'validBet' | 'rebate' | 'reward' | 'deposit' | 'withdrawal';
  field: keyof ProfitLossValue;
  signed: boolean;
};

const ROWS: Row[] = [
  { key: 'profit', field: 'profitMinor', signed: true },
  { key: 'winLoss', field: 'winLossMinor', signed: true },
  { key: 'validBet', field: 'validBetMinor', signed: false },
  { key: 'rebate', field: 'rebateMinor', signed: false },
  { key: 'reward', field: 'rewardMinor', signed: false },
  { key: 'deposit', field: 'depositMinor', signed: false },
  { key: 'withdrawal', field: 'withdrawalMinor', signed: false },
];

/** Gains and losses in their colours (the sign is in the text too, for anyone who cannot see colour). */
function signClass(minor: string): string | undefined {
  const direction = directionOf(minor);
  return direction === 'credit' ? styles.gain : direction === 'debit' ? styles.loss : undefined;
}

/**
 * The personal profit-and-loss dropdown: a disclosure button and, while open,
 * today's figures, fetched when it opens. Escape or a click elsewhere closes it.
 */
export function ProfitLossMenu() {
  const { t } = useTranslation('cashier');
  const [range, setRange] = useState<RangeArgs | null>(null);
  const open = range !== null;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const result = useHeaderProfitLossQuery(range ?? todayRange(), { skip: !open, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setRange(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setRange(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const data = result.data;
  return (
    <div className={styles.pnl} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`button ${styles.compact}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setRange(open ? null : todayRange())}
      >
        {t('pnl.button')}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className={styles.pnlPanel} hidden={!open} role="region" aria-label={t('pnl.title')}>
        {!open ? null : result.isFetching && !data ? (
          <Spinner label={t('pnl.loading')} />
        ) : result.isError || !data ? (
          <div className={styles.pnlError}>
            <p role="alert">{t('pnl.failed')}</p>
            <button type="button" className={`button ${styles.compact}`} onClick={() => void result.refetch()}>
              {t('pnl.retry')}
            </button>
          </div>
        ) : (
          <>
            <dl className={styles.pnlList}>
              {ROWS.map((row) => (
                <div key={row.key} className={styles.pnlRow}>
                  <dt>{t(`pnl.${row.key}`)}</dt>
                  <dd className={row.signed ? signClass(String(data[row.field])) : undefined}>
                    <BalanceAmount minor={String(data[row.field])} signed={row.signed} />
                  </dd>
                </div>
              ))}
            </dl>
            <Link to={memberPagePath('personalProfit')} className={styles.pnlLink} onClick={() => setRange(null)}>
              {t('pnl.details')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
