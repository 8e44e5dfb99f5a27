/** The wallet feature's public surface: the transfer pages (transferFund, transferUpline), each loaded on first use. */
import { lazyScreen } from '../../app/lazyScreen';

export const TransferFundPage = /* @__PURE__ */ lazyScreen(() => import('./transfer/TransferFundPage'));
export const TransferUplinePage = /* @__PURE__ */ lazyScreen(() => import('./transfer/TransferUplinePage'));
