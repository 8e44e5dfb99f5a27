/** The record pages in one chunk: the index loads them lazily, on the member centre's first use. */
export { RecordsBetting } from './RecordsBetting';
export { RecordsTransactions } from './RecordsTransactions';
export { RecordsProfit } from './RecordsProfit';
export { RecordsBonus } from './RecordsBonus';
