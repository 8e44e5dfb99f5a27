import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_HOT_GAMES } from '../../../shared/wire';
import { GameCard } from '../card/GameCard';
import { useGameActions } from '../card/useGameActions';
import { useHotGamesQuery } from '../gamesApi';
import { useLanguageCode } from '../useLanguageCode';
import { TilePlaceholder } from '../list/TilePlaceholder';
import { Rail, RAIL_ARROWS_ABOVE } from './Rail';
import styles from './home.module.css';

/**
 * The home page's hot games: up to 12 from the hot-games call (cached in the
 * session, see sessionCache.ts), in a slider with arrows above 6. The rail's height is
 * reserved while loading (placeholder tiles in a rail of fixed height), so the page below does
 * not jump; with no hot games nothing shows.
 */
export function HotGames() {
  const { t } = useTranslation('games');
  const headingId = useId();
  const language = useLanguageCode();
  const { data, isLoading } = useHotGamesQuery({ language });
  const actions = useGameActions();
  const games = (data?.list ?? []).slice(0, HOME_HOT_GAMES);

  if (!isLoading && games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className={styles.heading}>
        {t('hot.title')}
      </h2>
      <Rail count={games.length} label={t('hot.title')} previousLabel={t('hot.previous')} nextLabel={t('hot.next')}>
        {isLoading
          ? Array.from({ length: RAIL_ARROWS_ABOVE }, (_, index) => (
              <li key={`placeholder-${index}`} className={styles.railItem} aria-hidden="true">
                <TilePlaceholder />
              </li>
            ))
          : null}
        {games.map((game) => (
          <li key={game.nodeId} className={styles.railItem}>
            <GameCard
              game={game}
              favourite={actions.isFavourite(game.nodeId)}
              onLaunch={actions.onLaunch}
              onStart={actions.onStart}
              onFavourite={actions.onFavourite}
              t={t}
            />
          </li>
        ))}
      </Rail>
    </section>
  );
}
