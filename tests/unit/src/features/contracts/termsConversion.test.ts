/**
 * Rates and amounts of contract terms: percent text ↔ basis points and major-unit text ↔ minor
 * units convert exactly both ways (fast-check), and a draft of each kind becomes the wire's
 * ContractTerms, or says which fields are wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpToPercentText,
  minorToMoneyText,
  moneyToMinor,
  percentToBp,
} from '../../../../../src/features/contracts/rates';
import {
  draftToTerms,
  emptyDraft,
  termsToDraft,
  type TermsDraft,
} from '../../../../../src/features/contracts/termsDraft';
import type { ContractTerms } from '../../../../../src/shared/wire';

describe('percent ↔ basis points', () => {
  it('every rate from 0 to 100 % survives text and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBp(bpToPercentText(bp))).toEqual({ ok: true, bp });
      }),
    );
  });

  it('typed percentages with up to two decimals are read digit by digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(percentToBp(text)).toEqual({ ok: true, bp: whole * 100 + cents });
      }),
    );
    expect(percentToBp('1.15')).toEqual({ ok: true, bp: 115 }); // 1.15 * 100 is 114.99999 in floats
    expect(percentToBp('0,5 %')).toEqual({ ok: true, bp: 50 });
    expect(percentToBp('2.500')).toEqual({ ok: true, bp: 250 });
  });

  it('refuses a third significant decimal, junk, empty and more than 100 %', () => {
    expect(percentToBp('1.255')).toEqual({ ok: false, problem: 'percent' });
    expect(percentToBp('1e2')).toEqual({ ok: false, problem: 'percent' });
    expect(percentToBp('-1')).toEqual({ ok: false, problem: 'percent' });
    expect(percentToBp(' ')).toEqual({ ok: false, problem: 'required' });
    expect(percentToBp('100.01')).toEqual({ ok: false, problem: 'percentRange' });
  });
});

describe('money ↔ minor units', () => {
  it('every amount survives text and back, for 0, 2 and 3 decimal currencies', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom(0, 2, 3), (minor, units) => {
        const text = minorToMoneyText(minor.toString(), units);
        expect(moneyToMinor(text, units)).toEqual({ ok: true, minor: minor.toString() });
      }),
    );
  });

  it('a threshold may be 0; too many decimals and junk are refused', () => {
    expect(moneyToMinor('0', 2)).toEqual({ ok: true, minor: '0' });
    expect(moneyToMinor('1000.5', 2)).toEqual({ ok: true, minor: '100050' });
    expect(moneyToMinor('0.001', 2)).toEqual({ ok: false, problem: 'precision' });
    expect(moneyToMinor('1,000', 2)).toEqual({ ok: false, problem: 'money' });
    expect(moneyToMinor('', 2)).toEqual({ ok: false, problem: 'required' });
  });
});

describe('draftToTerms', () => {
  const limits = { minorUnits: 2, maxRateBp: 3000, maxTiers: 3 };

  it('turns each kind of draft into ContractTerms, and termsToDraft back', () => {
    const samples: ContractTerms[] = [
      {
        kind: 'dividend',
        dividend: { period: 'H', tiers: [{ validBetMinor: '100000', lossMinor: '0', activeMembers: 3, rateBp: 1250 }] },
      },
      {
        kind: 'daily',
        salary: {
          tiers: [
            { betAmountMinor: '50', activeMembers: 0, rateBp: 5 },
            { betAmountMinor: '500000', activeMembers: 10, rateBp: 80 },
          ],
        },
      },
      { kind: 'hourly', salary: { tiers: [{ betAmountMinor: '1', activeMembers: 1, rateBp: 1 }] } },
      { kind: 'realtime', realtime: { profitRateBp: 0, lossRateBp: 35, singleBetMinor: '1000' } },
    ];
    for (const terms of samples) expect(draftToTerms(termsToDraft(terms, 2), limits)).toEqual({ ok: true, terms });
  });

  it('names every field in error, the site limits included', () => {
    const draft: TermsDraft = {
      kind: 'dividend',
      period: 'W',
      tiers: [
        { id: 1, validBet: 'ten', loss: '0', activeMembers: '1.5', rate: '31' },
        { id: 2, validBet: '1', loss: '', activeMembers: '2', rate: '0' },
      ],
    };
    expect(draftToTerms(draft, limits)).toEqual({
      ok: false,
      problems: {
        'tiers.0.validBet': 'money',
        'tiers.0.activeMembers': 'count',
        'tiers.0.rate': 'overMax',
        'tiers.1.loss': 'required',
        'tiers.1.rate': 'rateZero',
      },
    });
    expect(draftToTerms({ kind: 'daily', tiers: [] }, limits)).toEqual({ ok: false, problems: { tiers: 'noTiers' } });
    const realtime = { ...emptyDraft('realtime'), profitRate: '0', lossRate: '0', singleBet: '10' };
    expect(draftToTerms(realtime, limits)).toEqual({ ok: false, problems: { lossRate: 'rateZero' } });
  });
});
