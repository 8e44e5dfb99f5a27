/**
 * The agent centre's report and contract pages, by export name (the agent page registry loads
 * this folder lazily; each page takes no props): team betting records (personalHistoryCopy),
 * user loss statements (palStatementsAgentCopy), my income (agentRevenueReport), downlines'
 * account details (agentDownlineTransactionDetailsCopy), and the page of each contract kind
 * (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary).
 */
export { TeamBetsPage } from './TeamBetsPage';
export { LossStatementsPage } from './LossStatementsPage';
export { IncomePage } from './IncomePage';
export { DownlineTransactionsPage } from './DownlineTransactionsPage';
export { DividendRecordsPage, DailyWagesPage, HourSalaryPage, RealtimeSalaryPage } from './ContractPage';
