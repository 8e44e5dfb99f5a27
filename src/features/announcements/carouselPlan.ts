/**
 * What a set of banners shows as: nothing for none, one still
 * banner without controls for one, and for several a carousel of one slide per view that
 * autoplays every 5 s with 1 s transitions and 16 px spacing, with dots, and keeps playing
 * after someone uses it. Pure: the Swiper component only applies these options.
 */
import { bannersInOrder, type Banner } from '../../shared/wire';

export const CAROUSEL_OPTIONS = {
  slidesPerView: 1,
  spaceBetween: 16,
  speed: 1000,
  // Back to the first after the last, without loop mode's cloned slides (which would double
  // every image and link for screen readers).
  rewind: true,
  autoplay: { delay: 5000, disableOnInteraction: false },
} as const;

export type CarouselPlan =
  | { kind: 'none' }
  | { kind: 'single'; banner: Banner }
  | { kind: 'carousel'; banners: Banner[]; options: typeof CAROUSEL_OPTIONS };

/** Banners in the operator's order (sequence, then id); banners without an image are skipped. */
export function planCarousel(banners: readonly Banner[]): CarouselPlan {
  const shown = bannersInOrder(banners);
  const [first] = shown;
  if (!first) return { kind: 'none' };
  if (shown.length === 1) return { kind: 'single', banner: first };
  return { kind: 'carousel', banners: shown, options: CAROUSEL_OPTIONS };
}
