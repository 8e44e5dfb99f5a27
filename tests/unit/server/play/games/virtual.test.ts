/**
 * Virtual sports (server/domains/play/shared/games/virtual): the models' chances add to one, every
 * selection's return is 1/(1 + margin) less only its rounding, results agree with the markets,
 * accumulators multiply, and bad slips are refused.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../../../server/domains/play/shared/games/draw';
import { add, frac, lessOrEqual, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import {
  ESPORTS_SELECTIONS,
  esportsChance,
  esportsPrices,
  esportsRound,
  playEsports,
  seriesChances,
} from '../../../../../server/domains/play/shared/games/virtual/esports';
import {
  FOOTBALL_SELECTIONS,
  footballPrices,
  footballRound,
  goalsLaw,
  oneXTwoTotal,
  playFootball,
} from '../../../../../server/domains/play/shared/games/virtual/football';
import { MARGIN, QUANTUM, selectionRtp } from '../../../../../server/domains/play/shared/games/virtual/pricing';
import {
  checkSlip,
  quoteLeg,
  settleSlip,
  slipOdds,
  type MatchResult,
} from '../../../../../server/domains/play/shared/games/virtual/slip';
import {
  checkBettingOpen,
  FIXTURE_INTERVAL_MS,
  LEAGUE_EPOCH_MS,
  MATCH_DURATION_MS,
  matchMinute,
  nextOpenRound,
  roundTimes,
  settleable,
} from '../../../../../server/domains/play/shared/games/virtual/schedule';
import { reasonOf } from './refusal';

const target = frac(MARGIN.denominator, MARGIN.denominator + MARGIN.numerator); // 20/21

describe('virtual football', () => {
  const fixtures = footballRound(0, 'fb');

  it('quantizes a Poisson law to 2^30 and its mean to the rating', () => {
    const law = goalsLaw(3, 2); // mean 1.5
    expect(law.reduce((s, x) => s + x, 0)).toBe(QUANTUM);
    const mean = law.reduce((s, w, k) => s + w * k, 0) / QUANTUM;
    expect(mean).toBeCloseTo(1.5, 3);
  });

  it('has 1X2 chances that add to one and every return at most 20/21, short only by rounding', () => {
    for (const f of fixtures) {
      expect(oneXTwoTotal(f)).toEqual(frac(1));
      for (const { chance, odds } of footballPrices(f)) {
        if (odds === null) continue;
        const rtp = selectionRtp(chance, odds);
        expect(lessOrEqual(rtp, target)).toBe(true);
        expect(toNumber(target) - toNumber(rtp)).toBeLessThanOrEqual(toNumber(chance) / 100);
      }
    }
  });

  it('plays a match whose timeline matches the score', () => {
    const s = new Sfc32(9);
    for (let i = 0; i < 200; i += 1) {
      const r = playFootball(fixtures[i % fixtures.length]!, s);
      const goals = r.timeline.filter((e) => e.kind === 'goal');
      expect(goals.filter((g) => g.side === 'home')).toHaveLength(r.home);
      expect(goals.filter((g) => g.side === 'away')).toHaveLength(r.away);
      expect(r.timeline.map((e) => e.minute)).toEqual([...r.timeline.map((e) => e.minute)].sort((a, b) => a - b));
    }
  });

  it('schedules a full round robin: every pair once in 15 rounds', () => {
    const pairs = new Set<string>();
    for (let r = 0; r < 15; r += 1) for (const f of footballRound(r, 'x')) pairs.add([f.home, f.away].sort().join('-'));
    expect(pairs.size).toBe((16 * 15) / 2);
  });
});

describe('virtual e-sports', () => {
  const fixtures = esportsRound(0, 'es');

  it('has series chances that add to one and returns at most 20/21', () => {
    for (const f of fixtures) {
      expect(Object.values(seriesChances(f)).reduce(add, frac(0))).toEqual(frac(1));
      expect(add(esportsChance(f, 'winner', 'A'), esportsChance(f, 'winner', 'B'))).toEqual(frac(1));
      for (const { chance, odds } of esportsPrices(f)) {
        if (odds === null) continue;
        expect(lessOrEqual(selectionRtp(chance, odds), target)).toBe(true);
      }
    }
    expect(ESPORTS_SELECTIONS).toHaveLength(10);
  });

  it('plays a series map by map, each map first to 13 rounds', () => {
    const s = new Sfc32(4);
    for (let i = 0; i < 200; i += 1) {
      const r = playEsports(fixtures[i % fixtures.length]!, s);
      const wins = r.maps.filter((m) => m.winner === 'A').length;
      expect(r.score).toBe(`${wins}-${r.maps.length - wins}`);
      for (const m of r.maps) {
        expect(Math.max(...m.score)).toBe(13);
        expect(m.rounds.filter((x) => x === m.winner)).toHaveLength(13);
        expect(m.rounds[m.rounds.length - 1]).toBe(m.winner);
      }
    }
  });
});

describe('bet slip', () => {
  const [f1, f2] = footballRound(3, 'fb');
  const [e1] = esportsRound(1, 'es');

  it('prices an accumulator as the product of its legs and settles it', () => {
    const legs = [
      quoteLeg({ sport: 'football', fixture: f1!, market: 'total', pick: 'over' }),
      quoteLeg({ sport: 'esports', fixture: e1!, market: 'winner', pick: 'A' }),
    ];
    const slip = { stake: 1_000n, legs };
    checkSlip(slip);
    expect(slipOdds(legs)).toEqual(frac(BigInt(legs[0]!.odds) * BigInt(legs[1]!.odds), 10_000));
    const results = new Map<string, MatchResult>([
      [
        `football:${f1!.id}`,
        { sport: 'football', result: { fixture: f1!, home: 2, away: 1, halfTime: [1, 0], timeline: [] } },
      ],
      [`esports:${e1!.id}`, { sport: 'esports', result: { fixture: e1!, maps: [], score: '2-1' } }],
    ]);
    const settled = settleSlip(slip, results);
    expect(settled.won).toBe(true);
    expect(settled.payout).toBe((1_000n * BigInt(legs[0]!.odds) * BigInt(legs[1]!.odds)) / 10_000n);
    results.set(`esports:${e1!.id}`, { sport: 'esports', result: { fixture: e1!, maps: [], score: '0-2' } });
    expect(settleSlip(slip, results)).toMatchObject({ won: false, payout: 0n, legs: [true, false] });
  });

  it('refuses two legs of one match, changed odds, unknown selections, unplayed matches', () => {
    const a = quoteLeg({ sport: 'football', fixture: f2!, market: '1x2', pick: 'home' });
    const b = quoteLeg({ sport: 'football', fixture: f2!, market: 'btts', pick: 'yes' });
    expect(reasonOf(() => checkSlip({ stake: 100n, legs: [a, b] }))).toBe('sameMatchTwice');
    expect(reasonOf(() => checkSlip({ stake: 100n, legs: [{ ...a, odds: a.odds + 1 }] }))).toBe('marketClosed');
    expect(reasonOf(() => checkSlip({ stake: 5n, legs: [a] }))).toBe('stakeBelowMinimum');
    expect(reasonOf(() => quoteLeg({ sport: 'football', fixture: f2!, market: '1x2', pick: 'both' }))).toBe(
      'unknownOption',
    );
    expect(reasonOf(() => settleSlip({ stake: 100n, legs: [a] }, new Map()))).toBe('outOfTurn');
    expect(FOOTBALL_SELECTIONS).toHaveLength(9);
  });
});

describe('virtual schedule', () => {
  it('opens the next round, closes it at kick-off and plays it for a minute', () => {
    const now = LEAGUE_EPOCH_MS + 10 * FIXTURE_INTERVAL_MS + 5_000;
    const next = nextOpenRound(now);
    expect(next.round).toBe(11);
    expect(next.kickOffAt).toBeGreaterThan(now);
    expect(() => checkBettingOpen(11, now)).not.toThrow();
    expect(reasonOf(() => checkBettingOpen(10, now))).toBe('marketClosed');
    expect(matchMinute(10, now)).toBe(Math.floor((5_000 * 90) / MATCH_DURATION_MS));
    expect(matchMinute(10, now + MATCH_DURATION_MS)).toBe(90);
    expect(settleable(10, now)).toBe(false);
    expect(settleable(10, roundTimes(10).endsAt)).toBe(true);
  });
});
