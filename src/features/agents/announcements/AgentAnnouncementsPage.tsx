import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { Loader } from '../../../components/Spinner';
import { PageSection } from '../../../components/page/PageSection';
import { Pager } from '../../../components/page/Pager';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { useDateTime } from '../../../components/page/useDateTime';
import { useAgentAnnouncementsQuery } from '../agentApi';
import kit from '../../../components/page/pageKit.module.css';
import styles from './announcements.module.css';

const PAGE_SIZE = 10;

/**
 * agentAnnouncement: the site's notices for agents, newest first, a page at a time. Each opens
 * in place (a native disclosure, keyboard operable); its HTML goes through SafeHtml only.
 */
export default function AgentAnnouncementsPage() {
  const { t } = useTranslation(['agent', 'common']);
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useAgentAnnouncementsQuery({ pageNo, pageSize: PAGE_SIZE });
  const title = t('menu.agentAnnouncement');

  let body;
  if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loader label={t('common:loading')} />;
  else if (query.data.content.length === 0) body = <p className={kit.muted}>{t('announcements.empty')}</p>;
  else {
    body = (
      <ul className={kit.list} aria-label={title} aria-busy={query.isFetching || undefined}>
        {query.data.content.map((item, index) => (
          <li key={item.id} className={kit.card}>
            <details className={styles.item} open={pageNo === 1 && index === 0}>
              <summary className={styles.summary}>
                <span className={styles.title}>{item.title}</span>
                <time className={kit.muted} dateTime={new Date(item.createdAt).toISOString()}>
                  {dateTime(item.createdAt)}
                </time>
              </summary>
              <SafeHtml html={item.content} className={styles.content} />
            </details>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <PageSection title={title}>
      {body}
      {query.data ? (
        <Pager label={title} pageNo={pageNo} totalPages={query.data.totalPages} onChange={setPageNo} />
      ) : null}
    </PageSection>
  );
}
