import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageSection } from '../components/page/PageSection';
import { Loader } from '../components/Spinner';
import { ScreenError } from './ScreenError';
import styles from './centrePage.module.css';

/** Whether the person may open a page here: 'unknown' while what decides it is still loading. */
export type PageAvailability = 'available' | 'hidden' | 'unknown';

/** What a page the person does not have shows instead: its title, why, and the way back. */
export type HiddenPage = { title: string; reason: string; back: { to: string; label: string } };

type CentrePageViewProps<K extends string> = {
  page: K;
  /** The centre's typed page table (member/pages.tsx, agents/pages.tsx). */
  pages: Readonly<Record<K, ComponentType>>;
  availability: PageAvailability;
  hidden: () => HiddenPage;
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
 * The chosen page of a centre (member centre, agent centre). Each page brings its own heading,
 * which takes the focus when the page changes. A page this person or site does not have
 * (transferFund on a single wallet, dividend records with dividends off) says so instead.
 */
export function CentrePageView<K extends string>({ page, pages, availability, hidden }: CentrePageViewProps<K>) {
  const { t } = useTranslation('common');
  const containerRef = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page || !containerRef.current) return;
    previous.current = page;
    return focusHeadingWhenReady(containerRef.current);
  }, [page]);

  const Page: ComponentType = pages[page];
  let content;
  if (availability === 'unknown') content = <Loader label={t('loading')} />;
  else if (availability === 'hidden') {
    const { title, reason, back } = hidden();
    content = (
      <PageSection title={title}>
        <div className={styles.notice}>
          <p>{reason}</p>
          <Link to={back.to}>{back.label}</Link>
        </div>
      </PageSection>
    );
  } else {
    content = (
      <ErrorBoundary resetKeys={[page]} fallback={(error) => <ScreenError error={error} />}>
        <Suspense fallback={<Loader label={t('loading')} />}>
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
