import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { SafeHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import type { PopupAnnouncement } from '../../shared/wire';
import { pageCount, pageItems, pageOfIndex } from './popupPaging';
import styles from './popup.module.css';

export type AnnouncementPopupProps = {
  /** Undefined while the announcements load (a popup asked for from the menu opens at once). */
  popups: readonly PopupAnnouncement[] | undefined;
  /** The announcement to open on; the first one otherwise. */
  initialItemId?: number;
  /** hideToday: "Don't remind me today" was ticked. */
  onClose: (hideToday: boolean) => void;
};

/**
 * The public announcement popup: titles 9 to a page with the chosen one's details
 * beside them, paging buttons, and "Don't remind me today". A lazy chunk with the sanitiser.
 */
export default function AnnouncementPopup({ popups, initialItemId, onClose }: AnnouncementPopupProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const detailId = useId();
  const [hideToday, setHideToday] = useState(false);
  const [chosenId, setChosenId] = useState<number | undefined>(initialItemId);
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const close = () => onClose(hideToday);

  const list = popups ?? [];
  const chosenIndex = list.findIndex((p) => p.id === chosenId);
  const page = chosenPage ?? pageOfIndex(chosenIndex);
  const pages = pageCount(list.length);
  const titles = pageItems(list, page);
  const selected = list[chosenIndex] ?? titles[0];

  const goToPage = (next: number) => {
    setChosenPage(next);
    // The details follow the list: the first title of the new page.
    setChosenId(pageItems(list, next)[0]?.id);
  };

  let body;
  if (popups === undefined) body = <Spinner label={t('common:loading')} />;
  else if (!selected) body = <p className={styles.empty}>{t('popup.empty')}</p>;
  else
    body = (
      <div className={styles.layout}>
        <section className={styles.list} aria-label={t('popup.list')}>
          <ul className={styles.titles}>
            {titles.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.title}
                  aria-current={item.id === selected.id ? 'true' : undefined}
                  aria-controls={detailId}
                  onClick={() => setChosenId(item.id)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className={styles.pager}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                {t('popup.previous')}
              </button>
              <span aria-live="polite">{t('popup.page', { page, count: pages })}</span>
              <button type="button" className="button" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
                {t('popup.next')}
              </button>
            </div>
          ) : null}
        </section>
        <article id={detailId} className={styles.detail} aria-labelledby={`${detailId}-title`}>
          <h3 id={`${detailId}-title`} className={styles.detailTitle}>
            {selected.title}
          </h3>
          <p className={styles.date}>{new Date(selected.createdAt).toLocaleDateString(i18n.language)}</p>
          <SafeHtml className={styles.content} html={selected.content} />
        </article>
      </div>
    );

  return (
    <Modal
      title={t('popup.title')}
      size="large"
      onClose={close}
      footer={
        <>
          <label className={styles.hideToday}>
            <input type="checkbox" checked={hideToday} onChange={(event) => setHideToday(event.target.checked)} />
            {t('popup.hideToday')}
          </label>
          <button type="button" className="button button--primary" onClick={close}>
            {t('common:close')}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
