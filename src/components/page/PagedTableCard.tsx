import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../Spinner';
import type { Page } from '../../shared/wire';
import { CardSection } from './CardSection';
import { Pager } from './Pager';
import { QueryFailed } from './QueryFailed';
import styles from './pageKit.module.css';

export type TableHeader = { label: string; /** Right-aligned figures. */ amount?: boolean };

type PagedTableCardProps<Row> = {
  /** The card's heading, the table's (hidden) caption and the pager's name. */
  title: string;
  /** The list query of page `pageNo`. */
  query: { data?: Page<Row> | undefined; error?: unknown; refetch: () => unknown };
  pageNo: number;
  onPage: (pageNo: number) => void;
  emptyText: string;
  headers: readonly TableHeader[];
  /** One `<tr>` of cells, in the order of `headers`. */
  row: (row: Row) => ReactNode;
};

/**
 * A card with one paged list of the member's requests (deposits, withdrawals): the table, or
 * what went wrong with Retry, a loader, or the empty text; the pager once a page has arrived.
 */
export function PagedTableCard<Row>({
  title,
  query,
  pageNo,
  onPage,
  emptyText,
  headers,
  row,
}: PagedTableCardProps<Row>) {
  const { t } = useTranslation('common');
  let body;
  if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loader label={t('loading')} />;
  else if (query.data.content.length === 0) body = <p className={styles.muted}>{emptyText}</p>;
  else {
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header.label} scope="col" className={header.amount ? styles.amount : undefined}>
                  {header.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{query.data.content.map(row)}</tbody>
        </table>
      </div>
    );
  }
  return (
    <CardSection title={title}>
      {body}
      {query.data ? <Pager label={title} pageNo={pageNo} totalPages={query.data.totalPages} onChange={onPage} /> : null}
    </CardSection>
  );
}
