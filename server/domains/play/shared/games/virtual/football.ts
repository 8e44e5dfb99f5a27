/**
 * Virtual football: a 16-team league, a fixture every few minutes (the server schedules them).
 *
 * Model. Team t has attack A_t and defence D_t (ratings below). Home goals follow a Poisson law of
 * mean λ_h = 7·A_home / (5·D_away), away goals one of mean λ_a = 11·A_away / (10·D_home) (home
 * advantage), independently, each truncated at 10 goals and quantized to integer weights out of
 * 2^30 (pricing.ts `quantize`, from the exact bigint weights λ^k / k!). These quantized laws ARE
 * the model: the result is drawn from them (one `int(2^30)` per side) and every market is priced
 * from their exact probabilities (sums of products of the two tables), so the odds and the results
 * agree exactly.
 *
 * Markets: 1X2; total goals over/under 2.5; both teams to score yes/no; handicap home −1.5 (home
 * wins by 2+) / away +1.5. Odds: pricing.ts (5 % margin, return ≤ 1/1.05 for every selection).
 * The tracker timeline (minutes of goals, corners, cards) is drawn after the score from the same
 * stream and never changes it.
 */
import { drawDistinct, type DrawSource } from '../draw';
import { refuse } from '../errors';
import { add, frac, type Fraction } from '../fraction';
import { drawFrom, priceOf, quantize, QUANTUM } from './pricing';

export type FootballTeam = { id: string; name: string; attack: number; defence: number };

export const FOOTBALL_TEAMS: readonly FootballTeam[] = [
  { id: 'rvr', name: 'Riverside Rovers', attack: 88, defence: 84 },
  { id: 'nth', name: 'Northam Town', attack: 84, defence: 86 },
  { id: 'pta', name: 'Port Atlas', attack: 82, defence: 78 },
  { id: 'ksu', name: 'Kingsbury United', attack: 80, defence: 80 },
  { id: 'glf', name: 'Goldfield', attack: 78, defence: 82 },
  { id: 'wvl', name: 'Westvale', attack: 76, defence: 74 },
  { id: 'hbr', name: 'Harbour City', attack: 74, defence: 76 },
  { id: 'crk', name: 'Crestwick', attack: 72, defence: 72 },
  { id: 'alb', name: 'Albion Park', attack: 70, defence: 74 },
  { id: 'mdl', name: 'Midland Athletic', attack: 70, defence: 68 },
  { id: 'stn', name: 'Stonebridge', attack: 68, defence: 70 },
  { id: 'elm', name: 'Elmford', attack: 66, defence: 66 },
  { id: 'brk', name: 'Brookhaven', attack: 64, defence: 68 },
  { id: 'lsy', name: 'Lindsey Vale', attack: 62, defence: 64 },
  { id: 'frn', name: 'Fernmoor', attack: 60, defence: 62 },
  { id: 'ash', name: 'Ashcombe', attack: 58, defence: 60 },
];
export const MAX_GOALS = 10;

const teamOf = (id: string): FootballTeam =>
  FOOTBALL_TEAMS.find((t) => t.id === id) ?? refuse('invalidSelection', `There is no team "${id}".`);

const LAWS = new Map<string, number[]>();
/** A truncated Poisson law of mean num/den, quantized: weight k ∝ num^k · den^(10−k) · 10!/k!. */
export function goalsLaw(num: number, den: number): number[] {
  const key = `${num}/${den}`;
  const known = LAWS.get(key);
  if (known) return known;
  const law = computeLaw(num, den);
  LAWS.set(key, law);
  return law;
}

function computeLaw(num: number, den: number): number[] {
  const w: bigint[] = [];
  let fact = 1n; // 10!/k!, built from k = 10 down
  const tail: bigint[] = [];
  for (let k = MAX_GOALS; k >= 0; k -= 1) {
    tail[k] = fact;
    fact *= BigInt(k === 0 ? 1 : k);
  }
  for (let k = 0; k <= MAX_GOALS; k += 1)
    w.push(BigInt(num) ** BigInt(k) * BigInt(den) ** BigInt(MAX_GOALS - k) * tail[k]!);
  return quantize(w);
}

export type FootballFixture = { id: string; home: string; away: string };

const FIXTURE_LAWS = new Map<string, { home: number[]; away: number[] }>();
/** The two goal laws of a fixture (kept per pairing: they depend only on the two teams). */
export function fixtureLaws(fixture: FootballFixture): { home: number[]; away: number[] } {
  const key = `${fixture.home}:${fixture.away}`;
  let laws = FIXTURE_LAWS.get(key);
  if (!laws) {
    laws = computeFixtureLaws(fixture);
    FIXTURE_LAWS.set(key, laws);
  }
  return laws;
}

function computeFixtureLaws(fixture: FootballFixture): { home: number[]; away: number[] } {
  const h = teamOf(fixture.home);
  const a = teamOf(fixture.away);
  if (h.id === a.id) refuse('invalidSelection', 'A team cannot play itself.');
  return { home: goalsLaw(7 * h.attack, 5 * a.defence), away: goalsLaw(11 * a.attack, 10 * h.defence) };
}

