/**
 * One round of the simulated game, as the wallet calls a provider makes for it: a bet, then a win
 * (amount "0" for a lost round). The behaviour knobs make the simulator the awkward vendor the
 * platform must survive (docs/protocol.md, "Idempotency"):
 *
 *   duplicates   each call is sent twice at once with the same transaction id: both copies must
 *                get the same answer (the same platformTransactionId);
 *   lostAnswers  the first answer of a call is thrown away, as if it timed out, and the call is
 *                sent again with the same transaction id: the platform answers the stored answer;
 *   winBeforeBet the win is sent before its bet (refused BET_NOT_FOUND), then the bet, then the
 *                win again under a new transaction id, as a provider whose queue reordered them;
 *   rollbacks    the bet is rolled back instead of settled (the player gets the stake back).
 *
 * Each is a probability from 0 to 1; the random source is given, so the tests can pin it.
 */
import type { Envelope } from '../../src/shared/wire/envelope';
import type { ProviderTxnValue } from '../../src/shared/wire/providers';
import type { ProviderCallName, WalletClient } from './walletClient';

export type Behaviour = { duplicates: number; lostAnswers: number; winBeforeBet: number; rollbacks: number };

export const CALM: Behaviour = { duplicates: 0, lostAnswers: 0, winBeforeBet: 0, rollbacks: 0 };

/** The pay table: a spin's chance of each multiplier (the rest loses). Returns 95 % of the stakes. */
export const PAY_TABLE: readonly { multiplier: number; chance: number }[] = [
  { multiplier: 10, chance: 0.01 },
  { multiplier: 5, chance: 0.05 },
  { multiplier: 2, chance: 0.3 },
];

export const SYMBOLS = ['7', 'BAR', 'CHERRY', 'LEMON', 'BELL'] as const;
export type ReelSymbol = (typeof SYMBOLS)[number];

/** The multiplier a draw in [0, 1) lands on, and reels that show it. */
export function spin(draw: number, pick: () => number): { multiplier: number; reels: ReelSymbol[] } {
  let edge = 0;
  for (const [index, line] of PAY_TABLE.entries()) {
    edge += line.chance;
    if (draw < edge) {
      const symbol = SYMBOLS[index]!;
      // Three alike for 10× and 5×, two alike for 2×.
      return {
        multiplier: line.multiplier,
        reels: line.multiplier === 2 ? [symbol, symbol, 'LEMON'] : [symbol, symbol, symbol],
      };
    }
  }
  // A losing line: three different symbols (a Fisher–Yates shuffle's first three).
  const reels = [...SYMBOLS];
  for (let i = reels.length - 1; i > 0; i -= 1) {
    const j = Math.floor(pick() * (i + 1));
    [reels[i], reels[j]] = [reels[j]!, reels[i]!];
  }
  return { multiplier: 0, reels: reels.slice(0, 3) };
}

export type RoundResult = {
  roundId: string;
  stake: bigint;
  payout: bigint;
  outcome: 'won' | 'lost' | 'refunded' | 'refused';
  /** The refusal's code when outcome is 'refused' (INSUFFICIENT_FUNDS, SESSION_INVALID…). */
  refusal?: string;
  message?: string;
  reels: ReelSymbol[];
  balance: string;
  /** Each call made: name, transaction id, answer code ('' = success). */
  calls: { call: ProviderCallName; transactionId: string; code: string }[];
  /** Copies of a call that answered differently: must stay empty. */
  disagreements: string[];
};

export type RoundInput = {
  client: WalletClient;
  sessionId: string;
  currency: string;
  stake: bigint;
  behaviour: Behaviour;
  random: () => number;
  /** Makes the round's and transactions' ids unique (default: time and randomness). */
  idPrefix?: string;
};

type TxnAnswer = Envelope<ProviderTxnValue | null>;

export async function playRound(input: RoundInput): Promise<RoundResult> {
  const { client, sessionId, currency, stake, behaviour, random } = input;
  const prefix = input.idPrefix ?? `${Date.now().toString(36)}${Math.floor(random() * 1e9).toString(36)}`;
  const roundId = `r-${prefix}`;
  const result: RoundResult = {
    roundId,
    stake,
    payout: 0n,
    outcome: 'lost',
    reels: [],
    balance: '',
    calls: [],
    disagreements: [],
  };
  const chance = (p: number) => p > 0 && random() < p;

  /** One call under the knobs: lost first answers and duplicates; answers the envelope. */
  async function send(call: ProviderCallName, body: { transactionId: string } & Record<string, string>) {
    if (chance(behaviour.lostAnswers)) await client.call(call, body);
    const copies = chance(behaviour.duplicates) ? 2 : 1;
    const answers = (await Promise.all(Array.from({ length: copies }, () => client.call(call, body)))) as TxnAnswer[];
    const [first] = answers as [TxnAnswer, ...TxnAnswer[]];
    for (const other of answers.slice(1)) {
      const same =
        other.success === first.success &&
        other.errorCode === first.errorCode &&
        other.value?.platformTransactionId === first.value?.platformTransactionId;
      if (!same) result.disagreements.push(`${call} ${body.transactionId}: ${JSON.stringify([first, other])}`);
    }
    result.calls.push({ call, transactionId: body.transactionId, code: first.success ? '' : first.errorCode });
    if (first.value?.balance !== undefined) result.balance = first.value.balance;
    return first;
  }

  const { multiplier, reels } = spin(random(), random);
  const payout = stake * BigInt(multiplier);
  const betTxn = `b-${prefix}`;
  const winBody = (n: number) => ({
    sessionId,
    transactionId: `w-${prefix}-${n}`,
    roundId,
    currency,
    amount: payout.toString(),
  });

  let winAttempt = 1;
  if (chance(behaviour.winBeforeBet)) await send('win', winBody(winAttempt++));
  const bet = await send('bet', { sessionId, transactionId: betTxn, roundId, currency, amount: stake.toString() });
  if (!bet.success) {
    return { ...result, outcome: 'refused', refusal: bet.errorCode, message: bet.message, payout: 0n };
  }
  result.reels = reels;
  if (chance(behaviour.rollbacks)) {
    await send('rollback', { sessionId, transactionId: `x-${prefix}`, roundId, rollbackTransactionId: betTxn });
    return { ...result, outcome: 'refunded' };
  }
  const win = await send('win', winBody(winAttempt));
  if (!win.success) return { ...result, outcome: 'refused', refusal: win.errorCode, message: win.message };
  return { ...result, payout, outcome: payout > 0n ? 'won' : 'lost' };
}
