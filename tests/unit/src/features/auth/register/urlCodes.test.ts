/** Invitation and referral codes from a registration link (getCode()). */
import { describe, expect, it } from 'vitest';
import { codesFromUrl } from '../../../../../../src/features/auth/register/urlCodes';

describe('codesFromUrl', () => {
  it('reads ?affiliateCode= and the domain', () => {
    expect(codesFromUrl('https://play.example.com/register?affiliateCode=DEMO2026')).toEqual({
      affiliateCode: 'DEMO2026',
      referralCode: '',
      domain: 'play.example.com',
    });
  });

  it('reads ?code= when there is no affiliateCode, and affiliateCode wins over code', () => {
    expect(codesFromUrl('https://a.test/register?code=AG01').affiliateCode).toBe('AG01');
    expect(codesFromUrl('https://a.test/register?code=AG01&affiliateCode=AG02').affiliateCode).toBe('AG02');
  });

  it('reads ?referralCode= as the member referral, apart from the agent code', () => {
    expect(codesFromUrl('https://a.test/?referralCode=FRIEND7&code=AG01')).toMatchObject({
      affiliateCode: 'AG01',
      referralCode: 'FRIEND7',
    });
  });

  it('decodes and trims; an empty or missing code is ""', () => {
    expect(codesFromUrl('https://a.test/register?affiliateCode=%20DEMO2026%20').affiliateCode).toBe('DEMO2026');
    expect(codesFromUrl('https://a.test/register?affiliateCode=').affiliateCode).toBe('');
    expect(codesFromUrl('https://a.test/register')).toMatchObject({ affiliateCode: '', referralCode: '' });
  });

  it('ignores values that cannot be codes: too long, spaces inside, control or non-ASCII characters', () => {
    expect(codesFromUrl(`https://a.test/?affiliateCode=${'A'.repeat(33)}`).affiliateCode).toBe('');
    expect(codesFromUrl('https://a.test/?affiliateCode=DE%20MO').affiliateCode).toBe('');
    expect(codesFromUrl('https://a.test/?affiliateCode=%3Cscript%3E%0A').affiliateCode).toBe('');
    expect(codesFromUrl('https://a.test/?affiliateCode=%E4%BB%A3%E7%90%86').affiliateCode).toBe('');
    // A bad affiliateCode does not hide a good code=.
    expect(codesFromUrl('https://a.test/?affiliateCode=DE%20MO&code=AG01').affiliateCode).toBe('AG01');
  });

  it('accepts a path with a query, and survives an address that does not parse', () => {
    expect(codesFromUrl('/register?code=AG01').affiliateCode).toBe('AG01');
    expect(codesFromUrl('http://[bad').affiliateCode).toBe('');
  });
});
