/**
 * Blackjack, dealt from a FRESH 6-deck shoe every round (shoe.ts). Rules:
 *   - dealer stands on all 17s (soft 17 too); dealer's hole card is dealt at the start and, with an
 *     ace or a ten-value up, checked for blackjack before the player acts (peek): a dealer
 *     blackjack ends the round at once (a player blackjack pushes);
 *   - blackjack pays 3:2 (floor(stake × 5/2) returned); other wins 1:1, pushes return the stake;
 *   - insurance, offered only when the dealer shows an ace and only before anything else: half the
 *     stake (rounded down), pays 2:1 if the dealer has blackjack;
 *   - double on any first two cards (after a split too): one card more, the stake doubled;
 *   - split any two cards of equal value, once (no resplit); split aces get one card each and
 *     stop; 21 after a split is not a blackjack.
 *
 * The action state machine (legalActions) says what may happen when: insurance/noInsurance only
 * while the dealer shows an ace and the player has not acted; hit/stand on the hand in play;
 * double and split only on its first two cards (split only once, never on split aces); once every
 * hand is done the dealer plays and the round is settled, after which every action is refused
 * ('roundSettled'), and an action the state does not allow is refused as 'outOfTurn' (a split
 * after standing, a hit on split aces, insurance after a hit).
 *
 * RTP, and how it is known (honestly): there is no closed form for a 6-deck game under a fixed
 * strategy; the stated figure BLACKJACK_RTP is the return of the module's basic strategy
 * (chartAction, the standard 6-deck S17 double-after-split chart, never insurance) measured by a
 * fixed-seed simulation of BLACKJACK_RTP.rounds rounds (tests/rtp/tables.test.ts re-measures it
 * on another seed against the two standard errors). What IS computed:
 *   - dealerOutcomes: for each up card, the exact chances (infinite deck: every rank 1/13) of the
 *     dealer ending on 17…21, busting, or having blackjack under the S17 rule;
 *   - infiniteDeckReturn: the same strategy's return on an infinite deck, by recursion over the
 *     player's hands against the dealer's distribution after the peek: 99.4288 %. The rtp suite
 *     checks the engine against it on a 100,000-deck shoe. The 6-deck game returns about 0.11 %
 *     more (99.5424 % measured): the removal effect of a finite shoe, which grows as 1/decks.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { add, frac, mul, type Fraction } from './fraction';
import { rankOf, Shoe } from './shoe';

export const BJ_DECKS = 6;
export const BJ_LIMITS: Limits = { minStake: 10n, maxStake: 500_000n };

/**
 * The return of basic strategy per unit of the initial stake, measured: 40,000,000 rounds on Sfc32
 * seed 20261128 (`npx tsx tests/rtp/measureBlackjack.ts 40000000 20261128`, about 6 minutes),
 * with the standard error of that mean. House edge about 0.46 %, in line with published figures
 * for 6 decks, S17, double after split, no resplit, no surrender.
 */
export const BLACKJACK_RTP = { value: 0.995_424, rounds: 40_000_000, standardError: 0.000_181, seed: 20_261_128 };

export const cardPoints = (card: number): number => Math.min(10, rankOf(card));

/** A hand's best total and whether an ace counts 11 in it. */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardPoints(c);
    if (rankOf(c) === 1) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (cards: readonly number[]): boolean => cards.length === 2 && handValue(cards).total === 21;

export type BjAction = 'insurance' | 'noInsurance' | 'hit' | 'stand' | 'double' | 'split';
export const BJ_ACTIONS: readonly BjAction[] = ['insurance', 'noInsurance', 'hit', 'stand', 'double', 'split'];

export type BjHand = { cards: number[]; stake: bigint; doubled: boolean; splitAces: boolean; done: boolean };
export type BjPhase = 'insurance' | 'player' | 'settled';

export class BlackjackRound {
  readonly hands: BjHand[];
  readonly dealer: number[];
  phase: BjPhase = 'player';
  active = 0;
  insurance = 0n;
  private readonly shoe: Shoe;
  private split = false;

  /** `decks` is the game's 6; tests may deal from a huge shoe to compare with an infinite deck. */
  constructor(
    readonly stake: bigint,
    source: DrawSource,
    decks = BJ_DECKS,
  ) {
    checkStake(stake, BJ_LIMITS);
    this.shoe = new Shoe(source, decks);
    const p1 = this.shoe.draw();
    const up = this.shoe.draw();
    const p2 = this.shoe.draw();
    const hole = this.shoe.draw();
    this.hands = [{ cards: [p1, p2], stake, doubled: false, splitAces: false, done: false }];
    this.dealer = [up, hole];
    if (rankOf(up) === 1) this.phase = 'insurance';
    else this.afterInsurance();
  }

