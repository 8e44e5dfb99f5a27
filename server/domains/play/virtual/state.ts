/**
 * What the virtual sports page loads and polls: per league the next round open for bets (its
 * seed commitment and every selection's price), the round in play with its tracker (events up to
 * the simulated minute only), the last results; and the member's money and slips.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { businessError } from '../../../http/errors';
import { playGame, playMoney, stakeLimits } from '../catalogue';
import type { GameSession } from '../gameSessions';
import { roundBalance } from '../playRounds';
import type { Money } from '../shared/playApi';
import { ESPORTS_TEAMS, esportsPrices } from '../shared/games/virtual/esports';
import { FOOTBALL_TEAMS, footballPrices, type MatchEvent } from '../shared/games/virtual/football';
import { matchMinute, nextOpenRound, roundTimes } from '../shared/games/virtual/schedule';
import { SLIP_LIMITS, type MatchResult } from '../shared/games/virtual/slip';
import { fixturesOf, LEAGUES, playRound } from './matches';
import { ensureRound } from './rounds';
import type { League } from './schema';
import { slipView, type SlipView } from './slips';

type Db = Kysely<DB>;
const TEAM_NAMES = new Map<string, string>([
  ...FOOTBALL_TEAMS.map((t): [string, string] => [t.id, t.name]),
  ...ESPORTS_TEAMS.map((t): [string, string] => [t.id, t.name]),
]);

export type PriceView = { market: string; pick: string; odds: number | null };
export type FixtureView = { id: string; home: string; away: string; prices: PriceView[] };
export type TrackerView = { id: string; home: string; away: string; score: string; events: MatchEvent[] };
export type LeagueView = {
  league: League;
  open: { round: number; kickOffAt: number; seedHash: string; fixtures: FixtureView[] };
  live: { round: number; kickOffAt: number; endsAt: number; minute: number; matches: TrackerView[] } | null;
  last: {
    round: number;
    roundId: string;
    seed: string;
    results: { id: string; home: string; away: string; score: string }[];
  } | null;
};
export type VirtualStateValue = {
  serverTime: number;
  game: { name: string; vendorName: string };
  money: Money;
  balanceMinor: string;
  playMoney: boolean;
  chipsMinor: string[];
  leagues: LeagueView[];
  slips: SlipView[];
};

const name = (id: string) => TEAM_NAMES.get(id) ?? id;

function fixtureView(league: League, round: number): FixtureView[] {
  return fixturesOf(league, round).map((f) =>
    f.league === 'football'
      ? {
          id: f.fixture.id,
          home: name(f.fixture.home),
          away: name(f.fixture.away),
          prices: footballPrices(f.fixture).map(({ market, pick, odds }) => ({ market, pick, odds })),
        }
      : {
          id: f.fixture.id,
          home: name(f.fixture.teamA),
          away: name(f.fixture.teamB),
          prices: esportsPrices(f.fixture).map(({ market, pick, odds }) => ({ market, pick, odds })),
        },
  );
}

/** Score and events of a result up to a simulated minute (90: the whole match). */
function tracked(result: MatchResult, minute: number): TrackerView {
  if (result.sport === 'football') {
    const events = result.result.timeline.filter((e) => e.minute <= minute);
    const goals = (side: 'home' | 'away') => events.filter((e) => e.kind === 'goal' && e.side === side).length;
    const f = result.result.fixture;
    return { id: f.id, home: name(f.home), away: name(f.away), score: `${goals('home')}-${goals('away')}`, events };
  }
  const f = result.result.fixture;
  // A series shows the maps finished by this point of the simulated time (maps spread evenly).
  const shown = result.result.maps.slice(0, Math.floor((minute * result.result.maps.length) / 90));
  const a = shown.filter((m) => m.winner === 'A').length;
  return { id: f.id, home: name(f.teamA), away: name(f.teamB), score: `${a}-${shown.length - a}`, events: [] };
}

async function leagueView(db: Db, league: League, now: number): Promise<LeagueView> {
  const next = nextOpenRound(now);
  const open = await ensureRound(db, league, next.round);
  const liveNo = next.round - 1;
  const liveTimes = roundTimes(liveNo);
  let live: LeagueView['live'] = null;
  if (now >= liveTimes.kickOffAt && now < liveTimes.endsAt) {
    const row = await ensureRound(db, league, liveNo);
    const minute = matchMinute(liveNo, now);
    const results = await playRound(league, liveNo, row.seed);
    live = { ...liveTimes, minute, matches: results.map((r) => tracked(r, minute)) };
  }
  const settled = await db
    .selectFrom('virtual_rounds')
    .selectAll()
    .where('league', '=', league)
    .where('status', '=', 'settled')
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    league,
    open: {
      round: next.round,
      kickOffAt: next.kickOffAt,
      seedHash: open.seed_hash,
      fixtures: fixtureView(league, next.round),
    },
    live,
    last: settled
      ? {
          round: settled.round_no,
          roundId: settled.id.toString(),
          seed: settled.seed,
          results: (settled.results as MatchResult[]).map((r) => {
            const t = tracked(r, 90);
            return { id: t.id, home: t.home, away: t.away, score: t.score };
          }),
        }
      : null,
  };
}

export async function virtualState(db: Db, session: GameSession, now: Date): Promise<VirtualStateValue> {
  const game = await playGame(db, session.nodeId, session.language);
  if (!game || game.engine !== 'virtual')
    throw businessError('game.round.not.found', 'This virtual sports game is no longer in the catalogue.');
  const money = await playMoney(db, session.merchantCode, session.memberId, game.vendor);
  const limits = await stakeLimits(db, session.merchantCode, money.currency.minorUnits);
  const leagues: LeagueView[] = [];
  for (const league of LEAGUES) leagues.push(await leagueView(db, league, now.getTime()));
  const slips = await db
    .selectFrom('virtual_slips')
    .selectAll()
    .where('member_id', '=', session.memberId)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return {
    serverTime: now.getTime(),
    game: { name: game.displayName, vendorName: game.vendorName },
    money: money.currency,
    balanceMinor: (await roundBalance(db, session.accountType, session.memberId, money)).toString(),
    playMoney: session.accountType === 0,
    chipsMinor: limits.chips
      .filter((c) => c >= SLIP_LIMITS.minStake && c <= SLIP_LIMITS.maxStake && c <= limits.max)
      .map(String),
    leagues,
    slips: slips.map(slipView),
  };
}
