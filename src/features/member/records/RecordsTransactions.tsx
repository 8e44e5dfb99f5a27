import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/DataTable';
import { TRANSACTION_KINDS, type TransactionKind, type TransactionRecord } from '../../../shared/wire';
import { Amount } from './Amount';
import { formatDateTime } from './dateTime';
import { FilterSelect } from './FilterSelect';
import { kindLabel, walletLabel } from './recordLabels';
import { useRecordTransactionsQuery } from './recordsApi';
import { ReportPage } from './ReportPage';
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
  const query = useRecordTransactionsQuery({
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
