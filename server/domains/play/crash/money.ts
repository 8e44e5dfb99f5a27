/**
 * A crash bet's money: real money through betting/rounds.ts (one bets row per member and round,
 * round id 'crash-<round id>', so the betting records list it), play money through
 * members.demo_balance alone (playMoney.ts). Always inside the caller's transaction.
 */
import { placeBet, settleRound } from '../../betting/rounds';
import type { Trx } from '../../ledger/post';
import type { PlayGame } from '../catalogue';
import { creditPlayMoney, debitPlayMoney } from '../playMoney';

export const crashBetRoundId = (roundId: bigint) => `crash-${roundId}`;

type BetOwner = { merchant_code: string; member_id: bigint; vendor: string; account_type: 0 | 1 };

export async function debitStake(trx: Trx, owner: BetOwner, game: PlayGame, roundId: bigint, stake: bigint, now: Date) {
  if (owner.account_type === 0) return debitPlayMoney(trx, owner.member_id, stake);
  await placeBet(trx, {
    merchantCode: owner.merchant_code,
    vendor: owner.vendor,
    roundId: crashBetRoundId(roundId),
    memberId: owner.member_id,
    gameType: game.gameType,
    gameName: game.gameName,
    stakeMinor: stake,
    nodeId: game.nodeId,
    now,
  });
}

/** Pays (or settles as lost, payout 0) a bet. Its valid bet is the stake: every crash bet can lose. */
export async function settleStake(
  trx: Trx,
  bet: BetOwner & { round_id: bigint; stake: bigint },
  payout: bigint,
  now: Date,
) {
  if (bet.account_type === 0) return creditPlayMoney(trx, bet.member_id, payout);
  await settleRound(trx, {
    merchantCode: bet.merchant_code,
    vendor: bet.vendor,
    roundId: crashBetRoundId(bet.round_id),
    memberId: bet.member_id,
    payoutMinor: payout,
    validBetMinor: bet.stake,
    now,
  });
}
