/**
 * The id bound every request schema shares (server/wire/bounds.ts, issue 13 item 9): the pattern
 * takes exactly the decimal texts 1 … 2^63−1 a bigint column holds, for any bound it is built for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalAtMostPattern, ID_MAX, ID_PATTERN, parseId } from '../../../../server/wire/bounds';

describe('bounded ids', () => {
  it('takes 1 … 2^63−1 and nothing around them', () => {
    const re = new RegExp(ID_PATTERN);
    for (const ok of [
      '1',
      '9',
      '10',
      '2147483648',
      '9223372036854775807',
      '9223372036854775799',
      '8999999999999999999',
    ])
      expect(re.test(ok), ok).toBe(true);
    for (const bad of [
      '0',
      '01',
      '-1',
      '9223372036854775808',
      '9223372036854776000',
      '9999999999999999999',
      '10000000000000000000',
      '',
      ' 1',
      '1.0',
      '1e3',
    ]) {
      expect(re.test(bad), bad).toBe(false);
    }
  });

  it('property: the pattern for any bound matches a number exactly when 1 ≤ n ≤ bound', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 70n }), fc.bigInt({ min: 0n, max: 2n ** 71n }), (max, n) => {
        const re = new RegExp(decimalAtMostPattern(max));
        expect(re.test(n.toString())).toBe(n >= 1n && n <= max);
        // Near the bound, where a digit-by-digit pattern goes wrong.
        for (const m of [max - 1n, max, max + 1n]) expect(re.test(m.toString())).toBe(m >= 1n && m <= max);
      }),
      { numRuns: 300 },
    );
  });

  it('parseId answers the bigint, or null beyond what a column holds', () => {
    expect(parseId('9223372036854775807')).toBe(ID_MAX);
    expect(parseId('9223372036854775808')).toBeNull();
    expect(parseId(2 ** 63)).toBeNull();
    expect(parseId(12)).toBe(12n);
    expect(parseId(0)).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
