import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppUpdates, UpdateStatus } from '../../platform/platform';
import styles from './updateBar.module.css';

type UpdateBarProps = {
  /** The platform's updater (platform.updates); the bar renders nothing without one (the web). */
  updates: AppUpdates | null;
};

/**
 * The desktop app's update bar (issue 14 item 22): an update found, its download progress and
 * "Restart to update". The shell downloads nothing and installs nothing by itself
 * (electron/main/services/updater.ts): Download and Restart are the person's consent.
 */
export function UpdateBar({ updates }: UpdateBarProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!updates) return undefined;
    let live = true;
    // A new state comes with its own button: whatever was pressed before is done.
    const unsubscribe = updates.onStatus((next) => {
      setStatus(next);
      setBusy(false);
    });
    updates.getStatus().then(
      (first) => {
        // An event may already have said something newer.
        if (live) setStatus((current) => current ?? first);
      },
      () => undefined,
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [updates]);

  if (!updates || !status) return null;
  const act = (step: () => Promise<unknown>) => {
    setBusy(true);
    step()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const version = status.version ?? '';
  let message: string;
  let action: { label: string; run: () => Promise<unknown> } | null = null;
  let percent: number | null = null;
  switch (status.state) {
    case 'available':
      message = t('updates.available', { version });
      action = { label: t('updates.download'), run: () => updates.download() };
      break;
    case 'downloading':
      percent = Math.round(status.percent ?? 0);
      message = t('updates.downloading', { version, percent });
      break;
    case 'downloaded':
      message = t('updates.ready', { version });
      action = { label: t('updates.restart'), run: () => updates.restart() };
      break;
    case 'error':
      message = t('updates.failed');
      action = { label: t('updates.retry'), run: () => updates.check() };
      break;
    default:
      return null;
  }

  return (
    <section className={styles.bar} aria-label={t('updates.label')}>
      <p className={styles.message} role="status">
        {message}
      </p>
      {percent !== null ? (
        <progress className={styles.progress} max={100} value={percent} aria-label={t('updates.progress')} />
      ) : null}
      {action ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => act(action.run)}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}
