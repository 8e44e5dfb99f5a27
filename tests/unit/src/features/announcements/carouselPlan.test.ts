/** The banner carousel: nothing for none, a still banner for one, the carousel for several. */
import { describe, expect, it } from 'vitest';
import { CAROUSEL_OPTIONS, planCarousel } from '../../../../../src/features/announcements/carouselPlan';
import type { Banner } from '../../../../../src/shared/wire';

const banner = (id: number, sequence: number, url = `/img/${id}.png`): Banner => ({
  id,
  groupName: 'w_home',
  url,
  title: `Banner ${id}`,
  linkageType: '',
  linkageTarget: '',
  sequence,
});

describe('planCarousel', () => {
  it('shows nothing for no banners, or only banners without an image', () => {
    expect(planCarousel([])).toEqual({ kind: 'none' });
    expect(planCarousel([banner(1, 1, ' ')])).toEqual({ kind: 'none' });
  });

  it('shows one banner still, without carousel options', () => {
    const plan = planCarousel([banner(1, 1), banner(2, 2, '')]);
    expect(plan).toEqual({ kind: 'single', banner: banner(1, 1) });
  });

  it('makes a carousel of several, in sequence order', () => {
    const plan = planCarousel([banner(3, 2), banner(1, 5), banner(2, 2), banner(4, 1)]);
    expect(plan.kind).toBe('carousel');
    if (plan.kind !== 'carousel') return;
    expect(plan.banners.map((b) => b.id)).toEqual([4, 2, 3, 1]);
    expect(plan.options).toBe(CAROUSEL_OPTIONS);
  });

  it('uses the spec figures: one per view, 5 s autoplay that survives interaction, 1 s speed, 16 px gaps', () => {
    expect(CAROUSEL_OPTIONS).toMatchObject({
      slidesPerView: 1,
      spaceBetween: 16,
      speed: 1000,
      autoplay: { delay: 5000, disableOnInteraction: false },
    });
  });
});
