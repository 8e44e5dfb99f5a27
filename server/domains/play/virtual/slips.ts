/**
 * Virtual sports slips: a single or an accumulator, placed in ONE transaction with its stake
 * (real money through betting/rounds.ts as round 'virtual-<slip id>', so the betting records list
 * it; play money through members.demo_balance) and settled once when every leg's match is over.
 *
 * The server's clock decides: a leg on a match that has kicked off is refused (schedule.ts), and
 * the odds a leg names must be today's price (slip.ts checkSlip), so a stale page cannot place a
 * bet at a price the server no longer offers. A repeated request id answers the same slip.
 * Settling locks the slip row and does nothing when it is no longer open, so two runs at once
 * (two processes, or a retry) pay it once.
 */
import type { Kysely, Selectable } from 'kysely';
import { MAX_AMOUNT_MINOR, parseMinor } from '../../../../src/shared/money';
import { MoneyErrorCode } from '../../../../src/shared/wire/wallet';
import type { DB } from '../../../db/schema';
import { badRequest, businessError } from '../../../http/errors';
import { placeBet, settleRound } from '../../betting/rounds';
import type { Trx } from '../../ledger/post';
import { moneyText } from '../../wallet/amounts';
import { playGame, playMoney, stakeLimits } from '../catalogue';
import type { GameSession } from '../gameSessions';
import { creditPlayMoney, debitPlayMoney } from '../playMoney';
import { roundBalance } from '../playRounds';
import { REQUEST_ID_RE } from '../shared/playApi';
import { GameRefusal } from '../shared/games/errors';
import { checkBettingOpen, roundTimes } from '../shared/games/virtual/schedule';
import { checkSlip, settleSlip, SLIP_LIMITS, type Leg, type MatchResult } from '../shared/games/virtual/slip';
import { fixtureRef, fixturesOf } from './matches';
import { ensureRound } from './rounds';
import type { StoredLeg, VirtualSlipsTable } from './schema';

type Db = Kysely<DB>;
type SlipRow = Selectable<VirtualSlipsTable>;

export const VirtualErrorCode = {
  marketClosed: 'game.market.closed',
  slipInvalid: 'request_param_err',
  stakeOutOfRange: 'amount.out.of.range',
  requestConflict: 'request.state.conflict',
  notFound: 'game.round.not.found',
} as const;

export const slipRoundId = (id: bigint) => `virtual-${id}`;

export type SlipView = {
  slipId: string;
  stakeMinor: string;
  legs: StoredLeg[];
  /** The slip's odds in hundredths (rounded down), for display; the payout uses the exact product. */
  oddsHundredths: number;
  payoutMinor: string;
  status: 'open' | 'won' | 'lost';
  settleAfter: number;
  betRoundId: string | null;
};

export const toLeg = (leg: StoredLeg): Leg => {
  const ref = fixtureRef(leg.fixtureId)!;
  const found = fixturesOf(ref.league, ref.round)[ref.index]!;
  return found.league === 'football'
    ? { sport: 'football', fixture: found.fixture, market: leg.market, pick: leg.pick, odds: leg.odds }
    : { sport: 'esports', fixture: found.fixture, market: leg.market, pick: leg.pick, odds: leg.odds };
};

