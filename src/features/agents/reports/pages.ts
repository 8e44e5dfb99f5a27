/**
 * The agent centre's report and contract pages in one chunk, which agents/pages.tsx loads on first
 * use (each page takes no props).
 */
export { TeamBetsPage } from './TeamBetsPage';
export { LossStatementsPage } from './LossStatementsPage';
export { IncomePage } from './IncomePage';
export { DownlineTransactionsPage } from './DownlineTransactionsPage';
export { DividendRecordsPage, DailyWagesPage, HourSalaryPage, RealtimeSalaryPage } from './ContractPage';
