/**
 * The bounds of every id and amount a request may carry (src/shared/wire/schemas/bounds.ts says
 * why), for the server's request schemas not yet declared in the wire contract (TypeBox in
 * server/domains/<domain>/schemas.ts, hand-written JSON Schema elsewhere) and for the handlers
 * that read an id by hand. tests/server/bounds.fuzz.test.ts sends every route these limits and
 * beyond.
 */
import { ID_PATTERN, IdText, AmountText } from '../../src/shared/wire/schemas/bounds';

export { ID_MAX, ID_PATTERN, decimalAtMostPattern } from '../../src/shared/wire/schemas/bounds';

const ID_RE = new RegExp(ID_PATTERN);

/** An id as text (the wire writes ids as strings): 1 … 2^63−1. */
export const idText = IdText;

/** The same, for hand-written JSON Schemas. */
export const idTextSchema = { type: 'string', maxLength: 19, pattern: ID_PATTERN } as const;

/** An amount in minor units as text: its length bounded, its value left to the money parser. */
export const amountText = AmountText;

/** An id read by hand (a query filter, a path part): the bigint, or null when it is not one a column can hold. */
export function parseId(value: unknown): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? BigInt(value) : null;
  if (typeof value !== 'string' || !ID_RE.test(value)) return null;
  return BigInt(value);
}
