import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './reports.module.css';

/**
 * A figure that opens the records behind it (teamBetsLink.ts): the figure stays the visible
 * text and starts the link's name, and `hint` finishes it for screen readers ("3 bets of amy02:
 * show them"), so the name matches what is seen (WCAG 2.5.3).
 */
export function DrillLink({ to, hint, children }: { to: string; hint: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.drill}>
      {children}
      <span className="visually-hidden"> {hint}</span>
    </Link>
  );
}
