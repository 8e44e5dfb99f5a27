import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
import type { WinnerRow } from '../../shared/wire';
import { useLaunchGame } from '../games/launch/useLaunchGame';
import { useLanguageCode } from '../games/useLanguageCode';
import { formatMoney } from '../wallet/money';
import { useCurrency } from '../wallet/useCurrency';
import styles from './home.module.css';
import { useWinnerBoardQuery } from './winnerBoardApi';
import { sortWinners } from './winnerSort';
import { assetUrl } from '../../platform/assetUrl';

/**
 * The winner board of home: the 20 largest recent wins, largest first, as a
 * table named by its caption. A game's name starts that game (the launch flow decides what a
 * guest or a trial account gets). A lazy chunk below the fold.
 */
export default function WinnerBoard() {
  const { t } = useTranslation('home');
  const language = useLanguageCode();
  const currency = useCurrency();
  const launch = useLaunchGame();
  const { data, isFetching, isError } = useWinnerBoardQuery({ language });
  const rows = data ? sortWinners(data.list) : undefined;

  const amountOf = (row: WinnerRow) =>
    // A win in another currency than the site's is shown with its own code.
    formatMoney(
      row.vo.winAmountMinor,
      row.vo.currency === currency.code
        ? currency
        : { symbol: '', minorUnits: currency.minorUnits, code: row.vo.currency },
    );

  const columns: Column<WinnerRow>[] = [
    { id: 'player', header: t('winners.player'), cell: (row) => row.vo.customerName, rowHeader: true },
    {
      id: 'game',
      header: t('winners.game'),
      cell: (row) => (
        <button
          type="button"
          className={styles.winnerGame}
          onClick={() =>
            launch({
              vassalage: row.vo.vassalage,
              gameType: row.vo.gameType,
              nodeId: row.vo.nodeId,
              displayName: row.vo.gameName,
            })
          }
        >
          <img
            className={styles.winnerIcon}
            src={assetUrl(row.vo.iconUrl)}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
          />
          {row.vo.gameName}
        </button>
      ),
    },
    { id: 'amount', header: t('winners.amount'), cell: amountOf, numeric: true },
  ];

  return (
    <section className={styles.winners}>
      <DataTable
        caption={t('winners.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.vo.nodeId}:${row.vo.wonAt}:${row.vo.customerName}`}
        loading={isFetching}
        loadingLabel={t('winners.loading')}
        emptyText={isError ? t('winners.failed') : t('winners.empty')}
      />
    </section>
  );
}
