/**
 * Rounds of the house games (shared/house/*, rules in shared/games/*), the way playRounds.ts
 * plays the first two: each request is ONE database transaction with its ledger moves
 * (betting/rounds.ts), once per request id or action step.
 *
 *   POST house/play {requestId, bet}         a one-shot game's whole round (stake debited, win
 *                                            credited), or an interactive game's deal (stake
 *                                            debited, round left open)
 *   POST house/act  {roundKey, step, action} the next action of an open blackjack or mines round:
 *                                            the round is replayed from its bet and every action
 *                                            (shared/games/README.md), more stake debited for a
 *                                            double, split or insurance, the win credited once
 *                                            it is settled
 *
 * The round stays open in game_rounds until settled, so a reload finds it (playState.ts
 * openRound) and the page lets it finish. Refusals of the rules (GameRefusal) come before any
 * draw and become envelope errors; the transaction then moves nothing.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, businessError } from '../../http/errors';
import { raiseBet } from '../betting/rounds';
import { validBetOf } from '../betting/validBet';
import type { Trx } from '../ledger/post';
import { moneyText } from '../wallet/amounts';
import { playGame, playMoney, type PlayMoney } from './catalogue';
import { lockActiveSeed, takeNonce } from './fairSeeds';
import type { GameSession } from './gameSessions';
import { debitPlayMoney } from './playMoney';
import {
  answer,
  betRef,
  checkStake,
  closedError,
  field,
  insertRound,
  lockedRound,
  payRound,
  requestIdOf,
  roundKeyIn,
  roundKeyOf,
  roundNotFound,
  takeStake,
  touchRecent,
} from './playRounds';
import { houseState, roundByKey, type HouseState, type RoundRow } from './roundViews';
import { playFair } from './shared/games/draw';
import { GameRefusal } from './shared/games/errors';
import { HOUSE_RULES } from './shared/house';
import { isHouseId, sameJson, type HouseRules, type Json, type Played } from './shared/house/types';
import { PlayErrorCode, type RoundValue } from './shared/playApi';

type Db = Kysely<DB>;

const MAX_ACTIONS = 60;

/** A refusal of the rules as the envelope error the page shows (amounts in the merchant's money). */
export function refusalError(error: unknown, money: PlayMoney): unknown {
  if (!(error instanceof GameRefusal)) return error;
  const message = error.message.replace(
    /(\d+)\.$/,
    (_, minor: string) => `${moneyText(BigInt(minor), money.currency)}.`,
  );
  switch (error.reason) {
    case 'stakeNotInteger':
      return badRequest(message, PlayErrorCode.stakeInvalid);
    case 'stakeBelowMinimum':
    case 'stakeAboveMaximum':
      return businessError(PlayErrorCode.stakeTooHigh, message);
    case 'unknownOption':
    case 'invalidSelection':
      return businessError(PlayErrorCode.betRefused, message);
    default:
      return businessError(PlayErrorCode.actionRefused, message);
  }
}

/** Runs the rules on the round's fair stream; a refusal becomes its envelope error. */
async function replay(
  rules: HouseRules,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  state: Pick<HouseState, 'bet' | 'actions' | 'theme'>,
  money: PlayMoney,
): Promise<Played> {
  try {
    return await playFair(seeds, (source) => rules.play(state.bet, state.actions, source, state.theme));
  } catch (error) {
    throw refusalError(error, money);
  }
}

function rulesOf(engine: string): HouseRules {
  if (!isHouseId(engine)) throw badRequest('This game is not a house game.');
  return HOUSE_RULES[engine];
}

const validBetOfPlayed = (rules: HouseRules, played: Played) =>
  validBetOf({ game: 'house', option: rules.id, stake: played.stake, ruleValidBet: played.validBet });

async function openRoundOf(trx: Trx, memberId: bigint) {
  return trx
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.node_id', 'r.node_id')
    .select('g.game_name')
    .where('r.member_id', '=', memberId)
    .where('r.status', '=', 'open')
    .executeTakeFirst();
}

