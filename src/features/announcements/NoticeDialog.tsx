import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { SafeHtml } from '../../components/SafeHtml';
import type { Notice } from '../../shared/wire';
import styles from './marquee.module.css';

export type NoticeDialogProps = { notice: Notice; onClose: () => void };

/** One notice (the notice popup): its title and its sanitised HTML. A lazy chunk. */
export default function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const { t, i18n } = useTranslation('common');
  const date = new Date(notice.createdAt).toLocaleDateString(i18n.language);
  return (
    <Modal
      title={notice.title}
      onClose={onClose}
      closeOnOutsideClick
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('ok')}
        </button>
      }
    >
      <p className={styles.date}>{date}</p>
      <SafeHtml className={styles.content} html={notice.content} />
    </Modal>
  );
}
