import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import type { InboxMessage } from '../../shared/wire';
import { formatDateTime } from '../../components/report/dateTime';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { useCurrency } from '../wallet/useCurrency';
import { MessageReader } from './MessageReader';
import { messageText } from './messageText';
import { useMarkMessagesReadMutation, useMessageInboxQuery, useMessageUnreadCountQuery } from './messagesApi';
import styles from './messages.module.css';
import { usePageNamespaces } from '../records/usePageNamespaces';

const PAGE_SIZE = 20;

/**
 * messageV2: the inbox with its unread count, an unread-only filter and "mark all as read".
 * Opening an unread message marks it read; the open message stays in the reader even when the
 * unread-only list drops it.
 */
export function MessagesPage() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const { minorUnits } = useCurrency();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const inbox = useMessageInboxQuery({ pageNo, pageSize: PAGE_SIZE, ...(unreadOnly && { unreadOnly: true }) });
  const { data: unread = 0 } = useMessageUnreadCountQuery();
  const [markRead, marking] = useMarkMessagesReadMutation();

  const textOf = (message: InboxMessage) => messageText(message, t, minorUnits);

  const openMessage = (message: InboxMessage) => {
    setOpen(message);
    if (!message.read) void markRead({ ids: [message.id] });
  };

  const closeMessage = () => {
    const id = open?.id;
    setOpen(null);
    // Back to the message's line in the list, if the list still shows it.
    const items = list.current?.querySelectorAll<HTMLButtonElement>('button[data-message-id]') ?? [];
    [...items].find((item) => item.dataset.messageId === id)?.focus();
  };

  let listBody;
  if (inbox.error) listBody = <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  else if (!inbox.data) listBody = <Spinner label={t('messages.loading')} />;
  else if (inbox.data.content.length === 0)
    listBody = <p className={styles.placeholder}>{unreadOnly ? t('messages.emptyUnread') : t('messages.empty')}</p>;
  else
    listBody = (
      <ul ref={list} className={styles.list} aria-label={t('messages.inbox')} aria-busy={inbox.isFetching || undefined}>
        {inbox.data.content.map((message) => (
          <li key={message.id}>
            <button
              type="button"
              data-message-id={message.id}
              className={message.read ? styles.item : `${styles.item} ${styles.unread}`}
              aria-current={open?.id === message.id ? 'true' : undefined}
              onClick={() => openMessage(message)}
            >
              <span className={styles.itemTitle}>
                {message.read ? null : <span className={styles.newTag}>{t('messages.new')}</span>}
                {textOf(message).title}
              </span>
              <span className={styles.time}>{formatDateTime(message.createdAt, i18n.language)}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <MemberPage
      title={t('messages.title')}
      aside={
        <p className={styles.count} role="status">
          {t('messages.unread', { unread })}
        </p>
      }
    >
      <div className={styles.toolbar}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setPageNo(1);
            }}
          />
          {t('messages.unreadOnly')}
        </label>
        <button
          type="button"
          className="button"
          disabled={unread === 0 || marking.isLoading}
          onClick={() => void markRead({})}
        >
          {t('messages.markAllRead')}
        </button>
      </div>
      {marking.isError ? (
        <p className={styles.problem} role="alert">
          {t('messages.markFailed')}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.listColumn}>
          {listBody}
          <Pagination page={pageNo} totalPages={inbox.data?.totalPages ?? 0} onPage={setPageNo} />
        </div>
        <MessageReader
          message={open && { id: open.id, createdAt: open.createdAt, text: textOf(open) }}
          onClose={closeMessage}
        />
      </div>
    </MemberPage>
  );
}
