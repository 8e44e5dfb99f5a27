/**
 * The house games' page text, in English like text.ts (these pages stand in for vendor games,
 * which bring their own text; a translation swaps these objects by the launch's language).
 * {name} marks a placeholder (format.ts fill()).
 */
import { COMMON_TEXT } from './text';

export const HOUSE_COMMON = {
  ...COMMON_TEXT,
  info: 'Rules and return to player',
  rtp: 'Return to player: {rtp}',
  rtpAtMost: 'Return to player: at most {rtp}, by your choice',
  rtpMeasured: 'Return to player: {rtp} (measured with basic strategy)',
  limits: 'Stakes per bet: {min} to {max}',
  won: 'You won {amount}.',
  push: '{amount} back.',
  lost: 'No win this time.',
  resumed: 'Your open round is back: finish it.',
  clear: 'Clear bets',
  noBets: 'Choose a bet first.',
  onBet: '{name}: {amount}',
  betTotal: 'Total bet {amount}',
} as const;
export type HouseCommonText = typeof HOUSE_COMMON;

export const SLOT5_TEXT = {
  spin: 'Spin',
  reels: 'Reels',
  reel: 'Reel {n}: {symbols}',
  ready: 'Choose a stake and spin.',
  lines: 'Winning lines: {lines}',
  freeSpins: 'Free spins played: {n}',
  rules: [
    '5 reels, 3 rows and 20 paylines; the stake is spread over the lines.',
    'Three or more of a symbol from the left reel along a line pay; the wild stands for any symbol but the scatter.',
    'Three or more scatters anywhere pay and start free spins, whose wins are multiplied.',
  ],
} as const;

export const ROULETTE_TEXT = {
  spin: 'Spin',
  board: 'Betting board',
  ready: 'Put chips on the board and spin.',
  pocket: 'The ball landed on {n}.',
  straight: 'Number {n}',
  outside: {
    red: 'Red',
    black: 'Black',
    odd: 'Odd',
    even: 'Even',
    low: '1 to 18',
    high: '19 to 36',
    dozen: 'Dozen {n}',
    column: 'Column {n}',
  },
  rules: [
    'European single-zero wheel of 37 pockets.',
    'A number pays 36 times the stake back; red/black, odd/even and halves twice; dozens and columns three times.',
    'The zero loses every outside bet.',
  ],
} as const;

export const BACCARAT_TEXT = {
  deal: 'Deal',
  board: 'Bets',
  ready: 'Bet on player, banker, tie or pairs, then deal.',
  options: { player: 'Player', banker: 'Banker', tie: 'Tie', playerPair: 'Player pair', bankerPair: 'Banker pair' },
  hand: '{side}: {cards} ({total})',
  winner: { player: 'Player wins.', banker: 'Banker wins.', tie: 'Tie.' },
  rules: [
    '8 decks, fresh shoe every coup. Cards count their face value, tens and faces 0, totals modulo 10.',
    'Player pays 2 back, banker 1.95 back (5 % commission), tie 9 back; a tie returns player and banker bets.',
    'A pair bet wins when the first two cards of that side are of the same rank and pays 12 back.',
  ],
} as const;

export const SICBO_TEXT = {
  roll: 'Roll',
  board: 'Bets',
  ready: 'Bet on the three dice, then roll.',
  dice: 'Dice: {dice} (total {total})',
  options: {
    small: 'Small (4–10)',
    big: 'Big (11–17)',
    odd: 'Odd',
    even: 'Even',
    anyTriple: 'Any triple',
    total: 'Total {n}',
    single: 'Single {n}',
  },
  rules: [
    'Three dice are rolled.',
    'Small and big lose on any triple; totals pay by how rare they are; a single pays once per die showing it.',
  ],
} as const;

export const DICE_TEXT = {
  roll: 'Roll',
  target: 'Target',
  under: 'Roll under',
  over: 'Roll over',
  direction: 'Direction',
  chance: 'Win chance {chance} %, pays ×{multiplier}',
  ready: 'Set a target and roll.',
  rolled: 'Rolled {roll}.',
  rules: [
    'A number from 0 to 9,999 is rolled.',
    'Win by rolling under (or over) your target; the rarer the win, the higher the multiplier.',
  ],
} as const;

