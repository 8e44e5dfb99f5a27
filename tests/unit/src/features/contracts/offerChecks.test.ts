/**
 * The offer form's own checks (issue 14 item 15): the agent's own ceiling, not the site's, with
 * the message naming which; the tier order on the field at fault, in plain words; and the
 * server's field names mapped back to the editor's fields.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../../../src/i18n/locales/en/contracts.json';
import { draftToTerms, editorFieldOf, type TermsDraft } from '../../../../../src/features/contracts/termsDraft';

const salary = (...tiers: Array<[string, string, string]>): TermsDraft => ({
  kind: 'daily',
  tiers: tiers.map(([betAmount, activeMembers, rate], id) => ({ id, betAmount, activeMembers, rate })),
});

describe('offer checks', () => {
  it('offer over the agent own ceiling is refused on the rate field, as the own contract rate', () => {
    const result = draftToTerms(salary(['100', '1', '1.5']), { minorUnits: 2, maxRateBp: 120 });
    expect(result).toEqual({ ok: false, problems: { 'tiers.0.rate': 'overMax' } });
    expect(en.problems.overMax).toMatch(/your own contract/);
    expect(draftToTerms(salary(['100', '1', '1.2']), { minorUnits: 2, maxRateBp: 120 }).ok).toBe(true);
  });

  it('tier errors appear on their field: a lower rate, a lower threshold, a tier no harder', () => {
    const result = draftToTerms(salary(['100', '2', '1'], ['50', '3', '0.5'], ['50', '3', '2']), { minorUnits: 2 });
    expect(result).toEqual({
      ok: false,
      problems: {
        'tiers.1.betAmount': 'thresholdBelowPrevious',
        'tiers.1.rate': 'rateBelowPrevious',
        'tiers.2.betAmount': 'tierNotHarder',
      },
    });
  });

  it('no problem message of the offer form speaks of basis points', () => {
    for (const text of Object.values(en.problems)) expect(text).not.toMatch(/\bbp\b|basis point/i);
  });

  it('server terms fields map to the editor fields', () => {
    expect(editorFieldOf('terms.salary.tiers[1].rateBp')).toBe('tiers.1.rate');
    expect(editorFieldOf('terms.dividend.tiers[0].lossMinor')).toBe('tiers.0.loss');
    expect(editorFieldOf('terms.realtime.singleBetMinor')).toBe('singleBet');
    expect(editorFieldOf('terms.salary.tiers')).toBe('tiers');
    expect(editorFieldOf('terms.kind')).toBeNull();
    expect(editorFieldOf(42)).toBeNull();
  });
});
