/**
 * CSV answers of the agent reports (`format=csv`): UTF-8 with a BOM (so spreadsheet programs
 * read the accents), RFC 4180 (CRLF lines; a field with a comma, quote or line break is
 * quoted, quotes doubled), a header row of English field names, at most MAX_CSV_ROWS rows, money
 * as major-unit decimals and times as ISO 8601 UTC.
 *
 * Formula injection: a text cell that starts with = + - @ (or a tab or carriage return, which
 * some programs skip before looking) gets a leading apostrophe, so an account or game name like
 * "=HYPERLINK(…)" is shown, never run. Plain numbers ("-12.50") are left alone: they cannot be
 * formulas and must stay numbers.
 *
 * Only successful answers are CSV; every error is still the JSON envelope, thrown before this
 * module is reached. The transport writes a route's return value as is (server/wire), so a
 * string with its own content type goes out unwrapped.
 */
import type { FastifyReply } from 'fastify';
import { MAX_CSV_ROWS } from '../../../src/shared/wire/agents';
import { formatMinor } from '../../../src/shared/money';
import type { Range } from '../../http/dateRange';
import type { Paging } from '../../http/paging';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The paging of a CSV export: the whole range, up to the row limit. */
export const CSV_PAGING: Paging = { pageNo: 1, pageSize: MAX_CSV_ROWS, offset: 0 };

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows.slice(0, MAX_CSV_ROWS)) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `team-bets-2026-11-01_2026-11-22.csv`: the report and the days the range covers (UTC, end inclusive). */
export function csvFilename(report: string, range: Range): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `${report}-${day(range.start)}_${day(new Date(range.end.getTime() - 1))}.csv`;
}

export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csvText(columns, rows));
}

/** Minor units on the wire ("-1250") to the major-unit decimal a spreadsheet sums ("-12.50"). */
export const major = (minor: string, minorUnits: number) => formatMinor(BigInt(minor), minorUnits);

/** Epoch ms to ISO 8601 UTC; empty for none. */
export const isoTime = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
