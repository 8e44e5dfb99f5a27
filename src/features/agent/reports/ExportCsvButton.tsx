import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../member/ui/errorText';
import { exportCsv } from './csvExport';
import type { CsvRequest } from './reportsApi';
import styles from './reports.module.css';

type ExportCsvButtonProps = {
  /** The report and the arguments its table shows now. */
  request: CsvRequest;
  fileName: string;
};

/**
 * "Export CSV": the whole range of the report as its table is filtered, saved as a file. Busy
 * while it runs (aria-disabled, so it keeps focus); a failure is said under it.
 */
export function ExportCsvButton({ request, fileName }: ExportCsvButtonProps) {
  const { t } = useTranslation('agentReports');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await exportCsv(dispatch, request, fileName);
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
