import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './lists.module.css';

export type Column<Row> = {
  id: string;
  /** Header text; also labels each cell when the table stacks on a narrow screen. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts, counts). */
  numeric?: boolean;
  /** This column names the row (a `th scope="row"`). */
  rowHeader?: boolean;
};

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  /** undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** True while rows load or reload; the old rows stay, dimmed, until the new ones arrive. */
  loading: boolean;
  loadingLabel: string;
  emptyText: string;
  /** Rows to mark (the member's own leaderboard row): styled and aria-current. */
  highlight?: (row: Row) => boolean;
  /**
   * A totals row under the rows (a `tfoot`): its label heads the first column, and each column
   * shows its own cell by column id (none: empty). Shown only while there are rows.
   */
  footer?: TableFooter | undefined;
};

export type TableFooter = { label: string; cells: Partial<Record<string, ReactNode>> };

/**
 * A semantic table: caption, column headers, an optional row-header column, a loading row,
 * an empty row and an optional totals row. In a narrow container (a phone, or the member centre beside its menu)
 * each row stacks into a card whose cells carry their column's name (lists.module.css).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  loadingLabel,
  emptyText,
  highlight,
  footer,
}: DataTableProps<Row>) {
  const span = columns.length;
  let body: ReactNode;
  if (!rows || rows.length === 0) {
    body = (
      <tr className={styles.stateRow}>
        <td colSpan={span}>{loading ? <Spinner label={loadingLabel} /> : emptyText}</td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const marked = highlight?.(row) ?? false;
      return (
        <tr
          key={rowKey(row)}
          className={marked ? styles.highlight : undefined}
          aria-current={marked ? 'true' : undefined}
        >
          {columns.map((column) => {
            const className = column.numeric ? styles.numeric : undefined;
            return column.rowHeader ? (
              <th key={column.id} scope="row" data-label={column.header} className={className}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.id} data-label={column.header} className={className}>
                {column.cell(row)}
              </td>
            );
          })}
        </tr>
      );
    });
  }

  return (
    // The frame scrolls a wide table sideways: focusable so the keyboard can scroll it too.
    <div
      className={styles.tableFrame}
      tabIndex={0}
      role="group"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <table
        className={loading && rows?.length ? `${styles.table} ${styles.reloading}` : styles.table}
        aria-busy={loading || undefined}
      >
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
        {footer && rows && rows.length > 0 ? (
          <tfoot className={styles.totals}>
            <tr>
              {columns.map((column, index) => {
                const className = column.numeric ? styles.numeric : undefined;
                return index === 0 ? (
                  <th key={column.id} scope="row" className={className}>
                    {footer.label}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.header} className={className}>
                    {footer.cells[column.id]}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