export type FootballMarket = '1x2' | 'total' | 'btts' | 'handicap';
export type FootballPick = {
  '1x2': 'home' | 'draw' | 'away';
  total: 'over' | 'under';
  btts: 'yes' | 'no';
  handicap: 'home-1.5' | 'away+1.5';
}[FootballMarket];
export const FOOTBALL_SELECTIONS: readonly { market: FootballMarket; pick: string }[] = [
  { market: '1x2', pick: 'home' },
  { market: '1x2', pick: 'draw' },
  { market: '1x2', pick: 'away' },
  { market: 'total', pick: 'over' },
  { market: 'total', pick: 'under' },
  { market: 'btts', pick: 'yes' },
  { market: 'btts', pick: 'no' },
  { market: 'handicap', pick: 'home-1.5' },
  { market: 'handicap', pick: 'away+1.5' },
];

/** Whether a selection wins on a final score. */
export function footballWins(market: string, pick: string, home: number, away: number): boolean {
  const key = `${market}:${pick}`;
  switch (key) {
    case '1x2:home':
      return home > away;
    case '1x2:draw':
      return home === away;
    case '1x2:away':
      return away > home;
    case 'total:over':
      return home + away > 2.5;
    case 'total:under':
      return home + away < 2.5;
    case 'btts:yes':
      return home > 0 && away > 0;
    case 'btts:no':
      return home === 0 || away === 0;
    case 'handicap:home-1.5':
      return home - 1.5 > away;
    case 'handicap:away+1.5':
      return away + 1.5 > home;
    default:
      return refuse('unknownOption', `There is no football selection "${key}".`);
  }
}

/** The exact chance of a selection under the fixture's model. */
export function footballChance(fixture: FootballFixture, market: string, pick: string): Fraction {
  const { home, away } = fixtureLaws(fixture);
  let n = 0n;
  home.forEach((wh, h) =>
    away.forEach((wa, a) => {
      if (footballWins(market, pick, h, a)) n += BigInt(wh) * BigInt(wa);
    }),
  );
  return frac(n, BigInt(QUANTUM) ** 2n);
}

/** Every selection's chance and odds (null: not offered). */
export function footballPrices(
  fixture: FootballFixture,
): { market: FootballMarket; pick: string; chance: Fraction; odds: number | null }[] {
  return FOOTBALL_SELECTIONS.map(({ market, pick }) => {
    const chance = footballChance(fixture, market, pick);
    return { market, pick, chance, odds: priceOf(chance) };
  });
}

export type MatchEvent = { minute: number; side: 'home' | 'away'; kind: 'goal' | 'corner' | 'card' };
export type FootballResult = {
  fixture: FootballFixture;
  home: number;
  away: number;
  halfTime: [number, number];
  timeline: MatchEvent[];
};

/** Plays the match: the score from the model, then the tracker's timeline around it. */
export function playFootball(fixture: FootballFixture, source: DrawSource): FootballResult {
  const laws = fixtureLaws(fixture);
  const home = drawFrom(laws.home, source.int(QUANTUM));
  const away = drawFrom(laws.away, source.int(QUANTUM));
  const events: MatchEvent[] = [];
  // Goal minutes: distinct minutes 1…90 for all goals, the first `home` of them the home side's.
  const minutes = drawDistinct(source, 90, home + away).map((m) => m + 1);
  minutes.forEach((minute, i) => events.push({ minute, side: i < home ? 'home' : 'away', kind: 'goal' }));
  for (const side of ['home', 'away'] as const) {
    const corners = source.int(9);
    for (let i = 0; i < corners; i += 1) events.push({ minute: 1 + source.int(90), side, kind: 'corner' });
    const cards = source.int(4);
    for (let i = 0; i < cards; i += 1) events.push({ minute: 1 + source.int(90), side, kind: 'card' });
  }
  events.sort((x, y) => x.minute - y.minute || Number(x.kind !== 'goal') - Number(y.kind !== 'goal'));
  const firstHalf = (side: 'home' | 'away'): number =>
    events.filter((e) => e.kind === 'goal' && e.side === side && e.minute <= 45).length;
  return { fixture, home, away, halfTime: [firstHalf('home'), firstHalf('away')], timeline: events };
}

/** Round-robin fixtures (circle method): round r of the 15 rounds, 8 matches. */
export function footballRound(r: number, prefix: string): FootballFixture[] {
  const ids = FOOTBALL_TEAMS.map((t) => t.id);
  const n = ids.length;
  const rotate = ((r % (n - 1)) + (n - 1)) % (n - 1);
  const ring = [ids[0]!, ...ids.slice(1).map((_, i) => ids[1 + ((i + rotate) % (n - 1))]!)];
  return Array.from({ length: n / 2 }, (_, i) => {
    const [a, b] = [ring[i]!, ring[n - 1 - i]!];
    const [home, away] = (r + i) % 2 === 0 ? [a, b] : [b, a];
    return { id: `${prefix}-${r}-${i}`, home, away };
  });
}

/** The chance of the three 1X2 results adds to one (a check on the model, used by the tests). */
export const oneXTwoTotal = (f: FootballFixture): Fraction =>
  ['home', 'draw', 'away'].map((p) => footballChance(f, '1x2', p)).reduce(add, frac(0));
