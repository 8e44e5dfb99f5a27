/**
 * The games registry: every game's id, kind, volatility and bet options, each option with its
 * limits and its return to player as an exact fraction computed from the rules in this folder
 * (nothing here is typed in by hand but the blackjack figure, which is measured: blackjack.ts).
 *
 *   rtpIs 'exact'  the option returns exactly this (enumeration, combinatorics, martingale);
 *   rtpIs 'atMost' the option's return depends on a choice the player makes (a dice target, a
 *                  crash cash-out, the match of a virtual bet) and is at most this for every choice
 *                  (the per-choice exact figure comes from the game module: diceRtp, crashRtp, …);
 *   rtpIs 'measured' the figure is a simulation's, with its standard error (blackjack only).
 */
import { BACCARAT_LIMITS, BACCARAT_OPTIONS, baccaratRtp } from './baccarat';
import { BJ_LIMITS, BLACKJACK_RTP } from './blackjack';
import { CLASSIC_LIMITS } from './classic';
import { CRASH_LIMITS, MAX_CASH_OUT, MIN_CASH_OUT } from './crash';
import { DICE_LIMITS, diceRtp, MAX_WINNING, MIN_WINNING } from './dice';
import { type Limits } from './errors';
import { FISH, FISHING_LIMITS, fishingRtp } from './fishing';
import { frac, lessOrEqual, type Fraction } from './fraction';
import { KENO_LIMITS, kenoRtp } from './keno';
import { MINES_LIMITS, MINES_RTP } from './mines';
import { MAX_ROWS, MIN_ROWS, PLINKO_LIMITS, PLINKO_RISKS, plinkoRtp } from './plinko';
import { ROULETTE_KINDS, ROULETTE_LIMITS, rouletteRtp } from './roulette';
import { SICBO_LIMITS, sicboRtp, TOTAL_PAYS, type SicboBet } from './sicbo';
import { slotFigures } from './slot5/engine';
import { SLOT_THEMES } from './slot5/themes';
import { MARGIN } from './virtual/pricing';
import { SLIP_LIMITS } from './virtual/slip';
import { slotRtp } from '../slotRules';

export type GameKind = 'slot' | 'table' | 'original' | 'fishing' | 'virtual';
export type Volatility = 'low' | 'medium' | 'high';
export type BetOption = {
  id: string;
  limits: Limits;
  rtp: Fraction;
  rtpIs: 'exact' | 'atMost' | 'measured';
  method: string;
};
export type GameEntry = { id: string; kind: GameKind; volatility: Volatility; options: BetOption[] };

const exact = (id: string, limits: Limits, rtp: Fraction, method: string): BetOption => ({
  id,
  limits,
  rtp,
  rtpIs: 'exact',
  method,
});

/** The largest of a set of fractions. */
const largest = (xs: Fraction[]): Fraction => xs.reduce((a, b) => (lessOrEqual(a, b) ? b : a));

/** slotRules.ts's figure, reduced like every other fraction here. */
const classicSlotRtp = (): Fraction => {
  const { numerator, denominator } = slotRtp();
  return frac(numerator, denominator);
};

