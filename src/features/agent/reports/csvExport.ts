/**
 * CSV export of a report: the report's own query with `format=csv`, through the app's base
 * query (reportsApi.agentReportCsv), saved through the platform (a download on the web).
 * The file keeps a UTF-8 byte order mark, as the server sends it: spreadsheet programs need
 * it to read accounts in other scripts, and the HTTP layer drops it when decoding.
 */
import type { AppDispatch } from '../../../app/store';
import { dateInputValue } from '../../../components/dateRange';
import { platform } from '../../../platform/platform';
import type { RangeArgs } from '../../../shared/wire';
import { reportsApi, type CsvRequest } from './reportsApi';

const BOM = '\uFEFF';

/** `team-bets_2026-11-16_2026-11-22.csv`: what, then the first and last local day of the range. */
export function csvFileName(base: string, range: RangeArgs): string {
  return `${base}_${dateInputValue(range.startTime)}_${dateInputValue(range.endTime - 1)}.csv`;
}

export type CsvOutcome = { ok: true } | { ok: false; error: unknown };

/** What came back was no CSV text (a JSON envelope that succeeded, say): nothing to save. */
export const NOT_CSV = 'not-csv';

/**
 * Fetches every row of `request`'s range (`format=all`), turns them into CSV text with the
 * screen's columns (`build`, csvTable.ts) and saves it as `fileName`. Resolves with what went
 * wrong rather than rejecting; nothing stays in the store after the save.
 */
export async function exportScreenCsv(dispatch: AppDispatch, request: CsvRequest, fileName: string, build: (rows: readonly unknown[]) => string): Promise<CsvOutcome> {
  const call = dispatch(reportsApi.endpoints.agentReportAll.initiate(request));
  try {
    const result = await call;
    if ('error' in result) return { ok: false, error: result.error };
    if (!Array.isArray(result.data?.content)) return { ok: false, error: NOT_CSV };
    await platform.saveFile(fileName, new Blob([build(result.data.content)], { type: 'text/csv;charset=utf-8' }));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    call.reset();
  }
}

/**
 * Fetches the server's CSV of `request` (`format=csv`) and saves it as `fileName`. Resolves
 * with what went wrong rather than rejecting; the text does not stay in the store after the save.
 */
export async function exportCsv(dispatch: AppDispatch, request: CsvRequest, fileName: string): Promise<CsvOutcome> {
  const call = dispatch(reportsApi.endpoints.agentReportCsv.initiate(request));
  try {
    const result = await call;
    if ('error' in result) return { ok: false, error: result.error };
    if (typeof result.data !== 'string') return { ok: false, error: NOT_CSV };
    const text = result.data.startsWith(BOM) ? result.data : `${BOM}${result.data}`;
    await platform.saveFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    call.reset();
  }
}
