import styles from './pageKit.module.css';

/** A status word in a pill; the tone only adds colour to what the word already says. */
export function StatusPill({ text, tone }: { text: string; tone: 'good' | 'bad' | 'neutral' }) {
  const toneClass = tone === 'good' ? styles.statusGood : tone === 'bad' ? styles.statusBad : '';
  return <span className={`${styles.status} ${toneClass}`}>{text}</span>;
}
