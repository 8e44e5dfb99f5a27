import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../announcements/BannerCarousel';
import bannerStyles from '../announcements/banners.module.css';
import { useAnnouncements } from '../announcements/useAnnouncements';

/**
 * The home banner (group w_home). Its box is there from the first paint while the
 * announcements load, so the page does not shift when the image arrives: the placeholder is
 * the carousel's own frame (the same classes, so the same aspect ratio at every width).
 */
export function HomeBanners() {
  const { t } = useTranslation('home');
  const { data, loading } = useAnnouncements();
  if (loading) return <div className={`${bannerStyles.frame} ${bannerStyles.home}`} />;
  const banners = data?.banners.filter((b) => b.groupName === 'w_home') ?? [];
  return <BannerCarousel banners={banners} label={t('banners.label')} variant="home" priority />;
}
