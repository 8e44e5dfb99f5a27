import { useId, type ReactNode } from 'react';
import { WarningIcon } from '../../components/icons';
import styles from './GatePage.module.css';

type GatePageProps = {
  title: string;
  children: ReactNode;
  /** Usually the customer-service button. */
  actions?: ReactNode;
};

/** A centred card that stands in for the whole app: maintenance or a region block. */
export function GatePage({ title, children, actions }: GatePageProps) {
  const headingId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <WarningIcon size={44} className={styles.icon} />
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {children}
        {actions}
      </section>
    </main>
  );
}

export { styles as gateStyles };
