import type { Game } from '../../../shared/wire';
import { colourClassOf, gameLabel } from './GameCard';
import styles from './GameCard.module.css';

/**
 * A game tile drawn light: its colour and name in the tile's box, no picture, no controls.
 * The virtual grid shows these for rows that come into view during a fling (a row every
 * frame), where a full card's DOM and hooks would cost more than a frame has at 4x CPU
 * throttling; they turn into full cards a row per frame once the fling ends.
 */
export function TileSketch({ game }: { game: Game }) {
  return (
    <div className={`${styles.sketch} ${colourClassOf(game.nodeId)}`} data-game-tile="sketch">
      <span className={styles.sketchName} dir="auto">
        {gameLabel(game)}
      </span>
    </div>
  );
}
