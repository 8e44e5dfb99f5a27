import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { centreLinkState, memberPagePath } from '../member/memberPageKeys';
import { BalanceAmount } from './BalanceAmount';
import { useBalanceHidden } from './hiddenBalance';
import { InsufficientBalanceOffer } from './InsufficientBalanceOffer';
import { ProfitLossMenu } from './ProfitLossMenu';
import { useBalancePush } from './useBalancePush';
import { useWalletBalanceQuery } from './walletApi';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../components/icons';
import styles from './wallet.module.css';

/**
 * Which part of the wallet to show: all of it (wide screens), or on a phone the summary in the
 * header row (balance and Deposit) and the tools in the header's panel (Header.tsx).
 */
export type WalletPart = 'all' | 'summary' | 'tools';

/**
 * The header's wallet for signed-in official members: the balance with its hide
 * toggle (stars, remembered) and refresh, the deposit and withdraw shortcuts into the member
 * centre, and today's profit and loss. Also hosts the app-wide insufficient-balance offer.
 */
export function HeaderWallet({ part = 'all' }: { part?: WalletPart }) {
  // No Suspense: the header must not blank the page while this catalog loads.
  const { t, ready } = useTranslation('cashier', { useSuspense: false });
  const [hidden, setHidden] = useBalanceHidden();
  // Refetched when the window regains focus: a deposit paid in another tab shows on return.
  const balance = useWalletBalanceQuery(undefined, { refetchOnFocus: true });
  // Pushed from the server as it moves (rounds, claims, deposits, transfers, settlements).
  useBalancePush(true);
  const linkState = centreLinkState(useLocation());
  if (!ready) return null;

  const busy = balance.isFetching;
  const summary = part !== 'tools';
  const tools = part !== 'summary';
  const deposit = (
    <Link to={memberPagePath('depositv2')} state={linkState} className={`button button--primary ${styles.compact}`}>
      {t('wallet.deposit')}
    </Link>
  );
  if (!tools) {
    return (
      <div className={`${styles.wallet} ${styles.walletSummary}`} role="group" aria-label={t('wallet.label')}>
        <InsufficientBalanceOffer />
        <p className={styles.balance} aria-busy={busy}>
          <span className={`${styles.balanceLabel} visually-hidden`}>{t('wallet.balance')}</span>{' '}
          {balance.data ? (
            <BalanceAmount minor={balance.data.sumBalanceMinor} className={styles.balanceValue} />
          ) : (
            <span className={styles.balanceValue}>{balance.isError ? t('wallet.unavailable') : '…'}</span>
          )}
        </p>
        {deposit}
      </div>
    );
  }
  return (
    <div className={styles.wallet} role="group" aria-label={t('wallet.label')}>
      {summary ? (
        <>
          <InsufficientBalanceOffer />
          <p className={styles.balance} aria-busy={busy}>
            <span className={styles.balanceLabel}>{t('wallet.balance')}</span>{' '}
            {balance.data ? (
              <BalanceAmount minor={balance.data.sumBalanceMinor} className={styles.balanceValue} />
            ) : (
              <span className={styles.balanceValue}>{balance.isError ? t('wallet.unavailable') : '…'}</span>
            )}
          </p>
        </>
      ) : null}
      <button
        type="button"
        className={`icon-button ${styles.iconButton}`}
        aria-pressed={hidden}
        aria-label={t('wallet.hide')}
        title={t('wallet.hide')}
        onClick={() => setHidden(!hidden)}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={`icon-button ${styles.iconButton}`}
        aria-label={t('wallet.refresh')}
        title={busy ? t('wallet.refreshing') : t('wallet.refresh')}
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void balance.refetch();
        }}
      >
        <RefreshIcon className={busy ? styles.spinning : undefined} />
      </button>
      {summary ? deposit : null}
      <Link to={memberPagePath('withdraw')} state={linkState} className={`button ${styles.compact}`}>
        {t('wallet.withdraw')}
      </Link>
      <ProfitLossMenu />
    </div>
  );
}
