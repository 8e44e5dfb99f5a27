/**
 * The member centre's record pages, loaded lazily by its frame: betting records
 * (personalHistoryCopy), account records (transactionHistory), profit and loss (personalProfit)
 * and bonus details (bonusDetails).
 */
export { RecordsBetting } from './RecordsBetting';
export { RecordsTransactions } from './RecordsTransactions';
export { RecordsProfit } from './RecordsProfit';
export { RecordsBonus } from './RecordsBonus';
