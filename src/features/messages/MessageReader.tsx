import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/report/dateTime';
import type { MessageText } from './messageText';
import styles from './messages.module.css';

type MessageReaderProps = {
  /** The open message, or null: the reader then says how to open one. */
  message: { id: string; createdAt: number; text: MessageText } | null;
  onClose: () => void;
};

/**
 * The open message. Focus moves to its heading when a message opens, so a keyboard or screen
 * reader user lands on what they chose; the content is plain text (never HTML).
 */
export function MessageReader({ message, onClose }: MessageReaderProps) {
  const { t, i18n } = useTranslation('records');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const openId = message?.id;

  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);

  if (!message) return <p className={styles.placeholder}>{t('messages.choose')}</p>;
  return (
    <article className={styles.reader} aria-labelledby={headingId}>
      <header className={styles.readerHeader}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.readerTitle}>
          {message.text.title}
        </h3>
        <button type="button" className="button" onClick={onClose}>
          {t('messages.closeReader')}
        </button>
      </header>
      <p className={styles.time}>
        {t('messages.received', { time: formatDateTime(message.createdAt, i18n.language) })}
      </p>
      <p className={styles.content}>{message.text.content}</p>
    </article>
  );
}
