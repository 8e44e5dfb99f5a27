/**
 * Virtual e-sports: an 8-team league of best-of-three series, a series every few minutes.
 *
 * Model. Team t has a rating R_t. Team A wins a map against B with chance
 * w = (400 + R_A − R_B) / 800, held to 80…720 out of 800 (10 %…90 %); maps are independent, the
 * first to two maps wins. The series is drawn map by map (`int(800)` each) and every market is
 * priced from the exact series probabilities (pricing.ts, 5 % margin):
 *   winner A / B; handicap A −1.5 (A wins 2–0) / B +1.5; total maps over 2.5 (a third map is
 *   played) / under 2.5; correct score 2–0, 2–1, 1–2, 0–2.
 * A map's rounds (first to 13) are drawn after its winner, for the tracker: the loser's score
 * 0…11 (`int(12)`) and which of the rounds before the last the loser took; they never change it.
 */
import { drawDistinct, type DrawSource } from '../draw';
import { refuse } from '../errors';
import { frac, type Fraction } from '../fraction';
import { priceOf } from './pricing';

export type EsportsTeam = { id: string; name: string; rating: number };
export const ESPORTS_TEAMS: readonly EsportsTeam[] = [
  { id: 'nova', name: 'Nova Esports', rating: 1_720 },
  { id: 'vortex', name: 'Vortex Gaming', rating: 1_690 },
  { id: 'ember', name: 'Ember Five', rating: 1_650 },
  { id: 'zenith', name: 'Zenith', rating: 1_620 },
  { id: 'havoc', name: 'Havoc Club', rating: 1_600 },
  { id: 'polar', name: 'Polar Wolves', rating: 1_570 },
  { id: 'onyx', name: 'Onyx Union', rating: 1_540 },
  { id: 'drift', name: 'Drift Kings', rating: 1_500 },
];
export const MAP_RANGE = 800;
export const ROUNDS_TO_WIN = 13;

const teamOf = (id: string): EsportsTeam =>
  ESPORTS_TEAMS.find((t) => t.id === id) ?? refuse('invalidSelection', `There is no team "${id}".`);

export type EsportsFixture = { id: string; teamA: string; teamB: string };

/** A's chance to win a map, in 800ths. */
export function mapWeight(f: EsportsFixture): number {
  const a = teamOf(f.teamA);
  const b = teamOf(f.teamB);
  if (a.id === b.id) refuse('invalidSelection', 'A team cannot play itself.');
  return Math.min(720, Math.max(80, 400 + a.rating - b.rating));
}

export type SeriesScore = '2-0' | '2-1' | '1-2' | '0-2';
/** Exact chance of each series score (denominator 800³). */
export function seriesChances(f: EsportsFixture): Record<SeriesScore, Fraction> {
  const w = BigInt(mapWeight(f));
  const l = BigInt(MAP_RANGE) - w;
  const d = BigInt(MAP_RANGE) ** 3n;
  return {
    '2-0': frac(w * w * BigInt(MAP_RANGE), d),
    '2-1': frac(2n * w * l * w, d),
    '1-2': frac(2n * w * l * l, d),
    '0-2': frac(l * l * BigInt(MAP_RANGE), d),
  };
}

export type EsportsMarket = 'winner' | 'handicap' | 'maps' | 'score';
export const ESPORTS_SELECTIONS: readonly { market: EsportsMarket; pick: string }[] = [
  { market: 'winner', pick: 'A' },
  { market: 'winner', pick: 'B' },
  { market: 'handicap', pick: 'A-1.5' },
  { market: 'handicap', pick: 'B+1.5' },
  { market: 'maps', pick: 'over' },
  { market: 'maps', pick: 'under' },
  { market: 'score', pick: '2-0' },
  { market: 'score', pick: '2-1' },
  { market: 'score', pick: '1-2' },
  { market: 'score', pick: '0-2' },
];

/** The series scores on which a selection wins. */
export function esportsWinningScores(market: string, pick: string): SeriesScore[] {
  switch (`${market}:${pick}`) {
    case 'winner:A':
      return ['2-0', '2-1'];
    case 'winner:B':
      return ['1-2', '0-2'];
    case 'handicap:A-1.5':
      return ['2-0'];
    case 'handicap:B+1.5':
      return ['2-1', '1-2', '0-2'];
    case 'maps:over':
      return ['2-1', '1-2'];
    case 'maps:under':
      return ['2-0', '0-2'];
    default:
      if (market === 'score' && ['2-0', '2-1', '1-2', '0-2'].includes(pick)) return [pick as SeriesScore];
      return refuse('unknownOption', `There is no e-sports selection "${market}:${pick}".`);
  }
}

export function esportsChance(f: EsportsFixture, market: string, pick: string): Fraction {
  const c = seriesChances(f);
  return esportsWinningScores(market, pick).reduce(
    (acc, s) =>
      frac(acc.numerator * c[s].denominator + c[s].numerator * acc.denominator, acc.denominator * c[s].denominator),
    frac(0),
  );
}

export function esportsPrices(
  f: EsportsFixture,
): { market: EsportsMarket; pick: string; chance: Fraction; odds: number | null }[] {
  return ESPORTS_SELECTIONS.map(({ market, pick }) => {
    const chance = esportsChance(f, market, pick);
    return { market, pick, chance, odds: priceOf(chance) };
  });
}

export type MapResult = { winner: 'A' | 'B'; rounds: ('A' | 'B')[]; score: [number, number] };
export type EsportsResult = { fixture: EsportsFixture; maps: MapResult[]; score: SeriesScore };

export function playEsports(fixture: EsportsFixture, source: DrawSource): EsportsResult {
  const w = mapWeight(fixture);
  const maps: MapResult[] = [];
  let a = 0;
  let b = 0;
  while (a < 2 && b < 2) {
    const winner: 'A' | 'B' = source.int(MAP_RANGE) < w ? 'A' : 'B';
    const loserRounds = source.int(ROUNDS_TO_WIN - 1);
    const before = ROUNDS_TO_WIN - 1 + loserRounds;
    const loser = winner === 'A' ? 'B' : 'A';
    const rounds = new Array<'A' | 'B'>(before + 1).fill(winner);
    for (const i of drawDistinct(source, before, loserRounds)) rounds[i] = loser;
    maps.push({
      winner,
      rounds,
      score: winner === 'A' ? [ROUNDS_TO_WIN, loserRounds] : [loserRounds, ROUNDS_TO_WIN],
    });
    if (winner === 'A') a += 1;
    else b += 1;
  }
  return { fixture, maps, score: `${a}-${b}` as SeriesScore };
}

/** Round-robin series (circle method): round r of 7, 4 series. */
export function esportsRound(r: number, prefix: string): EsportsFixture[] {
  const ids = ESPORTS_TEAMS.map((t) => t.id);
  const n = ids.length;
  const rotate = ((r % (n - 1)) + (n - 1)) % (n - 1);
  const ring = [ids[0]!, ...ids.slice(1).map((_, i) => ids[1 + ((i + rotate) % (n - 1))]!)];
  return Array.from({ length: n / 2 }, (_, i) => ({
    id: `${prefix}-${r}-${i}`,
    teamA: ring[i]!,
    teamB: ring[n - 1 - i]!,
  }));
}
