/**
 * A league round's matches and results (pure but for Web Crypto, run by the server and by the
 * verification page): the fixtures come from the schedule's round number, each match's result
 * from the round's committed seed, client seed the league, nonce the match's place in the round.
 */
import { playFair } from '../shared/games/draw';
import { esportsRound, playEsports, type EsportsFixture } from '../shared/games/virtual/esports';
import { footballRound, playFootball, type FootballFixture } from '../shared/games/virtual/football';
import type { MatchResult } from '../shared/games/virtual/slip';
import type { League } from './schema';

export const LEAGUES: readonly League[] = ['football', 'esports'];
const PREFIX: Record<League, string> = { football: 'vf', esports: 've' };

export type Fixture = { league: 'football'; fixture: FootballFixture } | { league: 'esports'; fixture: EsportsFixture };

export function fixturesOf(league: League, round: number): Fixture[] {
  return league === 'football'
    ? footballRound(round, PREFIX.football).map((fixture) => ({ league, fixture }))
    : esportsRound(round, PREFIX.esports).map((fixture) => ({ league, fixture }));
}

/** Which league and round a fixture id belongs to ('vf-<round>-<i>'), or undefined. */
export function fixtureRef(id: string): { league: League; round: number; index: number } | undefined {
  const match = /^(vf|ve)-(\d{1,9})-(\d{1,2})$/.exec(id);
  if (!match) return undefined;
  return { league: match[1] === 'vf' ? 'football' : 'esports', round: Number(match[2]), index: Number(match[3]) };
}

export const matchSeeds = (seed: string, league: League, index: number) => ({
  serverSeed: seed,
  clientSeed: league,
  nonce: index,
});

/** Every match of the round played from its seed, in fixture order. */
export async function playRound(league: League, round: number, seed: string): Promise<MatchResult[]> {
  const out: MatchResult[] = [];
  for (const [index, f] of fixturesOf(league, round).entries()) {
    const seeds = matchSeeds(seed, league, index);
    out.push(
      f.league === 'football'
        ? { sport: 'football', result: await playFair(seeds, (s) => playFootball(f.fixture, s)) }
        : { sport: 'esports', result: await playFair(seeds, (s) => playEsports(f.fixture, s)) },
    );
  }
  return out;
}

/** JSON with keys sorted at every level: stored results (jsonb reorders keys) compare to replayed ones. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
