import { useId, type ReactNode } from 'react';
import styles from './pageKit.module.css';

/** One member-centre page: a region named by its heading. The member centre shows it beside the menu. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.pageTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
