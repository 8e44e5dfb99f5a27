import { useTranslation } from 'react-i18next';
import type { BannerGroup as GroupName } from '../../shared/wire';
import { BannerCarousel, type BannerVariant } from './BannerCarousel';
import { useAnnouncements } from './useAnnouncements';

const VARIANT: Partial<Record<GroupName, BannerVariant>> = { w_home: 'home', w_leftmenu: 'side' };

/**
 * The banners of one group (src/shared/wire/announcements.ts): w_login and w_register inside their
 * popups, w_leftmenu in the side menu. From the shared announcements answer; nothing until it is
 * there and nothing when the group is empty.
 */
export function BannerGroup({ group }: { group: GroupName }) {
  const { t } = useTranslation('home');
  const { data } = useAnnouncements();
  const banners = data?.banners.filter((b) => b.groupName === group) ?? [];
  return <BannerCarousel banners={banners} label={t('banners.groupLabel')} variant={VARIANT[group] ?? 'popup'} />;
}
