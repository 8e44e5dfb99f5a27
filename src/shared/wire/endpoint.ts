/**
 * Typed endpoint definitions, shared by the renderer's API layer and the reference server.
 * The shape mirrors the deployed client's endpoint objects (contract §1.3): link, modID,
 * token (needs login), encrypt (DES + RSA body), alert (false = no generic error popup).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointDef<Args, Value> = {
  method: HttpMethod;
  path: string;
  /** The module id of the whitelabel tree this call belongs to. Sent, never required. */
  modId?: string;
  /** true: the call needs a member token; 'optional': sent when the client has one. */
  token?: boolean | 'optional';
  /** true: DES body + RSA header (§3.1); 'rsa-only': just the RSA header (free play, §3.3). */
  encrypt?: boolean | 'rsa-only';
  /** true: application/x-www-form-urlencoded body (forgot password by e-mail). */
  form?: boolean;
  /** false: failures are handled by the calling screen, not the generic error dialog. */
  alert?: boolean;
  /** Phantom fields that carry the argument and value types; never set at run time. */
  readonly __args?: Args;
  readonly __value?: Value;
};

export function endpoint<Args = void, Value = unknown>(
  def: Omit<EndpointDef<Args, Value>, '__args' | '__value'>,
): EndpointDef<Args, Value> {
  return def;
}

export type ArgsOf<E> = E extends EndpointDef<infer A, unknown> ? A : never;
export type ValueOf<E> = E extends EndpointDef<unknown, infer V> ? V : never;
