import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { Pagination } from '../../../components/Pagination';
import { TRANSACTION_KINDS, type TransactionKind, type TransactionRecord } from '../../../shared/wire';
import { Amount } from './Amount';
import { formatDateTime } from './dateTime';
import { LoadError } from './LoadError';
import { MemberPage } from './MemberPage';
import { kindLabel, walletLabel } from './recordLabels';
import { useRecordTransactionsQuery } from './recordsApi';
import styles from './records.module.css';
import { useReportRange } from './useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/**
 * transactionHistory: the account records. Each row is one ledger entry and shows the ids of
 * its journal transaction and entry, so a member and support speak of the same money move.
 */
export function RecordsTransactions() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const report = useReportRange();
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const { data, error, isFetching, refetch } = useRecordTransactionsQuery({
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(kind && { kind }),
  });

  const columns: Column<TransactionRecord>[] = [
    { id: 'time', header: t('columns.time'), rowHeader: true, cell: (row) => formatDateTime(row.createdAt, i18n.language) },
    { id: 'kind', header: t('columns.type'), cell: (row) => kindLabel(t, row.kind) },
    { id: 'wallet', header: t('columns.wallet'), cell: (row) => walletLabel(t, row.wallet) },
    { id: 'amount', header: t('columns.amount'), numeric: true, cell: (row) => <Amount minor={row.amountMinor} signed /> },
    { id: 'balance', header: t('columns.balanceAfter'), numeric: true, cell: (row) => <Amount minor={row.balanceAfterMinor} /> },
    {
      id: 'ledger',
      header: t('columns.ledger'),
      cell: (row) => (
        <span className={styles.ids}>
          <span>{t('transactions.transactionId', { id: row.transactionId })}</span>
          <span>{t('transactions.entryId', { id: row.entryId })}</span>
        </span>
      ),
    },
    { id: 'reference', header: t('columns.reference'), cell: (row) => <span className={styles.code}>{row.reference}</span> },
  ];

  return (
    <MemberPage title={t('transactions.title')}>
      <div className={styles.filters} role="search" aria-label={t('filters')}>
        <DateRangeFilter value={report.range} onChange={report.setRange} />
        <label className={styles.field}>
          <span>{t('columns.type')}</span>
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as TransactionKind | '');
              report.restart();
            }}
          >
            <option value="">{t('transactions.allKinds')}</option>
            {TRANSACTION_KINDS.map((option) => (
              <option key={option} value={option}>
                {kindLabel(t, option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption={t('transactions.caption')}
          columns={columns}
          rows={data?.content}
          rowKey={(row) => row.entryId}
          loading={isFetching}
          loadingLabel={t('list.loading')}
          emptyText={t('transactions.empty')}
        />
      )}
      <Pagination page={report.pageNo} totalPages={data?.totalPages ?? 0} onPage={report.setPageNo} />
    </MemberPage>
  );
}
