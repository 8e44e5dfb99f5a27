import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/DataTable';
import type { BetRecord } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatDateTime } from '../../components/report/dateTime';
import { BET_GAME_TYPES, BET_VENDORS, isSuggestedVendor, vendorCode, type BetGameType } from './filterOptions';
import { FilterSelect } from '../../components/report/FilterSelect';
import { betOutcomeLabel } from './describeRecord';
import { gameTypeLabel } from './recordLabels';
import { useRecordBetsQuery } from './recordsApi';
import { ReportPage } from '../../components/report/ReportPage';
import { RoundKey } from './RoundKey';
import lists from '../../components/lists.module.css';
import styles from '../../components/report/report.module.css';
import { useReportRange } from '../../components/report/useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/**
 * personalHistoryCopy: the member's bets over a range, by vendor (any code, with suggestions;
 * applied on Enter, on leaving the field, or at once for a suggestion) and game type.
 */
export function RecordsBetting() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const { t: tNav } = useTranslation('nav');
  const report = useReportRange();
  const [vendor, setVendor] = useState('');
  const [vendorDraft, setVendorDraft] = useState('');
  const vendorListId = useId();
  const applyVendor = (code: string) => {
    if (code === vendor) return;
    setVendor(code);
    report.restart();
  };
  const [gameType, setGameType] = useState<BetGameType | ''>('');
  const query = useRecordBetsQuery({
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(vendor && { vendor }),
    ...(gameType && { gameType }),
  });

  const columns: Column<BetRecord>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      rowHeader: true,
      cell: (row) => formatDateTime(row.placedAt, i18n.language),
    },
    { id: 'vendor', header: t('columns.vendor'), cell: (row) => row.vendor },
    {
      id: 'game',
      header: t('columns.game'),
      cell: (row) => (
        <span className={styles.ids}>
          <span>{row.gameName}</span>
          <span className={styles.muted}>{gameTypeLabel(tNav, row.gameType)}</span>
        </span>
      ),
    },
    {
      id: 'round',
      header: t('columns.round'),
      cell: (row) => <RoundKey roundId={row.roundId} verifyUrl={row.verifyUrl} />,
    },
    { id: 'stake', header: t('columns.stake'), numeric: true, cell: (row) => <Amount minor={row.stakeMinor} /> },
    {
      id: 'validBet',
      header: t('columns.validBet'),
      numeric: true,
      cell: (row) => <Amount minor={row.validBetMinor} />,
    },
    { id: 'payout', header: t('columns.payout'), numeric: true, cell: (row) => <Amount minor={row.payoutMinor} /> },
    {
      id: 'winLoss',
      header: t('columns.winLoss'),
      numeric: true,
      // An open bet has no result yet: its win/loss is not the stake lost.
      cell: (row) => (row.status === 'open' ? '—' : <Amount minor={row.winLossMinor} signed />),
    },
    // Won, lost or push (payout equal to the stake) rather than "Settled".
    { id: 'status', header: t('columns.result'), cell: (row) => betOutcomeLabel(t, row) },
  ];

  return (
    <ReportPage
      title={t('betting.title')}
      report={report}
      filters={
        <>
          <label className={`${lists.field} ${styles.filterField}`}>
            <span>{t('columns.vendor')}</span>
            <input
              list={vendorListId}
              value={vendorDraft}
              placeholder={t('betting.allVendors')}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const code = vendorCode(event.target.value);
                setVendorDraft(code);
                // A suggestion picked from the list, or a cleared field, applies at once.
                if (code === '' || isSuggestedVendor(code)) applyVendor(code);
              }}
              onBlur={() => applyVendor(vendorDraft)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                applyVendor(vendorDraft);
              }}
            />
            <datalist id={vendorListId}>
              {BET_VENDORS.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
          </label>
          <FilterSelect
            label={t('columns.gameType')}
            value={gameType}
            allLabel={t('betting.allGameTypes')}
            options={BET_GAME_TYPES}
            optionLabel={(type) => gameTypeLabel(tNav, type)}
            onChange={(next) => {
              setGameType(next);
              report.restart();
            }}
          />
        </>
      }
      query={query}
      caption={t('betting.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={t('betting.empty')}
    />
  );
}
