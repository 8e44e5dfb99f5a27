/**
 * Baccarat (punto banco), dealt from a FRESH 8-deck shoe every round: 416 cards, each card drawn
 * uniformly from those left (`int(416)`, `int(415)`, …; card c is rank c mod 13 + 1, suit
 * floor(c / 13) of 52, eight of each). Deal order: player, banker, player, banker, then the
 * third cards by the tableau:
 *
 *   either side's first two cards total 8 or 9 (a natural): both stand
 *   player draws on 0–5, stands on 6–7
 *   player stood: banker draws on 0–5
 *   player drew x: banker on 0–2 draws; 3 draws unless x = 8; 4 draws on x = 2–7; 5 on x = 4–7;
 *   6 on x = 6–7; 7 stands
 *
 * Pays (returns, stake included): player 2, banker 1.95 (5 % commission), both return the stake on
 * a tie; tie 9 (8:1); player pair and banker pair (the side's first two cards of one rank) 12 (11:1).
 *
 * RTP, exactly (baccaratRtp): the chances of a player win, a banker win and a tie are counted over
 * every ordered sequence of cards from the 8-deck shoe (by card value, with removal: the same
 * model as the deal), giving banker 98.94 %, player 98.76 %, tie 85.64 % (the textbook 8-deck
 * house edges 1.06 %, 1.24 %, 14.36 %); a pair's chance is 13 · 32 · 31 / (416 · 415), so
 * each pair bet returns 89.64 %. Payouts round down to the minor unit (only the banker's 1.95 can).
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';
import { Shoe } from './shoe';

export const DECKS = 8;
export const SHOE = 52 * DECKS;
export type BaccaratOption = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export const BACCARAT_OPTIONS: readonly BaccaratOption[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
/** Returns per unit staked, in hundredths. */
export const BACCARAT_RETURNS: Record<BaccaratOption, number> = {
  player: 200,
  banker: 195,
  tie: 900,
  playerPair: 1_200,
  bankerPair: 1_200,
};
export const BACCARAT_LIMITS: Record<BaccaratOption, Limits> = {
  player: { minStake: 10n, maxStake: 1_000_000n },
  banker: { minStake: 10n, maxStake: 1_000_000n },
  tie: { minStake: 10n, maxStake: 100_000n },
  playerPair: { minStake: 10n, maxStake: 50_000n },
  bankerPair: { minStake: 10n, maxStake: 50_000n },
};

export const cardValue = (card: number): number => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};
const total = (cards: readonly number[]): number => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/** Whether the banker draws with total b when the player drew a third card of value x (null: stood). */
export function bankerDraws(b: number, x: number | null): boolean {
  if (x === null) return b <= 5;
  if (b <= 2) return true;
  if (b === 3) return x !== 8;
  if (b === 4) return x >= 2 && x <= 7;
  if (b === 5) return x >= 4 && x <= 7;
  if (b === 6) return x >= 6 && x <= 7;
  return false;
}

export type BaccaratHand = {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
};

/** Deals one coup by the tableau. */
export function dealBaccarat(source: DrawSource): BaccaratHand {
  const shoe = new Shoe(source, DECKS);
  const player = [shoe.draw()];
  const banker = [shoe.draw()];
  player.push(shoe.draw());
  banker.push(shoe.draw());
  if (total(player) < 8 && total(banker) < 8) {
    let x: number | null = null;
    if (total(player) <= 5) {
      const third = shoe.draw();
      player.push(third);
      x = cardValue(third);
    }
    if (bankerDraws(total(banker), x)) banker.push(shoe.draw());
  }
  const p = total(player);
  const b = total(banker);
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    playerPair: player[0]! % 13 === player[1]! % 13,
    bankerPair: banker[0]! % 13 === banker[1]! % 13,
  };
}

export type BaccaratBet = { option: BaccaratOption; stake: bigint };

type Outcome = Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>;
/** What a bet returns on an outcome, in hundredths of its stake. */
export function baccaratReturn(option: BaccaratOption, o: Outcome): number {
  switch (option) {
    case 'player':
    case 'banker':
      return o.winner === option ? BACCARAT_RETURNS[option] : o.winner === 'tie' ? 100 : 0;
    case 'tie':
      return o.winner === 'tie' ? BACCARAT_RETURNS.tie : 0;
    case 'playerPair':
      return o.playerPair ? BACCARAT_RETURNS.playerPair : 0;
    case 'bankerPair':
      return o.bankerPair ? BACCARAT_RETURNS.bankerPair : 0;
  }
}

export type BaccaratRound = {
  hand: BaccaratHand;
  stake: bigint;
  payout: bigint;
  bets: { bet: BaccaratBet; payout: bigint }[];
  validBet: bigint;
};

const payoutsOf = (bets: readonly BaccaratBet[], o: Outcome): bigint[] =>
  bets.map((bet) => (bet.stake * BigInt(baccaratReturn(bet.option, o))) / 100n);

