import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenError } from '../../app/ScreenError';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loader } from '../../components/Spinner';
import { DEFAULT_MEMBER_PAGE, memberPagePath, type MemberPageKey } from './memberPageKeys';
import { pageAvailability, type MenuContext } from './menu/memberMenu';
import { MEMBER_PAGES } from './pages';
import { PageSection } from '../../components/page/PageSection';
import styles from './member.module.css';

type MemberPageViewProps = {
  page: MemberPageKey;
  context: MenuContext;
};

/** How long to wait for a lazily loaded page's heading before giving up on moving focus to it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves focus to the first heading inside `container` once it is there (pages load lazily), so
 * keyboard and screen-reader users land on the page they opened from the menu.
 */
export function focusHeadingWhenReady(container: HTMLElement): () => void {
  const tryFocus = () => {
    const heading = container.querySelector<HTMLElement>('h1, h2');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/**
 * The chosen page. Each page brings its own heading. A page this member does not have
 * (transferFund on a single wallet, transferUpline without an upline) says so.
 */
export function MemberPageView({ page, context }: MemberPageViewProps) {
  const { t } = useTranslation(['member', 'common']);
  const containerRef = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page || !containerRef.current) return;
    previous.current = page;
    return focusHeadingWhenReady(containerRef.current);
  }, [page]);

  const availability = pageAvailability(page, context);
  const Page = MEMBER_PAGES[page];
  let content;
  if (availability === 'unknown') content = <Loader label={t('common:loading')} />;
  else if (availability === 'hidden') {
    content = (
      <PageSection title={t(`menu.${page}`)}>
        <div className={styles.notice}>
          <p>{t(page === 'transferFund' ? 'page.singleWallet' : 'page.noUpline')}</p>
          <Link to={memberPagePath(DEFAULT_MEMBER_PAGE)}>{t('page.backToAccount')}</Link>
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
