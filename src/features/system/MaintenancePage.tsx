import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage, gateStyles } from './GatePage';
import { formatGateTime } from './gateText';

type MaintenancePageProps = {
  /** The operator's text, shown as given. */
  info?: string;
  /** Epoch ms the maintenance is expected to end, when the operator set one. */
  endTime?: number;
};

/** System state 1: the whole site is in maintenance. */
export function MaintenancePage({ info, endTime }: MaintenancePageProps) {
  const { t, i18n } = useTranslation('boot');
  return (
    <GatePage title={t('maintenance.title')} actions={<CustomerServiceButton />}>
      {info ? (
        <p className={gateStyles.text}>{info}</p>
      ) : (
        <p className={gateStyles.muted}>{t('maintenance.description')}</p>
      )}
      {endTime ? (
        <p className={gateStyles.muted}>{t('maintenance.until', { time: formatGateTime(endTime, i18n.language) })}</p>
      ) : null}
    </GatePage>
  );
}
