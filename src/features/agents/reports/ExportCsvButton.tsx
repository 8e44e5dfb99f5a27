import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../components/page/errorText';
import { exportScreenCsv } from './csvExport';
import type { Page } from '../../../shared/wire';
import { csvTable, memberTimeZone, type ReportColumn, type TotalsRow } from '../../../components/report/csvTable';
import type { CsvRequest } from './reportsApi';
import styles from './reports.module.css';

export type CsvExport<Row> = {
  /** The report and the arguments its table shows now. */
  request: CsvRequest;
  fileName: string;
  /** The report's name, first line of the file. */
  title: string;
  /** The screen's columns: the file has these, in this order, with these labels. */
  columns: readonly ReportColumn<Row>[];
  /** The totals row of the whole range's answer, written as the file's last line. */
  totals?: ((answer: Page<unknown>) => TotalsRow | undefined) | undefined;
};

/**
 * "Export CSV": the whole range of the report as its table is filtered and shown (columns,
 * labels, percent, the member's time zone; csvTable.ts), saved as a file. Busy while it runs
 * (aria-disabled, so it keeps focus); a failure is said under it.
 */
export function ExportCsvButton<Row>({ request, fileName, title, columns, totals }: CsvExport<Row>) {
  const { t } = useTranslation('agentReports');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { startTime, endTime } = request.args;
    const header = {
      title,
      rangeLabel: t('export.range'),
      timeZoneLabel: t('export.timeZone'),
      startTime,
      endTime,
      timeZone: memberTimeZone(),
    };
    const outcome = await exportScreenCsv(dispatch, request, fileName, (rows, answer) =>
      csvTable(columns, rows as readonly Row[], header, totals?.(answer)),
    );
    setBusy(false);
    if (!outcome.ok) setError(errorText(outcome.error) || t('export.failed'));
  };

  return (
    <div className={styles.export}>
      <button type="button" className="button" aria-disabled={busy} onClick={() => void run()}>
        {t('export.button')}
      </button>
      {busy ? (
        <span role="status" className={styles.muted}>
          {t('export.busy')}
        </span>
      ) : null}
      {error ? (
        <p role="alert" className={styles.exportError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
