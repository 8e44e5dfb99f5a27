import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { Game } from '../../../shared/wire';
import { colourIndex } from './colourClass';
import { GameImage } from './GameImage';
import { HeartIcon } from './gameIcons';
import styles from './GameCard.module.css';
import { assetUrl } from '../../../platform/assetUrl';

/** The tile's box in CSS pixels; lists reserve exactly this, so nothing shifts as cards load. */
export const CARD_WIDTH = 160;
export const CARD_HEIGHT = 224;
export const CARD_IMAGE = 160;

export type GameCardProps = {
  game: Game;
  favourite: boolean;
  /** The tile: the vendor launch (for RNG, the game itself). */
  onLaunch: (game: Game) => void;
  /** The start button ("immediate game"): launches this game directly. Not shown for RNG. */
  onStart: (game: Game) => void;
  onFavourite: (game: Game) => void;
  /** The `games` namespace's t, from the list: one subscription per list, not per card. */
  t: TFunction<'games'>;
};

const colourClasses = [styles.colour0, styles.colour1, styles.colour2, styles.colour3, styles.colour4, styles.colour5];

/** The colour class of a game's tile (colourClass.ts). */
export function colourClassOf(nodeId: number): string | undefined {
  return colourClasses[colourIndex(nodeId)];
}

/** The name a person knows the game by: the localised name, else the vendor's. */
export function gameLabel(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName'>): string {
  return game.displayName || game.gameName || game.nodeName;
}

/**
 * A game tile (presentational: data, t and callbacks in). The tile is one button named
 * "Play <name>"; the favourite toggle and the start button are its siblings (buttons do not
 * nest). The hot badge is text, read with the card. Every accessible name starts with the visible
 * label (WCAG 2.5.3, label in name): the start button is "Play now: <name>".
 */
export const GameCard = memo(function GameCard({ game, favourite, onLaunch, onStart, onFavourite, t }: GameCardProps) {
  const name = gameLabel(game);
  const secondName = game.gameName && game.gameName !== name ? game.gameName : '';
  return (
    <article className={`${styles.card} ${colourClassOf(game.nodeId)}`} data-game-tile="">
      <button
        type="button"
        className={styles.tile}
        aria-label={t('card.play', { name })}
        onClick={() => onLaunch(game)}
      >
        <span className={styles.media}>
          <GameImage
            key={game.iconUrl || game.showIcon}
            src={assetUrl(game.iconUrl || game.showIcon) ?? ''}
            size={CARD_IMAGE}
          />
          <span className={styles.playIcon} />
        </span>
        <span className={styles.names}>
          {/* dir="auto": a Latin name inside a right-to-left page still reads and truncates left to right. */}
          <span className={styles.name} dir="auto">
            {name}
          </span>
          {/* The vendor's own name under the localised one: shown, not spoken twice (the button is named by the localised name). */}
          <span className={styles.secondName} dir="auto" aria-hidden="true">
            {secondName}
          </span>
        </span>
      </button>
      {game.isHot === 1 ? <span className={styles.hot}>{t('card.hot')}</span> : null}
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={t('card.favourite', { name })}
        onClick={() => onFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
      {game.gameType === 'RNG' ? null : (
        <button
          type="button"
          className={styles.start}
          aria-label={t('card.startLabel', { name })}
          onClick={() => onStart(game)}
        >
          {t('card.start')}
        </button>
      )}
    </article>
  );
});
