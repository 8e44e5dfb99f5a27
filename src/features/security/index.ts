/** The security feature's public surface: the security centre page (securityCenter), loaded on first use. */
import { lazyScreen } from '../../app/lazyScreen';

export const SecurityCenterPage = /* @__PURE__ */ lazyScreen(() => import('./SecurityCenterPage'));
