/**
 * The single RTK Query root. Features add their calls with `api.injectEndpoints` and build
 * each request with `wire(endpointDef, args)`; the system calls of contract §4.2 live here.
 *
 * The base query is connected at boot (`connectApi`), not at import: the API root then holds
 * no platform or DOM dependency, so the store can be built in tests against a local server.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { systemEndpoints, type RegisterRules, type SystemStatus, type WhitelabelNode } from '../shared/wire';
import { createBaseQuery, type BaseQueryDeps, type WireBaseQuery } from './baseQuery';
import { ClientErrorCode } from './response';
import { takeBootStatus } from './bootStatus';
import { wireContext } from './wireContext';
import { normaliseSystemStatus } from './systemStatus';
import { wire } from './wireRequest';

let connected: WireBaseQuery | undefined;
let messages: BaseQueryDeps['messages'] | undefined;

/** Connects the API root to an axios instance and message catalog. Call once at boot. */
export function connectApi(deps: BaseQueryDeps): void {
  connected = createBaseQuery(deps);
  messages = deps.messages;
}

const baseQuery: WireBaseQuery = (request, queryApi, extraOptions) =>
  connected
    ? connected(request, queryApi, extraOptions)
    : {
        error: {
          status: 0,
          errorCode: ClientErrorCode.unknown,
          message: 'The API is not connected yet (connectApi was not called).',
          alert: false,
        },
      };

/** Tags that belong to the signed-in member; dropped when the session ends. */
export const MEMBER_TAGS = [
  'Member',
  'Balance',
  'Favourites',
  'RecentGames',
  'Messages',
  'Points',
  'Contracts',
  'Deposits',
  'Withdrawals',
  'Security',
  'Records',
  'Rewards',
  'Badges',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['SystemStatus', 'Whitelabel', 'RegisterSettings', 'DomainRoute', 'Announcements', 'Promotions', 'Help', 'Catalogue', 'WinnerBoard', ...MEMBER_TAGS],
  endpoints: () => ({}),
});

/** Status, whitelabel tree, registration rules and domain list (contract §4.2). */
export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<SystemStatus, void>({
      // A queryFn, not transformResponse: an answer that is no status becomes an ApiError
      // (and the gate's Retry page) instead of an exception.
      async queryFn(_arg, _queryApi, _extra, baseQuery) {
        // The first answer usually came with the page (bootStatus.ts): no round trip at boot.
        const inlined = normaliseSystemStatus(takeBootStatus(wireContext().merchant));
        if (inlined) return { data: inlined };
        const result = await baseQuery(wire(systemEndpoints.status));
        if (result.error) return { error: result.error };
        const status = normaliseSystemStatus(result.data);
        if (status) return { data: status };
        const message = messages?.('unknown') ?? '';
        return { error: { status: 200, errorCode: ClientErrorCode.badResponse, message, alert: true } };
      },
      providesTags: ['SystemStatus'],
    }),
    whitelabel: build.query<WhitelabelNode[], void>({
      query: () => wire(systemEndpoints.whitelabel),
      providesTags: ['Whitelabel'],
    }),
    registerSettings: build.query<RegisterRules, void>({
      query: () => wire(systemEndpoints.registerSettings),
      providesTags: ['RegisterSettings'],
    }),
    domainRoute: build.query<string[], void>({
      query: () => wire(systemEndpoints.domainRoute),
      providesTags: ['DomainRoute'],
    }),
  }),
});

export const { useSystemStatusQuery, useWhitelabelQuery, useRegisterSettingsQuery, useDomainRouteQuery } = systemApi;
