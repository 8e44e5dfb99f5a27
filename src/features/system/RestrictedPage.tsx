import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage, gateStyles } from './GatePage';

type RestrictedPageProps = {
  /** The visitor's IP as the server saw it. */
  ip: string;
  /** The operator's text, shown as given. */
  info?: string;
};

/** System state 2: the visitor's IP, country or region is blocked. */
export function RestrictedPage({ ip, info }: RestrictedPageProps) {
  const { t } = useTranslation('boot');
  return (
    <GatePage title={t('restricted.title')} actions={<CustomerServiceButton />}>
      <p className={gateStyles.text}>{info || t('restricted.description')}</p>
      <p className={gateStyles.muted}>{t('restricted.ip', { ip })}</p>
    </GatePage>
  );
}
