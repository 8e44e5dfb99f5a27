/**
 * CSV export of a report: every row of the report's own query (`format=all`, through the app's
 * base query: reportsApi.agentReportAll) made into CSV text with the screen's columns
 * (csvTable.ts), saved through the platform (a download on the web). The server's `format=csv`
 * stays for other clients; the agent centre does not use it.
 */
import type { AppDispatch } from '../../../app/store';
import { dateInputValue } from '../../../components/dateRange';
import { platform } from '../../../platform/platform';
import type { Page, RangeArgs } from '../../../shared/wire';
import { reportsApi, type CsvRequest } from './reportsApi';

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
 * wrong rather than rejecting; nothing stays in the store after the save. `build` also gets the
 * whole answer, for what the report carries beside its rows (its totals).
 */
export async function exportScreenCsv(
  dispatch: AppDispatch,
  request: CsvRequest,
  fileName: string,
  build: (rows: readonly unknown[], answer: Page<unknown>) => string,
): Promise<CsvOutcome> {
  const call = dispatch(reportsApi.endpoints.agentReportAll.initiate(request));
  try {
    const result = await call;
    if ('error' in result) return { ok: false, error: result.error };
    if (!Array.isArray(result.data?.content)) return { ok: false, error: NOT_CSV };
    await platform.saveFile(
      fileName,
      new Blob([build(result.data.content, result.data)], { type: 'text/csv;charset=utf-8' }),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    call.reset();
  }
}