  get upCard(): number {
    return this.dealer[0]!;
  }

  /** Peek for a dealer blackjack, then a player blackjack ends the round too. */
  private afterInsurance(): void {
    this.phase = 'player';
    if (cardPoints(this.upCard) >= 10 || rankOf(this.upCard) === 1) {
      if (isBlackjack(this.dealer)) return this.finish();
    }
    if (isBlackjack(this.hands[0]!.cards)) this.finish();
  }

  legalActions(): BjAction[] {
    if (this.phase === 'settled') return [];
    if (this.phase === 'insurance') return ['insurance', 'noInsurance'];
    const hand = this.hands[this.active]!;
    if (hand.splitAces) return [];
    const out: BjAction[] = ['hit', 'stand'];
    if (hand.cards.length === 2) {
      out.push('double');
      if (!this.split && cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!)) out.push('split');
    }
    return out;
  }

  act(action: BjAction): void {
    if (!BJ_ACTIONS.includes(action)) refuse('unknownOption', `There is no blackjack action "${action}".`);
    if (this.phase === 'settled') refuse('roundSettled', 'This round is over.');
    if (!this.legalActions().includes(action))
      refuse('outOfTurn', `"${action}" is not allowed now (allowed: ${this.legalActions().join(', ') || 'none'}).`);
    if (this.phase === 'insurance') {
      if (action === 'insurance') this.insurance = this.stake / 2n;
      return this.afterInsurance();
    }
    const hand = this.hands[this.active]!;
    switch (action) {
      case 'hit':
        hand.cards.push(this.shoe.draw());
        if (handValue(hand.cards).total >= 21) this.next();
        return;
      case 'stand':
        return this.next();
      case 'double':
        hand.stake *= 2n;
        hand.doubled = true;
        hand.cards.push(this.shoe.draw());
        return this.next();
      case 'split': {
        this.split = true;
        const aces = rankOf(hand.cards[0]!) === 1;
        const second: BjHand = {
          cards: [hand.cards[1]!],
          stake: this.stake,
          doubled: false,
          splitAces: aces,
          done: false,
        };
        hand.cards = [hand.cards[0]!, this.shoe.draw()];
        hand.splitAces = aces;
        this.hands.push(second);
        if (aces) {
          second.cards.push(this.shoe.draw());
          hand.done = true;
          second.done = true;
          return this.dealerPlays();
        }
        if (handValue(hand.cards).total === 21) this.next();
        return;
      }
      default:
        return;
    }
  }

  /** The hand in play is done: the next one gets its second card, or the dealer plays. */
  private next(): void {
    this.hands[this.active]!.done = true;
    if (this.active + 1 < this.hands.length) {
      this.active += 1;
      const hand = this.hands[this.active]!;
      if (hand.cards.length === 1) hand.cards.push(this.shoe.draw());
      if (handValue(hand.cards).total === 21) this.next();
      return;
    }
    this.dealerPlays();
  }

  private dealerPlays(): void {
    const live = this.hands.some((h) => handValue(h.cards).total <= 21);
    if (live) while (handValue(this.dealer).total < 17) this.dealer.push(this.shoe.draw());
    this.finish();
  }

  private finish(): void {
    this.phase = 'settled';
  }

  /** Everything staked this round: hands (doubles and split included) and insurance. */
  get totalStake(): bigint {
    return this.hands.reduce((s, h) => s + h.stake, 0n) + this.insurance;
  }

  /** What each hand and the insurance return (only once settled). */
  get payout(): bigint {
    if (this.phase !== 'settled') return 0n;
    const dealerBj = isBlackjack(this.dealer);
    let out = dealerBj ? this.insurance * 3n : 0n;
    const d = handValue(this.dealer).total;
    for (const hand of this.hands) {
      const p = handValue(hand.cards).total;
      const natural = this.hands.length === 1 && isBlackjack(hand.cards);
      if (dealerBj) out += natural ? hand.stake : 0n;
      else if (natural) out += (hand.stake * 5n) / 2n;
      else if (p > 21) out += 0n;
      else if (d > 21 || p > d) out += hand.stake * 2n;
      else if (p === d) out += hand.stake;
    }
    return out;
  }

  /** Valid bet: everything staked, or nothing when the round returned exactly that (a push). */
  get validBet(): bigint {
    if (this.phase !== 'settled') return 0n;
    return this.payout === this.totalStake ? 0n : this.totalStake;
  }
}

