import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/currentRoute';
import { ScreenOutlet } from '../app/ScreenOutlet';
import { useSiteConfig } from '../features/system';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

const MAIN_ID = 'main-content';

/** The agent area's own frame (/agent, /agentHome): no side menu, no game navigation. */
export function AgentLayout() {
  const { t } = useTranslation('nav');
  const site = useSiteConfig();
  useDocumentTitle(site.merchantName);
  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <Header topNav={false} guestLinks={false} area={t('agentCentre')} />
      <div className={styles.body}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          <ScreenOutlet />
        </main>
      </div>
      <Footer siteName={site.merchantName} />
    </div>
  );
}
