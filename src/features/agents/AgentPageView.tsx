import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenError } from '../../app/ScreenError';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loader } from '../../components/Spinner';
import { focusHeadingWhenReady } from '../member/MemberPageView';
import { PageSection } from '../../components/page/PageSection';
import { agentPagePath, DEFAULT_AGENT_PAGE, type AgentPageKey } from './agentPageKeys';
import { agentPageAvailability, type AgentMenuContext } from './menu/agentMenu';
import { AGENT_PAGES } from './pages';
import styles from './agent.module.css';

type AgentPageViewProps = {
  page: AgentPageKey;
  context: AgentMenuContext;
};

/**
 * The chosen page. Each page brings its own heading (h2), which takes the focus when the page
 * changes. A page this site does not offer (dividend records with dividends off) says so.
 */
export function AgentPageView({ page, context }: AgentPageViewProps) {
  const { t } = useTranslation(['agent', 'common']);
  const containerRef = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page || !containerRef.current) return;
    previous.current = page;
    return focusHeadingWhenReady(containerRef.current);
  }, [page]);

  const availability = agentPageAvailability(page, context);
  const Page = AGENT_PAGES[page];
  let content;
  if (availability === 'unknown') content = <Loader label={t('common:loading')} />;
  else if (availability === 'hidden') {
    content = (
      <PageSection title={t(`menu.${page}`)}>
        <div className={styles.notice}>
          <p>{t('page.dividendOff')}</p>
          <Link to={agentPagePath(DEFAULT_AGENT_PAGE)}>{t('page.backToOverview')}</Link>
        </div>
      </PageSection>
    );
  } else {
    content = (
      <ErrorBoundary resetKeys={[page]} fallback={(error) => <ScreenError error={error} />}>
        <Suspense fallback={<Loader label={t('common:loading')} />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <div ref={containerRef} className={styles.pageSlot}>
      {content}
    </div>
  );
}