function buildRegistry(): GameEntry[] {
  const games: GameEntry[] = [
    {
      id: 'slot',
      kind: 'slot',
      volatility: 'medium',
      options: [exact('line', CLASSIC_LIMITS, classicSlotRtp(), 'enumeration of the 8,000 lines (slotRules.ts)')],
    },
    ...SLOT_THEMES.map((theme): GameEntry => ({
      id: `slot5-${theme.id}`,
      kind: 'slot',
      volatility: theme.volatility,
      options: [
        exact(
          'spin',
          theme.limits,
          slotFigures(theme).rtp,
          'symbol-tuple enumeration per line, scatter convolution, free-spin recursion (slot5/engine.ts)',
        ),
      ],
    })),
    {
      id: 'baccarat',
      kind: 'table',
      volatility: 'low',
      options: BACCARAT_OPTIONS.map((o) =>
        exact(o, BACCARAT_LIMITS[o], baccaratRtp(o), 'enumeration of 8-deck card sequences with removal'),
      ),
    },
    {
      id: 'roulette',
      kind: 'table',
      volatility: 'medium',
      options: ROULETTE_KINDS.map((k) => exact(k, ROULETTE_LIMITS[k], rouletteRtp(k), 'the 37 pockets')),
    },
    {
      id: 'blackjack',
      kind: 'table',
      volatility: 'low',
      options: [
        {
          id: 'hand',
          limits: BJ_LIMITS,
          rtp: frac(Math.round(BLACKJACK_RTP.value * 1_000_000), 1_000_000),
          rtpIs: 'measured',
          method:
            `basic strategy, ${BLACKJACK_RTP.rounds.toLocaleString('en')} simulated 6-deck rounds, ` +
            `±${BLACKJACK_RTP.standardError}; infinite deck computed: infiniteDeckReturn()`,
        },
      ],
    },
    {
      id: 'sicbo',
      kind: 'table',
      volatility: 'medium',
      options: sicboOptions(),
    },
    {
      id: 'dice',
      kind: 'original',
      volatility: 'medium',
      options: (['under', 'over'] as const).map((direction) => ({
        id: direction,
        limits: DICE_LIMITS,
        rtp: largest(
          Array.from({ length: MAX_WINNING - MIN_WINNING + 1 }, (_, i) =>
            diceRtp(
              direction === 'under'
                ? { direction, target: MIN_WINNING + i }
                : { direction, target: 9_999 - MIN_WINNING - i },
            ),
          ),
        ),
        rtpIs: 'atMost',
        method: 'c/10,000 × floor(99,000,000/c)/10,000 for each target',
      })),
    },
    {
      id: 'crash',
      kind: 'original',
      volatility: 'high',
      options: [
        {
          id: 'cashOut',
          limits: CRASH_LIMITS,
          rtp: frac(99, 100),
          rtpIs: 'atMost',
          method: `t/100 × floor(99·2^32/t)/2^32 ≤ 99/100 per cash-out t (${MIN_CASH_OUT}…${MAX_CASH_OUT} hundredths)`,
        },
      ],
    },
    {
      id: 'mines',
      kind: 'original',
      volatility: 'high',
      options: [exact('round', MINES_LIMITS, MINES_RTP, 'martingale: 99 % of the fair multiplier, any strategy')],
    },
    {
      id: 'plinko',
      kind: 'original',
      volatility: 'high',
      options: PLINKO_RISKS.flatMap((risk) =>
        Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) =>
          exact(`${MIN_ROWS + i}-${risk}`, PLINKO_LIMITS, plinkoRtp(MIN_ROWS + i, risk), 'binomial'),
        ),
      ),
    },
    {
      id: 'keno',
      kind: 'original',
      volatility: 'high',
      options: Array.from({ length: 10 }, (_, i) =>
        exact(`pick-${i + 1}`, KENO_LIMITS, kenoRtp(i + 1), 'hypergeometric'),
      ),
    },
    {
      id: 'hilo',
      kind: 'original',
      volatility: 'medium',
      options: [exact('round', CLASSIC_LIMITS, frac(99, 100), 'martingale (hiloRules.ts)')],
    },
    {
      id: 'fishing',
      kind: 'fishing',
      volatility: 'high',
      options: FISH.map((f) => exact(f.id, FISHING_LIMITS, fishingRtp(f.id), 'p · m = 0.96 by construction')),
    },
    ...(['virtual-football', 'virtual-esports'] as const).map((id): GameEntry => ({
      id,
      kind: 'virtual',
      volatility: 'medium',
      options: [
        {
          id: 'single',
          limits: SLIP_LIMITS,
          rtp: frac(MARGIN.denominator, MARGIN.denominator + MARGIN.numerator),
          rtpIs: 'atMost',
          method: 'odds = floor(1/(p·(1+margin))) from the exact model chances',
        },
      ],
    })),
  ];
  return games;
}

function sicboOptions(): BetOption[] {
  const bets: { id: string; bet: SicboBet }[] = [
    ...(['small', 'big', 'odd', 'even', 'anyTriple'] as const).map((kind) => ({ id: kind, bet: { kind, stake: 1n } })),
    ...Object.keys(TOTAL_PAYS).map((t) => ({
      id: `total-${t}`,
      bet: { kind: 'total', total: Number(t), stake: 1n } as SicboBet,
    })),
    { id: 'triple', bet: { kind: 'triple', face: 1, stake: 1n } },
    { id: 'double', bet: { kind: 'double', face: 1, stake: 1n } },
    { id: 'combination', bet: { kind: 'combination', faces: [1, 2], stake: 1n } },
    { id: 'single', bet: { kind: 'single', face: 1, stake: 1n } },
  ];
  return bets.map(({ id, bet }) => exact(id, SICBO_LIMITS, sicboRtp(bet), 'enumeration of the 216 rolls'));
}

let registry: GameEntry[] | null = null;
/** The registry, built once (computing the figures takes a fraction of a second). */
export function gamesRegistry(): readonly GameEntry[] {
  registry ??= buildRegistry();
  return registry;
}

export const gameById = (id: string): GameEntry | undefined => gamesRegistry().find((g) => g.id === id);
