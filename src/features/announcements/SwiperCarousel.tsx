import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import { directionOf } from '../../i18n/language';
import type { Banner } from '../../shared/wire';
import { useLanguageCode } from '../games/useLanguageCode';
import styles from './banners.module.css';
import { BannerSlide } from './BannerSlide';
import type { CAROUSEL_OPTIONS } from './carouselPlan';
import { useSlideTimer } from './useSlideTimer';

export type SwiperCarouselProps = {
  banners: readonly Banner[];
  options: typeof CAROUSEL_OPTIONS;
  priority: boolean;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The carousel itself (a lazy chunk: Swiper's core; the autoplay is useSlideTimer). The dots and the
 * pause button are our own buttons, so they have names in every language; slides out of view
 * are inert, so keyboard and screen-reader users meet only the banner on screen. Autoplay
 * keeps going after a dot is used, stops while a keyboard user is inside, and does
 * not start for someone who asked their system for less motion.
 */
export default function SwiperCarousel({ banners, options: { autoplay, ...options }, priority }: SwiperCarouselProps) {
  const { t } = useTranslation('home');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const count = banners.length;
  // Swiper reads the direction once, when it starts: a switch to or from Arabic without a reload
  // left the slides translated the old way, off screen (issue 14 item 2). A new direction makes
  // a new Swiper, told the direction outright.
  const dir = directionOf(useLanguageCode());

  useSlideTimer(swiper, autoplay.delay, !paused && !keyboardInside, active);

  // A mouse click on a dot focuses it too; only keyboard focus (:focus-visible) holds the slides.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => setKeyboardInside(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  return (
    <div className={styles.carousel} onFocus={onFocus} onBlur={onBlur}>
      <Swiper
        key={dir}
        dir={dir}
        className={styles.swiper}
        {...options}
        onSwiper={(started) => {
          setSwiper(started);
          setActive(started.realIndex);
        }}
        onSlideChange={(s) => setActive(s.realIndex)}
      >
        {banners.map((banner, index) => (
          <SwiperSlide
            key={banner.id}
            className={styles.swiperSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banners.slide', { index: index + 1, count })}
            inert={index !== active}
          >
            <BannerSlide banner={banner} priority={priority && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? t('banners.play') : t('banners.pause')}
        </button>
        <ul className={styles.dots}>
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('banners.goTo', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => swiper?.slideTo(index)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
