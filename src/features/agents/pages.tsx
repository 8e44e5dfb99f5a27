/**
 * Which component each agent-centre page key shows, each loaded on first use: the agent's own
 * pages from their folders, the report and salary pages from ./reports (by export name), and
 * deposit, withdraw and platform messages from the member centre.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../../app/lazyScreen';
import { MEMBER_PAGES } from '../member/pages';
import type { AgentPageKey } from './agentPageKeys';
import type * as ReportPages from './reports/index';

/** The export `name` of ./reports/index.ts, loaded on first use. */
const reportPage = (name: keyof typeof ReportPages): ComponentType =>
  lazyScreen(() => import('./reports/index').then((module) => ({ default: module[name] })));

export const AGENT_PAGES: Record<AgentPageKey, ComponentType> = {
  deposit: MEMBER_PAGES.depositv2,
  withdraw: MEMBER_PAGES.withdraw,
  agentAnnouncement: lazyScreen(() => import('./announcements/AgentAnnouncementsPage')),
  agentTeamOverview: lazyScreen(() => import('./team/TeamOverviewPage')),
  registerCenter: lazyScreen(() => import('./register/RegisterCenterPage')),
  downlineManagmentView: lazyScreen(() => import('./downlines/DownlinesPage')),
  personalHistoryCopy: reportPage('TeamBetsPage'),
  palStatementsAgentCopy: reportPage('LossStatementsPage'),
  agentRevenueReport: reportPage('IncomePage'),
  agentDownlineTransactionDetailsCopy: reportPage('DownlineTransactionsPage'),
  agentDividendRecordCopy2: reportPage('DividendRecordsPage'),
  agentDailyWages2: reportPage('DailyWagesPage'),
  agentHourSalary: reportPage('HourSalaryPage'),
  agentRealtimeSalary: reportPage('RealtimeSalaryPage'),
  messageV2: MEMBER_PAGES.messageV2,
};