/** A round replayed from its actions (the server and /play/verify rebuild it this way). */
export function replayBlackjack(stake: bigint, actions: readonly BjAction[], source: DrawSource): BlackjackRound {
  const round = new BlackjackRound(stake, source);
  for (const a of actions) round.act(a);
  return round;
}

/**
 * The chart of basic strategy for this game (6 decks, S17, double after split, one split, no
 * surrender), as a function of the hand: its best total, whether it is soft, the points of a pair
 * that may still be split (null otherwise), whether a double is allowed, and the dealer's up card
 * (2…11, an ace as 11). Shared by basicStrategy and the infinite-deck computation below.
 */
export function chartAction(
  total: number,
  soft: boolean,
  pair: number | null,
  canDouble: boolean,
  up: number,
): BjAction {
  const dbl = (fallback: BjAction): BjAction => (canDouble ? 'double' : fallback);
  if (pair !== null) {
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && up !== 7 && up <= 9) ||
      (pair === 7 && up <= 7) ||
      (pair === 6 && up <= 6) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      ((pair === 2 || pair === 3) && up <= 7);
    if (split) return 'split';
  }
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? dbl('stand') : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return up >= 3 && up <= 6 ? dbl('hit') : 'hit';
    if (total >= 15) return up >= 4 && up <= 6 ? dbl('hit') : 'hit';
    return up >= 5 && up <= 6 ? dbl('hit') : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? dbl('hit') : 'hit';
  if (total === 10) return up <= 9 ? dbl('hit') : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? dbl('hit') : 'hit';
  return 'hit';
}

/** Basic strategy on a live round (chartAction on its hand in play). Never insurance. */
export function basicStrategy(round: BlackjackRound): BjAction {
  if (round.phase === 'insurance') return 'noInsurance';
  const legal = round.legalActions();
  const hand = round.hands[round.active]!;
  const up = cardPoints(round.upCard) === 1 ? 11 : cardPoints(round.upCard);
  const { total, soft } = handValue(hand.cards);
  const pair = legal.includes('split') ? cardPoints(hand.cards[0]!) : null;
  return chartAction(total, soft, pair, legal.includes('double'), up);
}

/** Plays a whole round with basic strategy (simulations, and the "auto" button). */
export function playBasic(stake: bigint, source: DrawSource, decks = BJ_DECKS): BlackjackRound {
  const round = new BlackjackRound(stake, source, decks);
  while (round.phase !== 'settled') round.act(basicStrategy(round));
  return round;
}

export type DealerOutcome = 17 | 18 | 19 | 20 | 21 | 'bust' | 'blackjack';
/**
 * The dealer's final result by up card (1 = ace … 10 = ten-value), exactly, on an infinite deck
 * (each rank 1/13, ten-values 4/13), standing on all 17s. Not conditioned on the peek.
 */
export function dealerOutcomes(up: number): Record<DealerOutcome, Fraction> {
  const out: Record<DealerOutcome, Fraction> = {
    17: frac(0),
    18: frac(0),
    19: frac(0),
    20: frac(0),
    21: frac(0),
    bust: frac(0),
    blackjack: frac(0),
  };
  const chance = (points: number): Fraction => frac(points === 10 ? 4 : 1, 13);
  const walk = (hard: number, aces: boolean, cards: number, p: Fraction): void => {
    const total = aces && hard + 10 <= 21 ? hard + 10 : hard;
    if (cards === 2 && total === 21) {
      out.blackjack = add(out.blackjack, p);
      return;
    }
    if (total >= 17) {
      const key: DealerOutcome = total > 21 ? 'bust' : (total as 17 | 18 | 19 | 20 | 21);
      out[key] = add(out[key], p);
      return;
    }
    for (let pts = 1; pts <= 10; pts += 1) walk(hard + pts, aces || pts === 1, cards + 1, mul(p, chance(pts)));
  };
  walk(up, up === 1, 1, frac(1));
  return out;
}

/** The chance of each card's points on an infinite deck: 1/13 each, ten-values 4/13. */
const pointChance = (points: number): number => (points === 10 ? 4 : 1) / 13;

/**
 * The dealer's final total (17…21, 22 for a bust) for an up card (points 1…10), on an infinite
 * deck, GIVEN no dealer blackjack (the peek has happened): the hole card cannot complete one.
 */