export function slipView(row: SlipRow): SlipView {
  const odds = row.legs.reduce((p, l) => (p * BigInt(l.odds)) / 100n, 100n);
  return {
    slipId: row.id.toString(),
    stakeMinor: row.stake.toString(),
    legs: row.legs,
    oddsHundredths: Number(odds),
    payoutMinor: row.payout.toString(),
    status: row.status,
    settleAfter: row.settle_after.getTime(),
    betRoundId: row.account_type === 1 ? slipRoundId(row.id) : null,
  };
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

function legsOf(body: unknown): StoredLeg[] {
  const legs = field(body, 'legs');
  if (!Array.isArray(legs) || legs.length < 1 || legs.length > 10)
    throw badRequest('legs must list 1 to 10 selections: {fixtureId, market, pick, odds}.');
  return legs.map((leg: unknown) => {
    const fixtureId = field(leg, 'fixtureId');
    const market = field(leg, 'market');
    const pick = field(leg, 'pick');
    const odds = field(leg, 'odds');
    const ref = typeof fixtureId === 'string' ? fixtureRef(fixtureId) : undefined;
    if (!ref || typeof market !== 'string' || typeof pick !== 'string' || typeof odds !== 'number')
      throw badRequest('Each selection needs a fixtureId, a market, a pick and the odds shown (hundredths).');
    if (!fixturesOf(ref.league, ref.round)[ref.index]) throw badRequest(`There is no match ${fixtureId}.`);
    return { league: ref.league, round: ref.round, fixtureId: fixtureId as string, market, pick, odds };
  });
}

function refusal(error: unknown, currency: { code: string; minorUnits: number }): never {
  if (!(error instanceof GameRefusal)) throw error;
  switch (error.reason) {
    case 'marketClosed':
      throw businessError(VirtualErrorCode.marketClosed, error.message);
    case 'stakeBelowMinimum':
    case 'stakeAboveMaximum':
      throw businessError(
        VirtualErrorCode.stakeOutOfRange,
        error.message.startsWith('This slip could pay')
          ? error.message
          : `A slip's stake is from ${moneyText(SLIP_LIMITS.minStake, currency)} ` +
              `to ${moneyText(SLIP_LIMITS.maxStake, currency)}.`,
      );
    default:
      throw badRequest(error.message);
  }
}

async function answer(trx: Trx, session: GameSession, vendor: string, slip: SlipRow) {
  const money = await playMoney(trx, session.merchantCode, session.memberId, vendor);
  const balance = await roundBalance(trx, session.accountType, session.memberId, money);
  return { slip: slipView(slip), balanceMinor: balance.toString() };
}

export async function placeSlip(db: Db, session: GameSession, body: unknown, now: Date) {
  const requestId = field(body, 'requestId');
  if (typeof requestId !== 'string' || !REQUEST_ID_RE.test(requestId))
    throw badRequest('requestId must be 8–64 letters, digits, - or _ (a new one per slip).');
  const stake = parseMinor(field(body, 'stakeMinor'));
  if (stake === null || stake <= 0n || stake > MAX_AMOUNT_MINOR)
    throw badRequest('stakeMinor must be a whole number of minor units above zero.', MoneyErrorCode.amountInvalid);
  const stored = legsOf(body);
  return db.transaction().execute(async (trx) => {
    const game = await playGame(trx, session.nodeId, session.language);
    if (!game || game.engine !== 'virtual') throw badRequest('This game is not virtual sports.');
    const money = await playMoney(trx, session.merchantCode, session.memberId, game.vendor);
    const existing = await trx
      .selectFrom('virtual_slips')
      .selectAll()
      .where('member_id', '=', session.memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (existing) {
      if (existing.stake !== stake || JSON.stringify(existing.legs) !== JSON.stringify(stored))
        throw businessError(VirtualErrorCode.requestConflict, 'This request id was already used for another slip.');
      return answer(trx, session, game.vendor, existing);
    }
    try {
      for (const leg of stored) checkBettingOpen(leg.round, now.getTime());
      checkSlip({ stake, legs: stored.map(toLeg) });
    } catch (error) {
      refusal(error, money.currency);
    }
    const limits = await stakeLimits(trx, session.merchantCode, money.currency.minorUnits);
    if (stake > limits.max)
      throw businessError(
        VirtualErrorCode.stakeOutOfRange,
        `The largest stake is ${moneyText(limits.max, money.currency)}.`,
      );
    // Each leg's round and its seed commitment exist from now on, before its kick-off.
    for (const leg of stored) await ensureRound(trx, leg.league, leg.round);
    const settleAfter = Math.max(...stored.map((l) => roundTimes(l.round).endsAt));
    const slip = await trx
      .insertInto('virtual_slips')
      .values({
        merchant_code: session.merchantCode,
        member_id: session.memberId,
        node_id: game.nodeId,
        vendor: game.vendor,
        account_type: session.accountType,
        request_id: requestId,
        stake,
        legs: JSON.stringify(stored),
        settle_after: new Date(settleAfter),
        placed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (session.accountType === 0) await debitPlayMoney(trx, session.memberId, stake);
    else
      await placeBet(trx, {
        merchantCode: session.merchantCode,
        vendor: game.vendor,
        roundId: slipRoundId(slip.id),
        memberId: session.memberId,
        gameType: game.gameType,
        gameName: game.gameName,
        stakeMinor: stake,
        nodeId: game.nodeId,
        now,
      });
    return answer(trx, session, game.vendor, slip);
  });
}

/** Settles a slip once every leg's round has its results; true when this call did. */
export async function settleVirtualSlip(db: Db, id: bigint, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const slip = await trx.selectFrom('virtual_slips').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!slip || slip.status !== 'open') return false;
    const results = new Map<string, MatchResult>();
    for (const leg of slip.legs) {
      const round = await trx
        .selectFrom('virtual_rounds')
        .select(['status', 'results'])
        .where('league', '=', leg.league)
        .where('round_no', '=', leg.round)
        .executeTakeFirst();
      if (!round || round.status !== 'settled') return false;
      for (const r of round.results as MatchResult[]) results.set(`${r.sport}:${r.result.fixture.id}`, r);
    }
    const settled = settleSlip({ stake: slip.stake, legs: slip.legs.map(toLeg) }, results);
    if (slip.account_type === 0) await creditPlayMoney(trx, slip.member_id, settled.payout);
    else
      await settleRound(trx, {
        merchantCode: slip.merchant_code,
        vendor: slip.vendor,
        roundId: slipRoundId(slip.id),
        memberId: slip.member_id,
        payoutMinor: settled.payout,
        validBetMinor: settled.validBet,
        now,
      });
    await trx
      .updateTable('virtual_slips')
      .set({ status: settled.won ? 'won' : 'lost', payout: settled.payout, settled_at: now })
      .where('id', '=', id)
      .execute();
    return true;
  });
}
