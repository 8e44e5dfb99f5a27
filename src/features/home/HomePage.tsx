import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstIdle } from '../../app/firstIdle';
import { lazyScreen } from '../../app/lazyScreen';
import { NoticeMarquee } from '../announcements/NoticeMarquee';
import { HomeVendors } from '../games/home/HomeVendors';
import { HotGames } from '../games/home/HotGames';
import { GameMenu } from './GameMenu';
import { HomeBanners } from './HomeBanners';
import styles from './home.module.css';

// Below the fold: its table code loads once the page is idle (src/app/firstIdle.ts).
const WinnerBoard = lazyScreen(() => import('./WinnerBoard'));

/**
 * Home: the banner carousel, the notice marquee, the game menu, up to 5 vendors and
 * 12 hot games, and the winner board. Part of the first bundle, so what is heavy (Swiper, the
 * sanitiser, the winner table) loads lazily and every block keeps its height while it loads.
 */
export function HomePage() {
  const { t } = useTranslation('nav');
  const idle = useAfterFirstIdle();
  const winnersPlaceholder = <div className={styles.winnersPlaceholder} />;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home')}</h1>
      <HomeBanners />
      <NoticeMarquee />
      <GameMenu />
      <HomeVendors />
      <HotGames />
      {idle ? (
        <Suspense fallback={winnersPlaceholder}>
          <WinnerBoard />
        </Suspense>
      ) : (
        winnersPlaceholder
      )}
    </div>
  );
}
