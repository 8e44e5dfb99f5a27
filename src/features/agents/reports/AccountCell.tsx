import { useTranslation } from 'react-i18next';
import records from '../../../components/report/report.module.css';

/** A team member's account with their depth below the agent ("Level 1" = a direct downline). */
export function AccountCell({ account, level }: { account: string; level: number }) {
  const { t } = useTranslation('agentReports');
  return (
    <span className={records.ids}>
      <span>{account}</span>
      <span className={records.muted}>{t('level', { level })}</span>
    </span>
  );
}