/** A house game's round: one-shot games settle here; blackjack and mines are dealt and stay open. */
export async function housePlay(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const requestId = requestIdOf(body);
  const roundKey = roundKeyOf(session.memberId, requestId);
  return db.transaction().execute(async (trx) => {
    const found = await playGame(trx, session.nodeId, session.language);
    if (!found) throw roundNotFound();
    const rules = rulesOf(found.engine);
    const money = await playMoney(trx, session.merchantCode, session.memberId, found.vendor);
    let bet: Json;
    try {
      bet = rules.parseBet(field(body, 'bet'));
    } catch (error) {
      throw refusalError(error, money);
    }
    const seed = await lockActiveSeed(trx, session.memberId, now);
    const existing = await roundByKey(trx, roundKey);
    if (existing) {
      if (existing.member_id !== session.memberId || !sameJson(houseState(existing).bet, bet))
        throw businessError(
          PlayErrorCode.requestConflict,
          'This request id was already used for a different round. Start a new round.',
        );
      return answer(trx, roundKey, money);
    }
    if (rules.interactive) {
      const open = await openRoundOf(trx, session.memberId);
      if (open)
        throw businessError(
          PlayErrorCode.roundOpen,
          `Your round of ${open.game_name} is still open: finish it before starting a new one.`,
        );
    }
    const state: HouseState = { requestId, theme: found.house.theme, bet, actions: [], outcome: null };
    const nonce = await takeNonce(trx, seed);
    const played = await replay(
      rules,
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
      state,
      money,
    );
    await checkStake(trx, session, money, played.stake);
    await insertRound(
      trx,
      session,
      {
        engine: rules.id,
        roundKey,
        stake: played.stake,
        seedId: seed.id,
        nonce,
        clientSeed: seed.client_seed,
        state: { ...state, outcome: played.outcome },
      },
      now,
      played.settled ? { payout: played.payout } : undefined,
    );
    await touchRecent(trx, session, now);
    // The money moves last: they lock the house's ledger account, which every round shares, so
    // the lock is held for as short a time as the transaction allows.
    await takeStake(trx, session, found, roundKey, played.stake, now);
    if (played.settled)
      await payRound(
        trx,
        session,
        { vendor: found.vendor, account_type: session.accountType },
        roundKey,
        { payout: played.payout, validBetMinor: validBetOfPlayed(rules, played) },
        now,
      );
    return answer(trx, roundKey, money);
  });
}

/** More stake for a double, split or insurance: through the ledger (real money) or the play money. */
async function raiseStake(trx: Trx, session: GameSession, row: RoundRow, extra: bigint, step: number, now: Date) {
  if (row.account_type === 0) return debitPlayMoney(trx, session.memberId, extra);
  await raiseBet(trx, { ...betRef(session, row.vendor, row.round_key), extraMinor: extra, step, now });
}

/** The next action of an open interactive round. */
export async function houseAct(db: Db, session: GameSession, body: unknown, now: Date): Promise<RoundValue> {
  const roundKey = roundKeyIn(body);
  const step = field(body, 'step');
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= MAX_ACTIONS)
    throw badRequest(`step must be a whole number from 0 to ${MAX_ACTIONS - 1}.`);
  return db.transaction().execute(async (trx) => {
    const seen = await roundByKey(trx, roundKey);
    if (!seen || seen.member_id !== session.memberId || !isHouseId(seen.engine)) throw roundNotFound();
    const rules = rulesOf(seen.engine);
    const { row, money } = await lockedRound(trx, session, roundKey, rules.id);
    const state = houseState(row);
    let action: Json;
    try {
      action = rules.parseAction(field(body, 'action'));
    } catch (error) {
      throw refusalError(error, money);
    }
    if (step < state.actions.length) {
      // A repeat of an action already taken: the round as it is now.
      if (!sameJson(state.actions[step], action))
        throw businessError(
          PlayErrorCode.requestConflict,
          `Action ${step + 1} of this round was already taken and cannot be changed. Reload to see the round.`,
        );
      return answer(trx, roundKey, money);
    }
    if (row.status !== 'open') throw closedError(row);
    if (step !== state.actions.length)
      throw businessError(
        PlayErrorCode.requestConflict,
        `This round is at action ${state.actions.length + 1}; reload to see it.`,
      );
    const next: HouseState = { ...state, actions: [...state.actions, action] };
    const played = await replay(
      rules,
      { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce },
      next,
      money,
    );
    if (played.stake > row.stake) {
      await checkStake(trx, session, money, played.stake);
      await raiseStake(trx, session, row, played.stake - row.stake, step + 1, now);
    }
    if (played.settled)
      await payRound(
        trx,
        session,
        row,
        roundKey,
        { payout: played.payout, validBetMinor: validBetOfPlayed(rules, played) },
        now,
      );
    await trx
      .updateTable('game_rounds')
      .set({
        state: JSON.stringify({ ...next, outcome: played.outcome }),
        stake: played.stake,
        ...(played.settled ? { status: 'settled' as const, payout: played.payout, settled_at: now } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    await touchRecent(trx, session, now);
    return answer(trx, roundKey, money);
  });
}
