/**
 * The Redux store: the RTK Query cache, the boot and session slices, the generic dialog queue
 * (features/ui), who is signed in (features/auth) and the app's listener middleware. Built by
 * `createAppStore` (boot calls it; tests build their own).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { authSlice } from '../features/auth/authSlice';
import { passwordSlice } from '../features/auth/password/passwordSlice';
import bootSlice from '../features/system/bootSlice';
import { dialogSlice } from '../features/ui/uiSlice';
import { createAppListeners, type AppListeners, type AppStartListening, type SessionEffects } from './listeners';
import sessionSlice from './sessionSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [bootSlice.reducerPath]: bootSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [dialogSlice.reducerPath]: dialogSlice.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [passwordSlice.reducerPath]: passwordSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export type AppStoreOptions = {
  merchantCode: string;
  /** True when a token was found at start (the auth feature confirms it with member info). */
  loggedIn?: boolean;
  effects: SessionEffects;
};

export function createAppStore({ merchantCode, loggedIn = false, effects }: AppStoreOptions): {
  store: AppStore;
  startAppListening: AppStartListening;
} {
  const listeners = createAppListeners(effects);
  const store = buildStore({ boot: { merchantCode }, session: { loggedIn, endedAt: null } }, listeners.middleware);
  // Lets RTK Query refetch on reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return { store, startAppListening: listeners.startAppListening };
}

function buildStore(preloadedState: Partial<RootState>, listenerMiddleware: AppListeners['middleware']) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];
