/** The messages feature's public surface: the platform messages page (messageV2), loaded on first use. */
import { lazyExport } from '../../app/lazyScreen';

export const MessagesPage = /* @__PURE__ */ lazyExport(
  () => import('./MessagesPage'),
  (m) => m.MessagesPage,
);
