/**
 * Endpoint definitions, shared by the renderer's API layer (src/api/wireRequest.ts) and the
 * reference server (server/http/wireRoute.ts registers each route from its definition). The
 * flags mirror the deployed client's endpoint objects (docs/protocol.md): path, module id, token
 * (needs login), encrypt (DES + RSA body), alert (false = no generic error popup).
 *
 * A group is declared with `endpointGroup(name)({ … })`: its endpoints must be exactly those of
 * `wireSchemas[name]` (./schemas/index.ts), and each endpoint's argument and value types are
 * the `Static` types of its schemas, so a definition cannot lack a schema or disagree with it.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { WireGroup, WireSchemas } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an endpoint is called: everything but its schemas. */
export type EndpointFlags = {
  method: HttpMethod;
  path: string;
  /** The module id of the whitelabel tree this call belongs to. Sent, never required. */
  modId?: string;
  /** true: the call needs a member token; 'optional': sent when the client has one. */
  token?: boolean | 'optional';
  /** true: DES body + RSA header; 'rsa-only': just the RSA header (free play). */
  encrypt?: boolean | 'rsa-only';
  /** true: application/x-www-form-urlencoded body (forgot password by e-mail). */
  form?: boolean;
  /** false: failures are handled by the calling screen, not the generic error dialog. */
  alert?: boolean;
  /** true: the answer is plain text, not an envelope (the RSA key). */
  raw?: boolean;
};

export type EndpointDef<Args, Value> = EndpointFlags & {
  /** Where its schemas are: `wireSchemas[group][name]`. Absent on a definition not yet moved to schemas. */
  group?: string;
  name?: string;
  /** Phantom fields that carry the argument and value types; never set at run time. */
  readonly __args?: Args;
  readonly __value?: Value;
};

type ArgsType<S> = S extends { args: infer A } ? (A extends TSchema ? Static<A> : void) : never;
type ValueType<S> = S extends { value: infer V extends TSchema } ? Static<V> : never;

/** The definitions of group G: exactly its schemas' names, each with its types. */
export type EndpointGroup<G extends WireGroup> = {
  readonly [K in keyof WireSchemas[G]]: EndpointDef<ArgsType<WireSchemas[G][K]>, ValueType<WireSchemas[G][K]>> & {
    group: G;
    name: K;
  };
};

/**
 * `endpointGroup('system')({ status: { method: 'GET', path: '/wps/system/status' }, … })`.
 * The compiler refuses a missing or an extra endpoint.
 */
export function endpointGroup<G extends WireGroup>(group: G) {
  return (flags: { readonly [K in keyof WireSchemas[G]]: EndpointFlags }): EndpointGroup<G> =>
    Object.fromEntries(
      Object.entries(flags).map(([name, def]) => [name, { ...(def as EndpointFlags), group, name }]),
    ) as EndpointGroup<G>;
}

/** A definition whose group has not moved to schemas yet (issue 16); its types are declared by hand. */
export function endpoint<Args = void, Value = unknown>(def: EndpointFlags): EndpointDef<Args, Value> {
  return def;
}

export type ArgsOf<E> = E extends EndpointDef<infer A, unknown> ? A : never;
export type ValueOf<E> = E extends EndpointDef<unknown, infer V> ? V : never;
