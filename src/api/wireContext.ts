/**
 * Who is asking, as every request tells the platform (docs/protocol.md, Requests): the merchant
 * code and the interface language. Boot sets the merchant once; i18n sets the language whenever it
 * changes. Kept apart from http.ts so it carries no axios or platform import.
 */
import { DEVICE_WEB, GATEWAY_VERSION, Header } from '../shared/wire';

export type WireContext = {
  /** Merchant code, resolved at boot (features/system/merchant.ts). */
  merchant: string;
  /** Upper-case platform language code; undefined until one is known (the server then uses the site default). */
  language: string | undefined;
};

const context: WireContext = { merchant: '', language: undefined };

/** Updates the merchant and/or language sent with every following request. */
export function configureWire(patch: Partial<WireContext>): void {
  Object.assign(context, patch);
}

/** A copy of the current context. */
export function wireContext(): WireContext {
  return { ...context };
}

/**
 * The wire headers of one request. Pure: the same inputs always give the same headers.
 * The token goes raw, without a `Bearer` prefix; the language is sent upper-case.
 */
export function buildWireHeaders(ctx: WireContext, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.merchant]: ctx.merchant,
    [Header.device]: DEVICE_WEB,
    [Header.gatewayVersion]: GATEWAY_VERSION,
  };
  if (token) headers[Header.authorization] = token;
  if (ctx.language) headers[Header.language] = ctx.language.toUpperCase();
  return headers;
}
