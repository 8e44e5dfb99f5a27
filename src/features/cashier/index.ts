/** The cashier feature's public surface: the deposit (depositv2) and withdraw pages, each loaded on first use. */
import { lazyScreen } from '../../app/lazyScreen';

export const DepositPage = /* @__PURE__ */ lazyScreen(() => import('./deposit/DepositPage'));
export const WithdrawPage = /* @__PURE__ */ lazyScreen(() => import('./withdraw/WithdrawPage'));
