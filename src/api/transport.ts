/**
 * The transport behind the API root (./api.ts): the axios instance with the wire headers
 * (./http.ts) under the base query with retries and encryption (./baseQuery.ts). Its own
 * module so boot can import it dynamically: the first screen of a guest never needs it.
 */
import { createBaseQuery, type BaseQueryDeps, type WireBaseQuery } from './baseQuery';
import { createHttp, type HttpPlatform } from './http';

export function createTransport(platform: HttpPlatform, deps: Omit<BaseQueryDeps, 'http'>): WireBaseQuery {
  return createBaseQuery({ ...deps, http: createHttp(platform) });
}
