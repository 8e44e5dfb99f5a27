import { useId, type ReactNode } from 'react';
import styles from './report.module.css';

type MemberPageProps = {
  title: string;
  /** Beside the heading: a count, a "mark all read" button. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of one member-centre page: a region named by its own heading (h2: the member
 * centre's frame holds the h1). The frame lazy-loads each page beside its menu.
 */
export function MemberPage({ title, aside, children }: MemberPageProps) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.pageHeader}>
        <h2 id={headingId} className={styles.pageTitle}>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
