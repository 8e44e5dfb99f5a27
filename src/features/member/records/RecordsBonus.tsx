import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { Pagination } from '../../../components/Pagination';
import type { BonusRecord } from '../../../shared/wire';
import { Amount } from './Amount';
import { formatDateTime } from './dateTime';
import { LoadError } from './LoadError';
import { MemberPage } from './MemberPage';
import { useRecordBonusesQuery } from './recordsApi';
import styles from './records.module.css';
import { useReportRange } from './useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/** bonusDetails: the bonus credits of a range (claimed rewards, promotions), with their transaction. */
export function RecordsBonus() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const report = useReportRange();
  const { data, error, isFetching, refetch } = useRecordBonusesQuery({ ...report.rangeArgs, ...report.pageArgs });

  const columns: Column<BonusRecord>[] = [
    { id: 'time', header: t('columns.time'), rowHeader: true, cell: (row) => formatDateTime(row.createdAt, i18n.language) },
    { id: 'title', header: t('columns.bonus'), cell: (row) => row.title },
    { id: 'amount', header: t('columns.amount'), numeric: true, cell: (row) => <Amount minor={row.amountMinor} signed /> },
    {
      id: 'transaction',
      header: t('columns.transaction'),
      cell: (row) => <span className={styles.code}>{t('transactions.transactionId', { id: row.transactionId })}</span>,
    },
  ];

  return (
    <MemberPage title={t('bonus.title')}>
      <div className={styles.filters} role="search" aria-label={t('filters')}>
        <DateRangeFilter value={report.range} onChange={report.setRange} />
      </div>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption={t('bonus.caption')}
          columns={columns}
          rows={data?.content}
          rowKey={(row) => row.transactionId}
          loading={isFetching}
          loadingLabel={t('list.loading')}
          emptyText={t('bonus.empty')}
        />
      )}
      <Pagination page={report.pageNo} totalPages={data?.totalPages ?? 0} onPage={report.setPageNo} />
    </MemberPage>
  );
}
