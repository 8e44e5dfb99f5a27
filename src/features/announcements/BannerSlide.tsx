import { Link } from 'react-router-dom';
import type { Banner } from '../../shared/wire';
import styles from './banners.module.css';
import { bannerAction } from './bannerLink';
import { useBannerAction } from './useBannerAction';
import { assetUrl } from '../../platform/assetUrl';

type BannerSlideProps = {
  banner: Banner;
  /** The first banner of a page is its largest paint: load it at once and first. */
  priority?: boolean;
};

/**
 * One banner: its image, named by its title, and, when it leads somewhere, the control that
 * takes you there (a link for a page of the app, a button for a game or an outside page).
 */
export function BannerSlide({ banner, priority = false }: BannerSlideProps) {
  const run = useBannerAction();
  const action = bannerAction(banner);
  const image = (
    <img
      className={styles.image}
      src={assetUrl(banner.url)}
      alt={banner.title}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  if (!action) return <div className={styles.slide}>{image}</div>;
  if (action.kind === 'route') {
    return (
      <Link className={`${styles.slide} ${styles.clickable}`} to={action.to}>
        {image}
      </Link>
    );
  }
  return (
    <button type="button" className={`${styles.slide} ${styles.clickable}`} onClick={() => run(action, banner)}>
      {image}
    </button>
  );
}
