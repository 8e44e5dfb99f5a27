/**
 * The kit's HTTP side: calls an endpoint of the contract on any WPS backend the way the client
 * does (src/api/wireRequest.ts): the headers of docs/protocol.md, GET arguments in the query,
 * others as JSON, `{param}`s in the path, and DES + RSA for an encrypted call, with the
 * server's own RSA key (src/shared/crypto/envelope.ts).
 */
import { randomBytes } from 'node:crypto';
import { encryptPayload } from '../../src/shared/crypto/envelope';
import { parseModulusHex } from '../../src/shared/crypto/rsa';
import type { ContractEndpoint } from '../../src/shared/wire/groups';
import { DEVICE_WEB, GATEWAY_VERSION, Header } from '../../src/shared/wire/headers';
import { fillPath, toQueryString } from '../../src/shared/wire/query';
import { systemEndpoints } from '../../src/shared/wire/system';

export type Answer = { status: number; contentType: string; text: string };

export type ClientOptions = { base: string; merchant: string; language?: string; fetch?: typeof fetch };

export function createClient({ base, merchant, language = 'EN', fetch: fetchImpl = fetch }: ClientOptions) {
  let token: string | undefined;
  let modulusHex: string | undefined;
  const origin = base.replace(/\/+$/, '');

  const commonHeaders = (): Record<string, string> => ({
    [Header.merchant]: merchant,
    [Header.language]: language,
    [Header.device]: DEVICE_WEB,
    [Header.gatewayVersion]: GATEWAY_VERSION,
    ...(token && { [Header.authorization]: token }),
  });

  async function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const response = await fetchImpl(`${origin}${path}`, { method, headers: { ...commonHeaders(), ...headers }, body });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  async function rsaKey(): Promise<string> {
    modulusHex ??= (await send('GET', systemEndpoints.rsaKey.path, {})).text.trim();
    return modulusHex;
  }

  return {
    setToken(next: string | undefined) {
      token = next;
    },
    get signedIn() {
      return token !== undefined;
    },
    /** One call of `def` with `args`, as the client would make it. */
    async call(def: ContractEndpoint, args: Record<string, unknown> = {}): Promise<Answer> {
      const filled = fillPath(def.path, args);
      const path = filled.url;
      const rest = filled.rest as Record<string, unknown>;
      const headers: Record<string, string> = def.modId ? { [Header.moduleId]: def.modId } : {};
      if (def.method === 'GET') {
        const query = toQueryString(rest);
        return send('GET', query ? `${path}?${query}` : path, headers);
      }
      if (def.encrypt === true) {
        const hex = await rsaKey();
        const encrypted = encryptPayload(rest, hex, parseModulusHex(hex), (n) => randomBytes(n));
        return send(
          def.method,
          path,
          { ...headers, ...encrypted.headers, 'content-type': 'application/json' },
          JSON.stringify(encrypted.body),
        );
      }
      if (def.encrypt === 'rsa-only') {
        const hex = await rsaKey();
        const { headers: rsa } = encryptPayload({}, hex, parseModulusHex(hex), (n) => randomBytes(n));
        return send(def.method, path, { ...headers, ...rsa, 'content-type': 'application/json' }, JSON.stringify(rest));
      }
      if (def.form)
        return send(
          def.method,
          path,
          { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          toQueryString(rest),
        );
      return send(def.method, path, { ...headers, 'content-type': 'application/json' }, JSON.stringify(rest));
    },
  };
}

export type Client = ReturnType<typeof createClient>;
