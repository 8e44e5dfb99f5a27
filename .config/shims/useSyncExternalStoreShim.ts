/**
 * `use-sync-external-store/shim` backports React 18's useSyncExternalStore to older Reacts;
 * react-i18next still imports it. Our React has the hook, so the renderer builds alias the shim
 * to React's own (.config/renderer.ts) and the shim's code stays out of the bundle.
 */
export { useSyncExternalStore } from 'react';
