/**
 * A reference model of the provider wallet (docs/protocol.md, "The provider wallet API") for the
 * property test (providers.property.test.ts): given the calls in the order the server received
 * them, the answer each should get (success and balance, or the refusal code) and each accepted
 * transaction's effect on the balance. Written from the documented rules, not from the code.
 */
export type Op =
  | { kind: 'bet'; round: number; amount: number }
  | { kind: 'win'; round: number; amount: number }
  | { kind: 'betAndWin'; round: number; bet: number; win: number }
  | { kind: 'rollback'; round: number; target: number }
  | { kind: 'endRound'; round: number };

export type Predicted = { success: boolean; code: string; balance: bigint | null };

type Call = Op['kind'];
type Round = { status: 'open' | 'settled' | 'refunded'; stake: bigint };
type Stored = { call: Call | 'tombstone'; answer: Predicted; round?: number; accepted: boolean };

export class WalletModel {
  balance: bigint;
  /** Each accepted transaction id's effect on the balance. */
  readonly effects = new Map<string, bigint>();
  private readonly stored = new Map<string, Stored>();
  private readonly rounds = new Map<number, Round>();

  constructor(initial: bigint) {
    this.balance = initial;
  }

  private ok(txn: string, call: Call, delta: bigint, round?: number): Predicted {
    this.balance += delta;
    const answer = { success: true, code: '', balance: this.balance };
    this.effects.set(txn, delta);
    this.stored.set(txn, { call, answer, round, accepted: true });
    return answer;
  }

  private refuse(txn: string, call: Call, code: string, round?: number): Predicted {
    const answer = { success: false, code, balance: null };
    this.stored.set(txn, { call, answer, round, accepted: false });
    return answer;
  }

  /** The answer to `op` sent with transaction id `txn` (a repeat sends the same pair). */
  apply(txn: string, op: Op, txnOf: (index: number) => string): Predicted {
    const seen = this.stored.get(txn);
    if (seen?.call === 'tombstone')
      return op.kind === 'bet' || op.kind === 'betAndWin'
        ? seen.answer
        : { success: false, code: 'TRANSACTION_MISMATCH', balance: null };
    if (seen) return seen.answer;
    const round = this.rounds.get(op.round);
    switch (op.kind) {
      case 'bet':
      case 'betAndWin': {
        const stake = BigInt(op.kind === 'bet' ? op.amount : op.bet);
        if (round) return this.refuse(txn, op.kind, 'ROUND_CLOSED', op.round);
        if (stake > this.balance) return this.refuse(txn, op.kind, 'INSUFFICIENT_FUNDS', op.round);
        if (op.kind === 'bet') {
          this.rounds.set(op.round, { status: 'open', stake });
          return this.ok(txn, 'bet', -stake, op.round);
        }
        this.rounds.set(op.round, { status: 'settled', stake });
        return this.ok(txn, 'betAndWin', BigInt(op.win) - stake, op.round);
      }
      case 'win': {
        if (!round) return this.refuse(txn, 'win', 'BET_NOT_FOUND');
        if (round.status === 'refunded') return this.refuse(txn, 'win', 'BET_ROLLED_BACK');
        if (round.status === 'settled') return this.refuse(txn, 'win', 'ROUND_CLOSED');
        round.status = 'settled';
        return this.ok(txn, 'win', BigInt(op.amount));
      }
      case 'endRound': {
        if (round?.status === 'open') round.status = 'settled';
        return this.ok(txn, 'endRound', 0n);
      }
      case 'rollback': {
        const targetTxn = txnOf(op.target);
        // The rollback's own id is taken before it looks at its target.
        const target = targetTxn === txn ? { call: 'rollback' as const, accepted: false } : this.stored.get(targetTxn);
        if (!target) {
          const answer = this.ok(txn, 'rollback', 0n);
          this.stored.set(targetTxn, {
            call: 'tombstone',
            answer: { success: false, code: 'BET_ROLLED_BACK', balance: null },
            accepted: false,
          });
          return answer;
        }
        if (target.call === 'tombstone') return this.ok(txn, 'rollback', 0n);
        if ((target.call === 'bet' || target.call === 'betAndWin') && !target.accepted)
          return this.ok(txn, 'rollback', 0n);
        if (target.call === 'betAndWin') return this.refuse(txn, 'rollback', 'ROUND_CLOSED');
        if (target.call !== 'bet' || !('round' in target) || target.round !== op.round)
          return this.refuse(txn, 'rollback', 'BET_NOT_FOUND');
        const betRound = this.rounds.get(op.round)!;
        if (betRound.status === 'settled') return this.refuse(txn, 'rollback', 'ROUND_CLOSED');
        if (betRound.status === 'refunded') return this.ok(txn, 'rollback', 0n);
        betRound.status = 'refunded';
        return this.ok(txn, 'rollback', betRound.stake);
      }
    }
  }
}