export const PLINKO_TEXT = {
  drop: 'Drop ball',
  rows: 'Rows',
  risk: 'Risk',
  risks: { low: 'Low', medium: 'Medium', high: 'High' },
  ready: 'Choose rows and risk, then drop.',
  landed: 'The ball landed in slot {bin}: ×{pay}.',
  board: 'Plinko board',
  rules: [
    'The ball falls through the rows, left or right at each pin with equal chance.',
    'The slot it lands in pays its multiplier; edge slots pay most, higher risk spreads the pays further.',
  ],
} as const;

export const KENO_TEXT = {
  play: 'Draw',
  grid: 'Numbers 1 to 40',
  number: 'Number {n}',
  picked: '{n} of 10 picked',
  clear: 'Clear picks',
  ready: 'Pick 1 to 10 numbers, then draw.',
  drawn: 'Drawn: {numbers}. {hits} hits.',
  rules: [
    'Pick 1 to 10 numbers of 40; ten are drawn.',
    'The pay depends on how many you picked and how many were drawn.',
  ],
} as const;

export const FISHING_TEXT = {
  shoot: 'Shoot',
  sea: 'The sea',
  fish: '{name} ×{multiplier}',
  aimed: 'Aiming at {name}.',
  ready: 'Select a fish, then shoot (Enter).',
  captured: 'Captured the {name}!',
  missed: 'The {name} got away.',
  names: {
    minnow: 'Minnow',
    clownfish: 'Clownfish',
    puffer: 'Puffer',
    lionfish: 'Lionfish',
    turtle: 'Turtle',
    octopus: 'Octopus',
    manta: 'Manta',
    shark: 'Shark',
    'golden-whale': 'Golden whale',
    'dragon-king': 'Dragon king',
  } as Record<string, string>,
  rules: [
    'Each shot costs its stake and is aimed at one fish.',
    'A capture pays the fish’s multiplier; bigger fish are harder to catch. Every shot returns the same on average.',
  ],
} as const;

export const BLACKJACK_TEXT = {
  deal: 'Deal',
  actions: {
    hit: 'Hit',
    stand: 'Stand',
    double: 'Double',
    split: 'Split',
    insurance: 'Insurance',
    noInsurance: 'No insurance',
  },
  dealer: 'Dealer: {cards} ({total})',
  hand: 'Hand {n}: {cards} ({total})',
  hidden: 'hidden card',
  ready: 'Choose a stake and deal.',
  yourTurn: 'Your move.',
  rules: [
    '6 decks, fresh shoe every round. Dealer stands on all 17s, peeks for blackjack.',
    'Blackjack pays 3 to 2; double on any two cards; split once; insurance pays 2 to 1.',
  ],
} as const;

export const MINES_TEXT = {
  start: 'Start',
  cashOut: 'Cash out',
  cashOutAmount: 'Cash out {amount}',
  mines: 'Mines',
  field: 'Field',
  tile: 'Tile {n}',
  tileSafe: 'Tile {n}: safe',
  tileMine: 'Tile {n}: mine',
  ready: 'Choose a stake and the number of mines, then start.',
  open: 'Open tiles; cash out when you like.',
  boom: 'A mine. The round is lost.',
  rules: [
    'A 5×5 field hides 1 to 24 mines. Open tiles one by one; each safe tile raises the multiplier.',
    'Cash out after any safe tile; a mine loses the round.',
  ],
} as const;

export const HOUSE_NAMES: Record<string, string> = {
  slot5: '5-reel slot',
  roulette: 'Roulette',
  sicbo: 'Sic bo',
  baccarat: 'Baccarat',
  dice: 'Dice',
  plinko: 'Plinko',
  keno: 'Keno',
  fishing: 'Fishing',
  blackjack: 'Blackjack',
  mines: 'Mines',
};
