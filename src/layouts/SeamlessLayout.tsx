import { useDocumentTitle } from '../app/currentRoute';
import { ScreenOutlet } from '../app/ScreenOutlet';
import { useSiteConfig } from '../features/system';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

const MAIN_ID = 'main-content';

/** The seamless game view: header and the game, without footer, right bar, side menu or language selector. */
export function SeamlessLayout() {
  const site = useSiteConfig();
  useDocumentTitle(site.merchantName);
  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <Header languageSelector={false} />
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.content} ${styles.seamless}`}>
        <ScreenOutlet />
      </main>
    </div>
  );
}
