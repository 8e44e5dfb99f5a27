import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../DataTable';
import { DateRangeFilter } from '../DateRangeFilter';
import { Pagination } from '../Pagination';
import type { Page } from '../../shared/wire';
import type { TotalsRow } from './csvTable';
import { LoadError } from './LoadError';
import type { ReportRange } from './useReportRange';
import records from './report.module.css';

export type ReportQuery<Row> = {
  data?: Page<Row> | undefined;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type ReportViewProps<Row> = {
  report: ReportRange;
  /** The report's own filters, after the date range. */
  filters?: ReactNode;
  /** Between the filters and the table (the income totals). */
  before?: ReactNode;
  query: ReportQuery<Row>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Names the pager when a page has more than one. */
  pagerLabel?: string;
  /** The totals row of the whole filter (server figures), under the rows. */
  footer?: TotalsRow | undefined;
};

/**
 * The body of an agent report, as the member's records show theirs: the filters as a search
 * landmark, the table (or what went wrong, with Retry), and the pager.
 */
export function ReportView<Row>({
  report,
  filters,
  before,
  query,
  caption,
  columns,
  rowKey,
  emptyText,
  pagerLabel,
  footer,
}: ReportViewProps<Row>) {
  const { t } = useTranslation('records');
  return (
    <>
      <div className={records.filters} role="search" aria-label={t('filters')}>
        <DateRangeFilter value={report.range} onChange={report.setRange} />
        {filters}
      </div>
      {before}
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
          footer={
            footer && {
              label: footer.label,
              cells: Object.fromEntries(Object.entries(footer.cells).map(([id, cell]) => [id, cell?.view])),
            }
          }
        />
      )}
      <Pagination
        page={report.pageNo}
        totalPages={query.data?.totalPages ?? 0}
        onPage={report.setPageNo}
        {...(pagerLabel && { label: pagerLabel })}
      />
    </>
  );
}
