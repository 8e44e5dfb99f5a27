/** The boot feature's public surface. */
export { boot, type BootResult } from './boot';
export { SystemGate } from './SystemGate';
export { MaintenancePage } from './MaintenancePage';
export { RestrictedPage } from './RestrictedPage';
export { CustomerServiceButton } from './CustomerServiceButton';
export { useCustomerService, type CustomerService } from './useCustomerService';
export {
  useSiteConfig,
  useSystemStatus,
  useWhitelabelFlags,
  selectSiteConfig,
  selectSystemStatus,
  selectWhitelabelFlags,
  type SystemStatusView,
} from './hooks';
export { resolveMerchantCode, pickMerchantCode, DEFAULT_MERCHANT_CODE } from './merchant';
export { selectMerchantCode } from './bootSlice';
