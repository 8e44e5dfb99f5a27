import { Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../app/lazyScreen';
import { InfoIcon } from '../../components/icons';
import type { Notice } from '../../shared/wire';
import styles from './marquee.module.css';
import type { NoticeDialogProps } from './NoticeDialog';
import { marqueeSeconds } from './noticeTiming';
import { useAnnouncements } from './useAnnouncements';

// The dialog brings the HTML sanitiser with it: loaded the first time a notice is opened.
const NoticeDialog = lazyScreen<NoticeDialogProps>(() => import('./NoticeDialog'));

/**
 * The notice marquee of the home page: the titles of the player notices (PL) scrolling by, each
 * a button that opens the notice. It stops under the pointer, becomes a still, scrollable row
 * while a keyboard user is in it, and never moves for people who asked for less motion.
 * The bar keeps its height while the notices load, so nothing below it jumps.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  const { data, loading } = useAnnouncements();
  const [open, setOpen] = useState<Notice | null>(null);
  const notices = data?.player ?? [];
  if (loading) return <div className={styles.bar} />;
  if (notices.length === 0) return null;

  const timing = { '--marquee-duration': `${marqueeSeconds(notices.map((n) => n.title))}s` } as CSSProperties;
  return (
    <section className={styles.bar} aria-label={t('notices.label')}>
      <InfoIcon size={18} className={styles.icon} />
      <div className={styles.viewport}>
        <ul className={styles.track} style={timing}>
          {notices.map((notice) => (
            <li key={notice.id}>
              <button type="button" className={styles.notice} onClick={() => setOpen(notice)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <NoticeDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
