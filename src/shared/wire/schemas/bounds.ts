/**
 * The bounds of every id and amount a request may carry, for the argument schemas of every
 * group (and, through server/wire/bounds.ts, the server's other schemas and the handlers that
 * read an id by hand). Issue 13 item 9: a memberId of 9223372036854776000 passed a "19 digits"
 * pattern and PostgreSQL answered "value out of range for type bigint" (HTTP 500).
 *
 *   ids      1 … 2^63−1: every table's id is bigserial / bigint (server/db/migrations); an id
 *            schema accepts exactly the decimal texts a bigint column holds, no more.
 *   amounts  minor units, 0 … MAX_AMOUNT_MINOR (src/shared/money.ts, 10^18 < 2^63): the money
 *            parsers refuse the rest with a money error; a schema only bounds the text's length
 *            so nothing longer is ever parsed.
 * tests/server/bounds.fuzz.test.ts sends every route these limits and beyond.
 */
import { T } from './kit';

/** The largest bigint PostgreSQL holds: the upper bound of every id. */
export const ID_MAX = 9_223_372_036_854_775_807n;

/**
 * A regular expression source matching the decimal numbers 1 … max, without leading zeros:
 * every shorter number, then for each digit of max a smaller digit followed by anything.
 */
export function decimalAtMostPattern(max: bigint): string {
  const digits = max.toString();
  const n = digits.length;
  const alternatives: string[] = [];
  if (n > 1) alternatives.push(`[1-9][0-9]{0,${n - 2}}`);
  for (let i = 0; i < n; i += 1) {
    const d = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    if (d > low) alternatives.push(`${digits.slice(0, i)}[${low}-${d - 1}][0-9]{${n - i - 1}}`);
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join('|')})$`;
}

export const ID_PATTERN = decimalAtMostPattern(ID_MAX);

/** An id as text (the wire writes ids as strings): 1 … 2^63−1. */
export const IdText = () => T.String({ maxLength: 19, pattern: ID_PATTERN });

/**
 * An amount in minor units as text, before the money parser reads it: long enough for any
 * amount up to MAX_AMOUNT_MINOR with a sign or spaces the parser explains, never longer.
 */
export const AmountText = () => T.String({ maxLength: 40 });
