/**
 * From a wire endpoint definition plus arguments to the parts of an HTTP request (docs/protocol.md,
 * Requests): GET arguments go in the query string, everything else in a JSON body, or a
 * form-urlencoded one when the endpoint says `form`. Encryption is added later, by the base query.
 */
import { Header, type EndpointDef } from '../shared/wire';
import { fillPath, toQueryString } from '../shared/wire/query';

export { fillPath, toQueryString };

/** What RTK Query endpoints hand to the base query. Build it with `wire()`. */
export type WireRequest = {
  endpoint: EndpointDef<unknown, unknown>;
  args?: unknown;
  /** Extra headers for this call, e.g. an `Idempotency-Key` chosen per user action. */
  headers?: Record<string, string>;
};

/**
 * Typed constructor of a WireRequest: the arguments must match the endpoint's Args type.
 * `wire(systemEndpoints.status)`, `wire(lobbyEndpoints.gameList, { gameType: 'RNG' })`.
 */
export function wire<A, V>(
  endpoint: EndpointDef<A, V>,
  ...rest: [A] extends [void]
    ? [args?: undefined, headers?: Record<string, string>]
    : [args: A, headers?: Record<string, string>]
): WireRequest {
  const [args, headers] = rest;
  return { endpoint: endpoint as EndpointDef<unknown, unknown>, args, ...(headers && { headers }) };
}

export type RequestParts = {
  method: EndpointDef<unknown, unknown>['method'];
  url: string;
  /** Query string, already encoded ('' when none). */
  query: string;
  /** JSON value, or a form-encoded string when the endpoint has `form`. */
  data?: unknown;
  headers: Record<string, string>;
};

export function buildRequestParts({ endpoint, args, headers }: WireRequest): RequestParts {
  const { url, rest } = fillPath(endpoint.path, args);
  const parts: RequestParts = { method: endpoint.method, url, query: '', headers: { ...headers } };
  if (endpoint.modId) parts.headers[Header.moduleId] = endpoint.modId;
  if (endpoint.method === 'GET') {
    parts.query = toQueryString(rest);
  } else if (endpoint.form) {
    parts.data = toQueryString(rest);
    parts.headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else {
    parts.data = rest ?? {};
    parts.headers['Content-Type'] = 'application/json';
  }
  return parts;
}
