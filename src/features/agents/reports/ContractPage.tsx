import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../shared/wire';
import { MyContractSection } from '../../contracts/MyContractSection';
import { OfferedContractsSection } from '../../contracts/OfferedContractsSection';
import { MemberPage } from '../../../components/report/MemberPage';
import { SettlementsSection } from './SettlementsSection';
import { useAgentReportNamespaces } from './usePageNamespaces';

/**
 * The agent page of one contract kind: the contract the agent holds, the contracts the agent
 * offered to direct downlines, and the settlement records of that kind.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  useAgentReportNamespaces();
  const { t } = useTranslation('agentReports');
  return (
    <MemberPage title={t(`contractPages.${kind}`)}>
      <MyContractSection kind={kind} />
      <OfferedContractsSection kind={kind} />
      <SettlementsSection kind={kind} />
    </MemberPage>
  );
}

/** agentDividendRecordCopy2 (shown in the menu only when the site has dividends on). */
export const DividendRecordsPage = () => <ContractPage kind="dividend" />;
/** agentDailyWages2. */
export const DailyWagesPage = () => <ContractPage kind="daily" />;
/** agentHourSalary. */
export const HourSalaryPage = () => <ContractPage kind="hourly" />;
/** agentRealtimeSalary. */
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
