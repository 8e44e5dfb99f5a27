import { Suspense, useState } from 'react';
import { useAfterFirstIdle } from '../../app/firstIdle';
import { lazyScreen } from '../../app/lazyScreen';
import type { Banner } from '../../shared/wire';
import styles from './banners.module.css';
import { BannerSlide } from './BannerSlide';
import { planCarousel } from './carouselPlan';
import type { SwiperCarouselProps } from './SwiperCarousel';

// Swiper (about 24 KB gzip) is its own chunk: the first banner paints without it, and the
// carousel's code is fetched once the page is idle or the visitor reaches for the banner.
const SwiperCarousel = lazyScreen<SwiperCarouselProps>(() => import('./SwiperCarousel'));

export type BannerVariant = 'home' | 'popup' | 'side';

type BannerCarouselProps = {
  banners: readonly Banner[];
  /** Names the region ("Featured", "Offers"…). */
  label: string;
  variant: BannerVariant;
  /** The home banner is the page's largest paint; others load when seen. */
  priority?: boolean;
};

/**
 * A banner group: nothing for none, a still banner for one, a carousel for
 * several. Its box keeps the banner's aspect ratio from the first paint (no layout shift), and
 * until the carousel's code has arrived (src/app/firstIdle.ts, or a pointer or focus on the
 * banner) the first banner stands in for it.
 */
export function BannerCarousel({ banners, label, variant, priority = false }: BannerCarouselProps) {
  const idle = useAfterFirstIdle();
  const [reached, setReached] = useState(false);
  const plan = planCarousel(banners);
  if (plan.kind === 'none') return null;
  const frame = `${styles.frame} ${styles[variant]}`;
  if (plan.kind === 'single') {
    return (
      <section className={frame} aria-label={label}>
        <BannerSlide banner={plan.banner} priority={priority} />
      </section>
    );
  }
  const [first] = plan.banners;
  const still = first ? <BannerSlide banner={first} priority={priority} /> : null;
  const reach = () => setReached(true);
  return (
    <section
      className={frame}
      aria-label={label}
      aria-roledescription="carousel"
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {idle || reached ? (
        <Suspense fallback={still}>
          <SwiperCarousel banners={plan.banners} options={plan.options} priority={priority} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
