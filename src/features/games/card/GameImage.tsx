import type { SyntheticEvent } from 'react';
import { DEFAULT_GAME_ICON, fallbackSource, lazyImageRef } from './lazyImage';
import styles from './GameCard.module.css';

type GameImageProps = {
  src: string;
  /** The box has a fixed size, so the image arriving moves nothing (no layout shift). */
  size: number;
};

/** A broken image becomes the default icon; a broken default icon is left alone (1 attempt). */
function onImageError(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  const next = fallbackSource(img.getAttribute('src') ?? '');
  if (next) img.src = next;
  else img.removeAttribute('src');
}

/**
 * A game's picture, loaded when it scrolls into view (lazyImage.ts). Decorative: the tile's
 * accessible name says which game it is. Give it `key={src}`: a new source is a new image.
 */
export function GameImage({ src, size }: GameImageProps) {
  return (
    <img
      ref={lazyImageRef}
      className={styles.image}
      data-src={src || DEFAULT_GAME_ICON}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={onImageError}
    />
  );
}
