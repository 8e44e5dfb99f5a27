import styles from './lists.module.css';

/** A tile-sized box shown while a game's page is on its way; hidden from assistive tech. */
export function TilePlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" data-game-tile="placeholder" />;
}
