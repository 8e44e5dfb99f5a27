import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/DataTable';
import { TRANSACTION_KINDS, type TransactionKind, type TransactionRecord } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatDateTime } from '../../components/report/dateTime';
import { FilterSelect } from '../../components/report/FilterSelect';
import { describeTransaction } from './describeRecord';
import { kindLabel, walletLabel } from './recordLabels';
import { useRecordTransactionsQuery } from './recordsApi';
import { ReportPage } from '../../components/report/ReportPage';
import { RoundKey } from './RoundKey';
import styles from '../../components/report/report.module.css';
import { useReportRange } from '../../components/report/useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/**
 * transactionHistory: the account records. Each row is one ledger entry, said in words: what it
 * was (describeRecord.ts: the game, the method, the wallets, the other member) and, for a game
 * round, its short key with Copy and Verify. Ledger ids and references stay on the wire for support.
 */
export function RecordsTransactions() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const report = useReportRange();
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const query = useRecordTransactionsQuery({
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(kind && { kind }),
  });

  const columns: Column<TransactionRecord>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      rowHeader: true,
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    { id: 'kind', header: t('columns.type'), cell: (row) => kindLabel(t, row.kind) },
    {
      id: 'details',
      header: t('columns.details'),
      cell: (row) => (
        <span className={styles.details}>
          <span>{describeTransaction(t, row)}</span>
          {row.roundId ? <RoundKey roundId={row.roundId} verifyUrl={row.verifyUrl} /> : null}
        </span>
      ),
    },
    { id: 'wallet', header: t('columns.wallet'), cell: (row) => walletLabel(t, row.wallet) },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (row) => <Amount minor={row.amountMinor} signed />,
    },
    {
      id: 'balance',
      header: t('columns.balanceAfter'),
      numeric: true,
      cell: (row) => <Amount minor={row.balanceAfterMinor} />,
    },
  ];

  return (
    <ReportPage
      title={t('transactions.title')}
      report={report}
      filters={
        <FilterSelect
          label={t('columns.type')}
          value={kind}
          allLabel={t('transactions.allKinds')}
          options={TRANSACTION_KINDS}
          optionLabel={(option) => kindLabel(t, option)}
          onChange={(next) => {
            setKind(next);
            report.restart();
          }}
        />
      }
      query={query}
      caption={t('transactions.caption')}
      columns={columns}
      rowKey={(row) => row.entryId}
      emptyText={t('transactions.empty')}
    />
  );
}
