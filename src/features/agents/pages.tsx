/**
 * Which component each agent-centre page key shows: a typed table, so a page key without a page
 * is a type error. Each loads on first use: the agent's own pages from their folders, the
 * report and salary pages from ./reports/pages.ts (one chunk), and deposit, withdraw and
 * platform messages from their features' public surfaces.
 */
import type { ComponentType } from 'react';
import { lazyExport, lazyScreen } from '../../app/lazyScreen';
import { DepositPage, WithdrawPage } from '../cashier';
import { MessagesPage } from '../messages';
import type { AgentPageKey } from './agentPageKeys';

const reports = () => import('./reports/pages');

export const AGENT_PAGES: Record<AgentPageKey, ComponentType> = {
  deposit: DepositPage,
  withdraw: WithdrawPage,
  agentAnnouncement: lazyScreen(() => import('./announcements/AgentAnnouncementsPage')),
  agentTeamOverview: lazyScreen(() => import('./team/TeamOverviewPage')),
  registerCenter: lazyScreen(() => import('./register/RegisterCenterPage')),
  downlineManagmentView: lazyScreen(() => import('./downlines/DownlinesPage')),
  personalHistoryCopy: lazyExport(reports, (m) => m.TeamBetsPage),
  palStatementsAgentCopy: lazyExport(reports, (m) => m.LossStatementsPage),
  agentRevenueReport: lazyExport(reports, (m) => m.IncomePage),
  agentDownlineTransactionDetailsCopy: lazyExport(reports, (m) => m.DownlineTransactionsPage),
  agentDividendRecordCopy2: lazyExport(reports, (m) => m.DividendRecordsPage),
  agentDailyWages2: lazyExport(reports, (m) => m.DailyWagesPage),
  agentHourSalary: lazyExport(reports, (m) => m.HourSalaryPage),
  agentRealtimeSalary: lazyExport(reports, (m) => m.RealtimeSalaryPage),
  messageV2: MessagesPage,
};
