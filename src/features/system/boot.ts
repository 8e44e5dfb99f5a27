/**
 * Everything the renderer does before its first render, in one call for main.tsx: resolve
 * the merchant, connect the API (its transport loads on first need), build the store, start
 * the status call and i18next.
 */
import i18next from 'i18next';
import { connectApi, preloadTransport, systemApi } from '../../api/api';
import { afterFirstIdle } from '../../app/firstIdle';
import type { ErrorMessages } from '../../api/response';
import { configureWire } from '../../api/wireContext';
import type { AppStartListening } from '../../app/listeners';
import { createAppStore, type AppStore } from '../../app/store';
import { initI18n, storedLanguage } from '../../i18n';
import { platform } from '../../platform/platform';
import { normaliseLanguageCode } from '../../shared/wire';
import { clearSessionKeepingMerchant, resolveMerchantCode } from './merchant';

export type BootResult = {
  store: AppStore;
  /** Adds a typed listener, e.g. `startAppListening({actionCreator: sessionEnded, effect})`. */
  startAppListening: AppStartListening;
  merchantCode: string;
};

/**
 * Call once, before rendering. Resolves once i18next is ready (the status call may still be
 * in flight: <SystemGate> waits for it). Rejects only if i18next cannot start at all.
 */
export async function boot(win: Window = window): Promise<BootResult> {
  const merchantCode = resolveMerchantCode(win);
  // A stored language goes with the very first call; without one the server uses the site default.
  configureWire({ merchant: merchantCode, language: normaliseLanguageCode(storedLanguage()) });
  const messages: ErrorMessages = (key) => i18next.t(key, { ns: 'errors' });
  // The transport (axios) loads with the first call the page brought no answer for.
  connectApi({
    messages,
    transport: () =>
      import('../../api/transport').then(({ createTransport }) =>
        createTransport(platform, { messages, hasSession: async () => (await platform.token.get()) !== null }),
      ),
  });
  // …or once the page is idle, so the first click does not wait for it.
  void afterFirstIdle().then(preloadTransport);

  const token = await platform.token.get();
  const { store, startAppListening } = createAppStore({
    merchantCode,
    loggedIn: token !== null,
    effects: {
      clearToken: () => platform.token.clear(),
      clearSessionStorage: () => clearSessionKeepingMerchant(win, merchantCode),
      now: Date.now,
    },
  });

  // The status call starts now, in parallel with i18next; SystemGate subscribes to its result.
  store.dispatch(systemApi.endpoints.systemStatus.initiate(undefined, { subscribe: false }));
  await initI18n();
  return { store, startAppListening, merchantCode };
}
