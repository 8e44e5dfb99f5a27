import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../DataTable';
import { DateRangeFilter } from '../DateRangeFilter';
import { Pagination } from '../Pagination';
import type { Page } from '../../shared/wire';
import { LoadError } from './LoadError';
import { MemberPage } from './MemberPage';
import type { ReportRange } from './useReportRange';
import styles from './report.module.css';

type ReportPageProps<Row> = {
  title: string;
  report: ReportRange;
  /** The page's own filters, after the date range (vendor, game type, kind). */
  filters?: ReactNode;
  /** The report query of `report`'s range and page. */
  query: { data?: Page<Row> | undefined; error?: unknown; isFetching: boolean; refetch: () => unknown };
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
};

/**
 * A paged member report: the filters as a search landmark, the table (or what went wrong, with
 * Retry) and the pager. Range and filters live in the page (useReportRange), which asks for
 * the rows.
 */
export function ReportPage<Row>({
  title,
  report,
  filters,
  query,
  caption,
  columns,
  rowKey,
  emptyText,
}: ReportPageProps<Row>) {
  const { t } = useTranslation('records');
  return (
    <MemberPage title={title}>
      <div className={styles.filters} role="search" aria-label={t('filters')}>
        <DateRangeFilter value={report.range} onChange={report.setRange} />
        {filters}
      </div>
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={query.data?.content}
          rowKey={rowKey}
          loading={query.isFetching}
          loadingLabel={t('list.loading')}
          emptyText={emptyText}
        />
      )}
      <Pagination page={report.pageNo} totalPages={query.data?.totalPages ?? 0} onPage={report.setPageNo} />
    </MemberPage>
  );
}
