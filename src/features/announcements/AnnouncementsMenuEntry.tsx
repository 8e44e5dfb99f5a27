import { useTranslation } from 'react-i18next';
import { requestAnnouncementPopup } from './popupRequests';

/**
 * The side menu's "Announcements" entry: re-opens the public announcement
 * popup, whatever was closed or hidden, with freshly fetched content.
 */
export function AnnouncementsMenuEntry({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <button type="button" className={className} onClick={() => requestAnnouncementPopup()}>
      {t('popup.menuEntry')}
    </button>
  );
}
