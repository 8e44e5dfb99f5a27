import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../announcements/BannerCarousel';
import { useAnnouncements } from '../announcements/useAnnouncements';
import styles from './home.module.css';

/**
 * The home banner (group w_home). Its box is there from the first paint while the
 * announcements load, so the page does not shift when the image arrives.
 */
export function HomeBanners() {
  const { t } = useTranslation('home');
  const { data, loading } = useAnnouncements();
  if (loading) return <div className={styles.bannerPlaceholder} />;
  const banners = data?.banners.filter((b) => b.groupName === 'w_home') ?? [];
  return <BannerCarousel banners={banners} label={t('banners.label')} variant="home" priority />;
}
