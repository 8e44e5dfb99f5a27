/**
 * The single RTK Query root. Features add their calls with `api.injectEndpoints` and build
 * each request with `wire(endpointDef, args)`; the system calls (src/shared/wire/system.ts) live
 * here.
 *
 * The base query is connected at boot (`connectApi`), not at import: the API root then holds
 * no platform or DOM dependency, so the store can be built in tests against a local server.
 * The transport (axios, retries, encryption: ./baseQuery.ts, ./http.ts) arrives by dynamic
 * import on the first call the page did not bring an answer for (./bootAnswers.ts), or once the
 * page is idle, so a guest's first screen loads no HTTP library (issue 15's home budget).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { systemEndpoints, type RegisterRules, type SystemStatus, type WhitelabelNode } from '../shared/wire';
import type { WireBaseQuery } from './baseQuery';
import { takeBootAnswer } from './bootAnswers';
import { ClientErrorCode, toQueryResult, transportError, type ErrorMessages } from './response';
import { takeBootStatus } from './bootStatus';
import { wireContext } from './wireContext';
import { normaliseSystemStatus } from './systemStatus';
import { wire } from './wireRequest';

export type ApiConnection = {
  /** Catalog messages (namespace `errors`) for failures the server did not explain. */
  messages: ErrorMessages;
  /** The base query that sends calls: built at once (tests) or loaded on first need (the app). */
  transport: () => WireBaseQuery | Promise<WireBaseQuery>;
};

let connection: ApiConnection | undefined;
let transport: Promise<WireBaseQuery> | undefined;

/** Connects the API root to its transport and message catalog. Call once at boot. */
export function connectApi(next: ApiConnection): void {
  connection = next;
  transport = undefined;
}

function loadTransport(from: ApiConnection): Promise<WireBaseQuery> {
  if (!transport) {
    const loading = Promise.resolve().then(from.transport);
    // A chunk that failed to load (a flaky network) is asked for again by the next call.
    loading.catch(() => {
      if (transport === loading) transport = undefined;
    });
    transport = loading;
  }
  return transport;
}

/** Fetches the transport ahead of the first call that needs it (src/app/firstIdle.ts). */
export function preloadTransport(): void {
  if (connection) void loadTransport(connection).catch(() => undefined);
}

/** Whether the store holds a session (app/sessionSlice.ts), read without importing the store. */
function signedIn(state: unknown): boolean {
  return (state as { session?: { loggedIn?: unknown } } | undefined)?.session?.loggedIn === true;
}

const baseQuery: WireBaseQuery = async (request, queryApi, extraOptions) => {
  if (!connection) {
    return {
      error: {
        status: 0,
        errorCode: ClientErrorCode.unknown,
        message: 'The API is not connected yet (connectApi was not called).',
        alert: false,
      },
    };
  }
  const inlined = takeBootAnswer(request, signedIn(queryApi.getState()));
  if (inlined !== undefined) return toQueryResult(200, inlined, request.endpoint, connection.messages);
  let send: WireBaseQuery;
  try {
    send = await loadTransport(connection);
  } catch {
    return transportError('network', request.endpoint, connection.messages);
  }
  return send(request, queryApi, extraOptions);
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
  tagTypes: [
    'SystemStatus',
    'Whitelabel',
    'RegisterSettings',
    'DomainRoute',
    'Announcements',
    'Promotions',
    'Help',
    'Catalogue',
    'WinnerBoard',
    ...MEMBER_TAGS,
  ],
  endpoints: () => ({}),
});

/** Status, whitelabel tree, registration rules and domain list (src/shared/wire/system.ts). */
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
        const message = connection?.messages('unknown') ?? '';
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