function dealerAfterPeek(up: number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (hard: number, ace: boolean, p: number): void => {
    const total = ace && hard + 10 <= 21 ? hard + 10 : hard;
    if (total >= 17) {
      const key = total > 21 ? 22 : total;
      out.set(key, (out.get(key) ?? 0) + p);
      return;
    }
    for (let pts = 1; pts <= 10; pts += 1) walk(hard + pts, ace || pts === 1, p * pointChance(pts));
  };
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const rest = 1 - (excluded ? pointChance(excluded) : 0);
  for (let hole = 1; hole <= 10; hole += 1) {
    if (hole === excluded) continue;
    walk(up + hole, up === 1 || hole === 1, pointChance(hole) / rest);
  }
  return out;
}

/**
 * The return of basic strategy (chartAction) per unit of the initial stake on an INFINITE deck,
 * computed exactly up to floating point by recursion over the player's hands: for each up card,
 * the expected result of standing against dealerAfterPeek, of hitting (recursively), of doubling
 * and of splitting (twice the value of one card drawing a second, with double allowed and no
 * further split; split aces take one card), following the chart at every step; a player blackjack
 * pays 1.5 unless the dealer has one, a dealer blackjack takes the stake. This is the computed
 * counterpart of the measured BLACKJACK_RTP: the game itself deals from a 6-deck shoe, whose
 * removal effects move the return by a few hundredths of a per cent (tests compare the two).
 */
export function infiniteDeckReturn(): number {
  let total = 0;
  for (let upPts = 1; upPts <= 10; upPts += 1) {
    const dealer = dealerAfterPeek(upPts);
    const up = upPts === 1 ? 11 : upPts;
    const standEv = (t: number): number => {
      if (t > 21) return -1;
      let ev = 0;
      for (const [d, p] of dealer) ev += p * (d === 22 || d < t ? 1 : d === t ? 0 : -1);
      return ev;
    };
    const memo = new Map<string, number>();
    // Expected result of a hand (hard points, has an ace) with the chart deciding; canDouble on
    // two cards. Busts are −1; the result is per unit of the hand's stake.
    const play = (hard: number, ace: boolean, canDouble: boolean): number => {
      const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
      if (best > 21) return -1;
      if (best === 21) return standEv(21);
      const key = `${hard}:${ace}:${canDouble}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const soft = ace && hard + 10 <= 21;
      const action = chartAction(best, soft, null, canDouble, up);
      let ev: number;
      if (action === 'stand') ev = standEv(best);
      else {
        let drawn = 0;
        for (let pts = 1; pts <= 10; pts += 1) {
          const h = hard + pts;
          const a = ace || pts === 1;
          const after = a && h + 10 <= 21 ? h + 10 : h;
          drawn += pointChance(pts) * (action === 'double' ? 2 * standEv(after) : play(h, a, false));
        }
        ev = drawn;
      }
      memo.set(key, ev);
      return ev;
    };
    const splitHand = (pair: number): number => {
      let ev = 0;
      for (let pts = 1; pts <= 10; pts += 1) {
        const h = pair + pts;
        const a = pair === 1 || pts === 1;
        if (pair === 1) ev += pointChance(pts) * standEv(a && h + 10 <= 21 ? h + 10 : h);
        else ev += pointChance(pts) * play(h, a, true);
      }
      return 2 * ev;
    };
    const dealerBj = upPts === 1 ? pointChance(10) : upPts === 10 ? pointChance(1) : 0;
    let upEv = 0;
    for (let c1 = 1; c1 <= 10; c1 += 1)
      for (let c2 = 1; c2 <= 10; c2 += 1) {
        const p = pointChance(c1) * pointChance(c2);
        const natural = (c1 === 1 && c2 === 10) || (c1 === 10 && c2 === 1);
        if (natural) {
          upEv += p * (1 - dealerBj) * 1.5;
          continue;
        }
        const hard = c1 + c2;
        const ace = c1 === 1 || c2 === 1;
        const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
        const soft = ace && hard + 10 <= 21;
        const action = chartAction(best, soft, c1 === c2 ? c1 : null, true, up);
        let ev: number;
        if (action === 'split') ev = splitHand(c1);
        else if (action === 'double') {
          ev = 0;
          for (let pts = 1; pts <= 10; pts += 1) {
            const h = hard + pts;
            const a = ace || pts === 1;
            ev += pointChance(pts) * 2 * standEv(a && h + 10 <= 21 ? h + 10 : h);
          }
        } else ev = play(hard, ace, true);
        upEv += p * (dealerBj * -1 + (1 - dealerBj) * ev);
      }
    total += pointChance(upPts) * upEv;
  }
  return 1 + total;
}
