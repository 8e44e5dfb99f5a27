// @vitest-environment happy-dom
/**
 * The data table in a DOM: a captioned table with column headers and row headers, a loading
 * row and an empty row, cells labelled for the stacked narrow layout, and a highlighted row.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from '../../../../src/components/DataTable';

type Row = { rank: number; name: string; me: boolean };

const columns: Column<Row>[] = [
  { id: 'rank', header: 'Rank', rowHeader: true, numeric: true, cell: (row) => row.rank },
  { id: 'name', header: 'Player', cell: (row) => row.name },
];

const rows: Row[] = [
  { rank: 1, name: 'ann', me: false },
  { rank: 2, name: 'bob', me: true },
];

afterEach(cleanup);

function renderTable(props: { rows: Row[] | undefined; loading?: boolean }) {
  render(
    <DataTable
      caption="Leaderboard"
      columns={columns}
      rows={props.rows}
      rowKey={(row) => String(row.rank)}
      loading={props.loading ?? false}
      loadingLabel="Loading records"
      emptyText="Nobody yet."
      highlight={(row) => row.me}
    />,
  );
  return screen.getByRole('table', { name: 'Leaderboard' });
}

describe('DataTable', () => {
  it('has a caption, column headers and a row header per row', () => {
    const table = renderTable({ rows });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['1', '2']);
    expect(within(table).getByRole('cell', { name: 'bob' }).getAttribute('data-label')).toBe('Player');
  });

  it('marks the highlighted row with aria-current', () => {
    const table = renderTable({ rows });
    const marked = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked.map((row) => row.textContent)).toEqual(['2bob']);
  });

  it('shows a loading row before the first rows arrive, and is busy', () => {
    const table = renderTable({ rows: undefined, loading: true });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByRole('status').textContent).toBe('Loading records');
    expect(within(table).queryByText('Nobody yet.')).toBeNull();
  });

  it('shows the empty text when there are no rows', () => {
    const table = renderTable({ rows: [] });
    const cell = within(table).getByRole('cell', { name: 'Nobody yet.' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(table.getAttribute('aria-busy')).toBeNull();
  });

  it('keeps the old rows while the next page loads', () => {
    const table = renderTable({ rows, loading: true });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('ends in a totals row (tfoot), its label as row header and each column by id, only while there are rows', () => {
    const footer = { label: 'Total', cells: { name: '2 players' } };
    const { rerender, container } = render(
      <DataTable
        caption="Totals"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.rank)}
        loading={false}
        loadingLabel="…"
        emptyText="Nobody yet."
        footer={footer}
      />,
    );
    const foot = container.querySelector('tfoot') as HTMLElement;
    expect(within(foot).getByRole('rowheader').textContent).toBe('Total');
    const [cell] = within(foot).getAllByRole('cell');
    expect(cell?.textContent).toBe('2 players');
    expect(cell?.getAttribute('data-label')).toBe('Player');
    rerender(
      <DataTable
        caption="Totals"
        columns={columns}
        rows={[]}
        rowKey={(row) => String(row.rank)}
        loading={false}
        loadingLabel="…"
        emptyText="Nobody yet."
        footer={footer}
      />,
    );
    expect(container.querySelector('tfoot')).toBeNull();
  });
});