export function playBaccarat(bets: readonly BaccaratBet[], source: DrawSource): BaccaratRound {
  if (bets.length === 0) refuse('invalidSelection', 'Place at least one bet.');
  for (const bet of bets) {
    if (!BACCARAT_OPTIONS.includes(bet.option)) refuse('unknownOption', `There is no baccarat bet "${bet.option}".`);
    checkStake(bet.stake, BACCARAT_LIMITS[bet.option]);
  }
  if (new Set(bets.map((b) => b.option)).size !== bets.length) refuse('invalidSelection', 'One stake per bet.');
  const hand = dealBaccarat(source);
  const payouts = payoutsOf(bets, hand);
  const stake = bets.reduce((s, b) => s + b.stake, 0n);
  const payout = payouts.reduce((s, p) => s + p, 0n);
  // Valid bet: the stake less the smallest return over every possible outcome (player and
  // banker together risk little), and nothing when the round returned the stake (a tie's push).
  let worst = -1n;
  for (const winner of ['player', 'banker', 'tie'] as const)
    for (const playerPair of [false, true])
      for (const bankerPair of [false, true]) {
        const back = payoutsOf(bets, { winner, playerPair, bankerPair }).reduce((s, p) => s + p, 0n);
        if (worst < 0n || back < worst) worst = back;
      }
  return {
    hand,
    stake,
    payout,
    bets: bets.map((bet, i) => ({ bet, payout: payouts[i]! })),
    validBet: payout === stake ? 0n : stake - worst > 0n ? stake - worst : 0n,
  };
}

/**
 * The chances of player, banker and tie, counted over ordered card sequences by value with
 * removal from the 8-deck shoe. Every coup is weighted as a sequence of 6 cards (cards not dealt
 * are counted as any of those left), so all weights share the denominator 416·415·…·411 (under
 * 2^53: the sums are exact in doubles).
 */
function coupCounts(): { player: bigint; banker: bigint; tie: bigint; all: bigint } {
  const counts = [16 * DECKS, ...new Array<number>(9).fill(4 * DECKS)]; // value 0 is 10, J, Q, K
  const tally = { player: 0, banker: 0, tie: 0 };
  const rest = (used: number): number => {
    let r = 1;
    for (let i = used; i < 6; i += 1) r *= SHOE - i;
    return r;
  };
  const end = (p: number, b: number, weight: number, used: number): void => {
    const w = weight * rest(used);
    if (p > b) tally.player += w;
    else if (b > p) tally.banker += w;
    else tally.tie += w;
  };
  // Draws each value v with weight counts[v], removes it, calls next, puts it back.
  const each = (next: (v: number, w: number) => void): void => {
    for (let v = 0; v < 10; v += 1) {
      const c = counts[v]!;
      if (c === 0) continue;
      counts[v] = c - 1;
      next(v, c);
      counts[v] = c;
    }
  };
  each((p1, w1) =>
    each((b1, w2) =>
      each((p2, w3) =>
        each((b2, w4) => {
          const w = w1 * w2 * w3 * w4;
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) return end(p, b, w, 4);
          if (p >= 6) {
            if (bankerDraws(b, null)) each((b3, w5) => end(p, (b + b3) % 10, w * w5, 5));
            else end(p, b, w, 4);
            return;
          }
          each((p3, w5) => {
            const pp = (p + p3) % 10;
            if (bankerDraws(b, p3)) each((b3, w6) => end(pp, (b + b3) % 10, w * w5 * w6, 6));
            else end(pp, b, w * w5, 5);
          });
        }),
      ),
    ),
  );
  return {
    player: BigInt(tally.player),
    banker: BigInt(tally.banker),
    tie: BigInt(tally.tie),
    all: BigInt(rest(0)),
  };
}

let cached: ReturnType<typeof coupCounts> | null = null;
/** The exact chances of the three results (computed once, about a second). */
export function baccaratChances(): { player: Fraction; banker: Fraction; tie: Fraction } {
  cached ??= coupCounts();
  return {
    player: frac(cached.player, cached.all),
    banker: frac(cached.banker, cached.all),
    tie: frac(cached.tie, cached.all),
  };
}

export const PAIR_CHANCE: Fraction = frac(13 * 4 * DECKS * (4 * DECKS - 1), SHOE * (SHOE - 1));

/** Exact return of a bet. */
export function baccaratRtp(option: BaccaratOption): Fraction {
  const c = baccaratChances();
  const r = (p: Fraction, hundredths: number): [bigint, bigint] => [
    p.numerator * BigInt(hundredths),
    p.denominator * 100n,
  ];
  const sum = (...xs: [bigint, bigint][]): Fraction =>
    xs.reduce((acc, [n, d]) => frac(acc.numerator * d + n * acc.denominator, acc.denominator * d), frac(0));
  switch (option) {
    case 'player':
      return sum(r(c.player, 200), r(c.tie, 100));
    case 'banker':
      return sum(r(c.banker, 195), r(c.tie, 100));
    case 'tie':
      return sum(r(c.tie, 900));
    default:
      return sum(r(PAIR_CHANCE, 1_200));
  }
}
