/**
 * Read access to the system status for the rest of the app. The status is fetched once at
 * start (SystemGate subscribes to it); these hooks share that cached result.
 */
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { systemApi, useSystemStatusQuery } from '../../api/api';
import { ClientErrorCode, isApiError, type ApiError } from '../../api/response';
import type { RootState } from '../../app/store';
import {
  flattenWhitelabel,
  systemStateOf,
  type SiteConfig,
  type SystemState,
  type SystemStatus,
} from '../../shared/wire';

export type SystemStatusView = {
  status: SystemStatus | undefined;
  /** 0 normal, 1 maintenance, 2 region restricted; undefined until the status arrives. */
  state: SystemState | undefined;
  isLoading: boolean;
  isFetching: boolean;
  /** The failure of the last fetch, if it failed. */
  error: ApiError | undefined;
  refetch: () => void;
};

/** A query error that did not come from the base query (e.g. a malformed status) still reads as one. */
function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  return { status: 0, errorCode: ClientErrorCode.unknown, message, alert: true };
}

/** The status call's cached result, fetched on first use. */
export function useSystemStatus(): SystemStatusView {
  const result = useSystemStatusQuery();
  const { data, isLoading, isFetching, error, refetch } = result;
  return {
    status: data,
    state: data ? systemStateOf(data) : undefined,
    isLoading,
    isFetching,
    error: result.isError ? asApiError(error) : undefined,
    refetch: () => void refetch(),
  };
}

/**
 * The site configuration (languages, theme, currency…). Only for components rendered inside
 * <SystemGate>, which renders its children once the status has arrived; elsewhere it throws.
 */
export function useSiteConfig(): SiteConfig {
  const { data } = useSystemStatusQuery();
  if (!data) throw new Error('useSiteConfig() needs the system status: render inside <SystemGate>.');
  return data.info.site;
}

/** Whitelabel module flags, flattened: modId -> enabled (src/shared/wire/system.ts). Empty until the status arrives. */
export function useWhitelabelFlags(): Readonly<Record<string, boolean>> {
  const { data } = useSystemStatusQuery();
  return useMemo(() => flattenWhitelabel(data?.info.whitelabel ?? []), [data]);
}

/** The cached status, for listeners and thunks. */
export const selectSystemStatus = (state: RootState): SystemStatus | undefined =>
  systemApi.endpoints.systemStatus.select()(state).data;

export const selectSiteConfig = (state: RootState): SiteConfig | undefined => selectSystemStatus(state)?.info.site;

export const selectWhitelabelFlags = createSelector([selectSystemStatus], (status) =>
  flattenWhitelabel(status?.info.whitelabel ?? []),
);
