/**
 * What a game page loads (its game, balance, stakes, seed pair, open round, recent rounds) and
 * the verification of one round.
 *
 * Who may see a round: its player always (through a game session); anyone holding the round key
 * once the round's server seed is revealed — that is the point of provable fairness, a player
 * can show a round to someone else who checks it independently. Until the seed is revealed only
 * the player sees the round: its details say nothing that would help predict later rounds, but
 * there is no reason to show them to others either. Round keys are unguessable (derived from the
 * member and a random request id).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import { playGame, playMoney, stakeLimits } from './catalogue';
import { roundBalance } from './playRounds';
import { activeSeed, fairView } from './fairSeeds';
import type { GameSession } from './gameSessions';
import { PlayErrorCode, ROUND_KEY_RE, type StateValue, type VerifyValue } from './shared/playApi';
import { rangesOf, recentRounds, roundByKey, roundQuery, roundView } from './roundViews';

type Db = Kysely<DB>;

export async function gameState(db: Db, session: GameSession, now: Date): Promise<StateValue> {
  const game = await playGame(db, session.nodeId, session.language);
  if (!game)
    throw businessError(
      PlayErrorCode.roundNotFound,
      'This game is no longer in the catalogue. Launch another game from the lobby.',
    );
  const money = await playMoney(db, session.merchantCode, session.memberId, game.vendor);
  const [seed, limits, balance, open, recent] = await Promise.all([
    activeSeed(db, session.memberId, now),
    stakeLimits(db, session.merchantCode, money.currency.minorUnits),
    roundBalance(db, session.accountType, session.memberId, money),
    roundQuery(db)
      .where('r.member_id', '=', session.memberId)
      .where('r.node_id', '=', session.nodeId)
      .where('r.status', '=', 'open')
      .executeTakeFirst(),
    recentRounds(db, session.memberId),
  ]);
  return {
    game: {
      nodeId: Number(game.nodeId),
      name: game.displayName,
      vendor: game.vendor,
      vendorName: game.vendorName,
      engine: game.engine,
      theme: game.house.theme,
    },
    money: money.currency,
    balanceMinor: balance.toString(),
    wallet:
      session.accountType === 0
        ? { kind: 'play', vendor: '' }
        : money.wallet.kind === 'game'
          ? { kind: 'game', vendor: money.wallet.vendor }
          : { kind: 'main', vendor: '' },
    chipsMinor: limits.chips.map(String),
    maxStakeMinor: limits.max.toString(),
    fair: fairView(seed),
    openRound: open ? roundView(open) : null,
    recent: recent.map(roundView),
  };
}

/** A round for verification: its owner, or anyone once the seed is revealed. */
export async function verifyRound(db: Db, roundKey: string, viewer: GameSession | undefined): Promise<VerifyValue> {
  const row = ROUND_KEY_RE.test(roundKey) ? await roundByKey(db, roundKey) : undefined;
  if (!row)
    throw businessError(
      PlayErrorCode.roundNotFound,
      'There is no round with this key. Check that the whole key was copied.',
    );
  const revealed = row.revealed_at !== null;
  if (!revealed && viewer?.memberId !== row.member_id) {
    throw businessError(
      PlayErrorCode.roundUnrevealed,
      "This round's server seed is not revealed yet, so only its player can see it. " +
        'The player reveals it by rotating the seed in the game.',
    );
  }
  return { round: roundView(row), serverSeed: revealed ? row.server_seed : null, ranges: rangesOf(row) };
}
