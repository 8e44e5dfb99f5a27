/**
 * The agent reports' CSV (issue 14 item 18): the screen's columns in order with their labels,
 * percent not basis points, times in the member's time zone, and the range and time zone
 * stated above the table.
 */
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvDateTime,
  csvMoney,
  csvTable,
  utcOffset,
  type ReportColumn,
} from '../../../../../src/components/report/csvTable';
import { csvRate } from '../../../../../src/features/contracts/rates';

type Row = { at: number; account: string; rateBp: number; amountMinor: string };

const columns: ReportColumn<Row>[] = [
  { id: 'time', header: 'Zeit', cell: () => null, csv: (r) => csvDateTime(r.at, 'Europe/Berlin') },
  { id: 'account', header: 'Konto', cell: () => null, csv: (r) => r.account },
  { id: 'rate', header: 'Satz', cell: () => null, csv: (r) => csvRate(r.rateBp) },
  { id: 'amount', header: 'Betrag', cell: () => null, csv: (r) => csvMoney(r.amountMinor, 2) },
];

describe('csvTable', () => {
  it('csv export has the screen columns and labels, percent, and the member time zone with the range on top', () => {
    const start = Date.UTC(2026, 10, 15, 23); // 16 Nov 00:00 in Berlin (UTC+1)
    const end = Date.UTC(2026, 10, 22, 23);
    const text = csvTable(
      columns,
      [{ at: Date.UTC(2026, 10, 20, 17, 47, 8), account: '=cmd', rateBp: 125, amountMinor: '-1250' }],
      {
        title: 'Teamwetten',
        rangeLabel: 'Zeitraum',
        timeZoneLabel: 'Zeitzone',
        startTime: start,
        endTime: end,
        timeZone: 'Europe/Berlin',
      },
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Teamwetten',
      'Zeitraum,2026-11-16 00:00:00 – 2026-11-22 23:59:59',
      'Zeitzone,Europe/Berlin (UTC+01:00)',
      '',
      'Zeit,Konto,Satz,Betrag',
      "2026-11-20 18:47:08,'=cmd,1.25%,-12.50",
      '',
    ]);
    expect(text).not.toMatch(/\bbp\b|rateBp/);
  });

  it('writes the totals row as the last line: its label first, each column its total or nothing', () => {
    const text = csvTable(
      columns,
      [],
      { title: 'T', rangeLabel: 'R', timeZoneLabel: 'Z', startTime: 0, endTime: 86_400_000, timeZone: 'UTC' },
      {
        label: 'Summe',
        cells: { amount: { view: null, csv: csvMoney('123450', 2) }, rate: { view: null, csv: null } },
      },
    );
    expect(text.slice(1).split('\r\n').slice(4)).toEqual(['Zeit,Konto,Satz,Betrag', 'Summe,,,1234.50', '']);
  });

  it('states offsets of zones east and west of UTC, and across summer time', () => {
    expect(utcOffset(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffset(Date.UTC(2026, 6, 1), 'America/New_York')).toBe('UTC-04:00');
    expect(utcOffset(Date.UTC(2026, 0, 1), 'America/New_York')).toBe('UTC-05:00');
    expect(utcOffset(Date.UTC(2026, 0, 1), 'UTC')).toBe('UTC+00:00');
  });

  it('quotes and guards cells like the server CSV', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });
});
