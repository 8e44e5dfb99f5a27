/**
 * The agent reports' CSV files, built from what the screen shows (issue 14 item 18): the
 * screen's columns in the screen's order with their labels in the member's language, amounts
 * as plain major-unit decimals a spreadsheet sums, rates in percent, times in the member's time
 * zone. Above the table, the report's name, the filter range and the time zone, so a file read
 * later says what it holds; under it, the report's totals row (over the whole range, from the
 * server) when the screen shows one. Pure: ExportCsvButton feeds it the rows of the whole range
 * (`format=all`) and the page's columns.
 *
 * RFC 4180 (CRLF, quoted fields, doubled quotes), UTF-8 with a byte order mark, and the same
 * formula guard as the server's CSV (server/domains/agents/csv.ts): text that starts with
 * = + - @ tab or CR gets an apostrophe, plain numbers stay numbers.
 */
import type { ReactNode } from 'react';
import type { Column } from '../DataTable';
import { formatMinor } from '../../shared/money';

export type CsvCell = string | number | null | undefined;

/** A screen column that also says what its cell is as CSV text. */
export type ReportColumn<Row> = Column<Row> & { csv: (row: Row) => CsvCell };

/** A totals row as the table shows it (`view`, by column id) and as the CSV writes it (`csv`). */
export type TotalsRow = { label: string; cells: Partial<Record<string, { view: ReactNode; csv: CsvCell }>> };

export type CsvHeader = {
  title: string;
  /** "Range" and "Time zone" in the member's language. */
  rangeLabel: string;
  timeZoneLabel: string;
  startTime: number;
  endTime: number;
  timeZone: string;
};

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?%?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The member's time zone: the one the screen's times are shown in (the browser's). */
export function memberTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function parts(ms: number, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
}

/** "2026-11-22 18:47:08" in `timeZone`: sortable, and read as a date by spreadsheet programs. */
export function csvDateTime(ms: number | null, timeZone: string): string {
  if (ms === null) return '';
  const p = parts(ms, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "UTC+05:30" for `timeZone` at that instant. */
export function utcOffset(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  const local = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const minutes = Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An amount of minor units as the plain decimal a spreadsheet sums ("-12.50"). */
export const csvMoney = (minor: string, minorUnits: number): string => formatMinor(BigInt(minor), minorUnits);

/** The table's cells, and the totals row (when the report has one) as its last line, label first. */
export function csvTable<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  header: CsvHeader,
  totals?: TotalsRow,
): string {
  const { timeZone } = header;
  const lines = [
    csvCell(header.title),
    [header.rangeLabel, `${csvDateTime(header.startTime, timeZone)} – ${csvDateTime(header.endTime - 1000, timeZone)}`]
      .map(csvCell)
      .join(','),
    [header.timeZoneLabel, `${timeZone} (${utcOffset(header.startTime, timeZone)})`].map(csvCell).join(','),
    '',
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c.csv(row))).join(',')),
    ...(totals
      ? [columns.map((c, index) => csvCell(index === 0 ? totals.label : totals.cells[c.id]?.csv)).join(',')]
      : []),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
