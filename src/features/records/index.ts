/**
 * The records feature's public surface: the member centre's record pages, loaded on first use
 * (one chunk, ./pages.ts): betting records (personalHistoryCopy), account records
 * (transactionHistory), profit and loss (personalProfit) and bonus details (bonusDetails).
 */
import { lazyExport } from '../../app/lazyScreen';

const pages = () => import('./pages');

export const RecordsBetting = /* @__PURE__ */ lazyExport(pages, (m) => m.RecordsBetting);
export const RecordsTransactions = /* @__PURE__ */ lazyExport(pages, (m) => m.RecordsTransactions);
export const RecordsProfit = /* @__PURE__ */ lazyExport(pages, (m) => m.RecordsProfit);
export const RecordsBonus = /* @__PURE__ */ lazyExport(pages, (m) => m.RecordsBonus);
