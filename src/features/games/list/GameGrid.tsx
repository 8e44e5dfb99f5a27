import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/wire';
import { GameCard } from '../card/GameCard';
import type { GameActions } from '../card/useGameActions';
import { TilePlaceholder } from './TilePlaceholder';
import styles from './lists.module.css';

type GameGridProps = {
  games: readonly Game[] | undefined;
  actions: GameActions;
  /** While the page loads, this many placeholders hold its place (no layout shift). */
  placeholders: number;
  label?: string;
};

/** One page of games as a list of fixed-size tiles; placeholders of the same size while loading. */
export function GameGrid({ games, actions, placeholders, label }: GameGridProps) {
  const { t } = useTranslation('games');
  if (games && games.length === 0) return null;
  return (
    <ul className={styles.grid} aria-label={label ?? t('list.label')} aria-busy={!games}>
      {games
        ? games.map((game) => (
            <li key={game.nodeId} className={styles.cell}>
              <GameCard
                game={game}
                favourite={actions.isFavourite(game.nodeId)}
                onLaunch={actions.onLaunch}
                onStart={actions.onStart}
                onFavourite={actions.onFavourite}
                t={t}
              />
            </li>
          ))
        : // Keys of their own: a bare index would equal a small nodeId, and React would move
          // that placeholder's <li>, from wherever it was (often below the fold), to the game's
          // place, which the browser counts as a layout shift.
          Array.from({ length: placeholders }, (_, index) => (
            <li key={`placeholder-${index}`} className={styles.cell}>
              <TilePlaceholder />
            </li>
          ))}
    </ul>
  );
}
