import { useId, type ReactNode } from 'react';
import styles from './pageKit.module.css';

type CardSectionProps = {
  title: string;
  /** The heading's id, when something inside (a form) is named by it too. */
  titleId?: string;
  children: ReactNode;
};

/** A card of a member-centre page: a region named by its own heading (h3, under the page's h2). */
export function CardSection({ title, titleId, children }: CardSectionProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
