/**
 * The game pages' text, in English, one small catalog per page (COMMON is shared by the game
 * pages). These pages stand in for third-party vendor games, which bring their own text; a
 * translation would swap these objects by the launch's language. {name} marks a placeholder
 * (format.ts fill()).
 */

export const COMMON_TEXT = {
  balance: 'Balance',
  walletMain: 'Main wallet',
  walletGame: '{vendor} game wallet',
  walletPlay: 'Play money: not real money, never withdrawable',
  resetPlayMoney: 'Reset play money',
  playMoneyReset: 'Your play money is back to {amount}.',
  stake: 'Stake',
  maxStake: 'Largest stake {amount}',
  loading: 'Loading…',
  noScript: 'This game needs JavaScript to run.',
  sessionEnded: 'Your game session has ended. Launch the game again from the lobby.',
  networkError: 'The game could not reach the server. Check your connection and try again.',
  fairTitle: 'Provably fair',
  fairIntro:
    'Each round is decided by HMAC-SHA256 of the server seed with your client seed and the round number (nonce). ' +
    'You see the hash of the server seed before you play; rotating the seed pair reveals it, ' +
    'so you can check every round played with it.',
  serverSeedHash: 'Server seed hash (commitment)',
  clientSeed: 'Client seed',
  nextNonce: 'Next nonce',
  changeClientSeed: 'Change client seed',
  rotate: 'Rotate seed pair',
  rotated: 'Seed pair rotated. The previous server seed was {seed}: your rounds with it can now be verified.',
  clientSeedChanged: 'Client seed changed. A new seed pair is active and the previous server seed is revealed.',
  recentRounds: 'My recent rounds',
  colGame: 'Game',
  colStake: 'Stake',
  colPayout: 'Payout',
  colResult: 'Result',
  colVerify: 'Verify',
  verify: 'Verify',
  verifyRound: 'Verify round {key}',
  noRounds: 'No rounds yet.',
  howVerify: 'How verification works',
  resultOpen: 'Open',
  resultWon: 'Won',
  resultPush: 'Push',
  resultLost: 'Lost',
  resultRefunded: 'Refunded',
  busy: 'Please wait…',
} as const;

export const SLOT_TEXT = {
  ...COMMON_TEXT,
  reels: 'Reels',
  reel: 'Reel {n}: {above}, {line}, {below}',
  line: 'Pay line: {symbols}',
  spin: 'Spin',
  ready: 'Choose a stake and spin.',
  win: 'You won {amount}: {name}!',
  back: '{amount} back: {name}.',
  lose: 'No win this time.',
  paytable: 'Paytable',
  pays: 'Pays',
  payThree: 'Three {symbol}',
  payBars: 'Any mix of Bar and Seven',
  payTwoCherries: 'Two cherries',
  payOneCherry: 'One cherry',
  rtp:
    'Return to player {rtp} (house edge {edge}). Only the middle row pays; ' +
    'payouts are rounded down to the smallest coin.',
  symbolNames: { SEVEN: 'Seven', BAR: 'Bar', BELL: 'Bell', PLUM: 'Plum', LEMON: 'Lemon', CHERRY: 'Cherry' },
  /** What a reel cell holds as text; the other symbols are drawn by the stylesheet. */
  symbolGlyphs: { SEVEN: '7', BAR: '', BELL: '', PLUM: '', LEMON: '', CHERRY: '' },
  winNames: {
    three: 'three of a kind',
    bars: 'mixed bars',
    twoCherries: 'two cherries',
    oneCherry: 'one cherry',
    none: '',
  },
} as const;

export const HILO_TEXT = {
  ...COMMON_TEXT,
  deal: 'Deal',
  higher: 'Higher or same',
  lower: 'Lower or same',
  odds: 'wins {chance}, then {multiplier}',
  cashOut: 'Cash out',
  cashOutAmount: 'Cash out {amount}',
  ready: 'Choose a stake and deal a card.',
  dealt: 'Will the next card be higher or lower?',
  correct: 'Correct: {card}. Cash out {amount} or keep going.',
  lost: 'The card was {card}. This round is lost.',
  cashedOut: 'You cashed out {amount}.',
  refunded: 'This round was left open too long and its stake was refunded.',
  resumed: 'Your open round is back: keep guessing or cash out.',
  limit: 'The limit is reached: cash out.',
  currentCard: 'Current card: {card}',
  noCard: 'No card yet',
  trail: 'Cards this round',
  multiplier: 'Multiplier',
  rules: 'Rules',
  rulesLines: [
    'A card is dealt; guess whether the next one is higher or lower. Equal ranks count as a win either way; ' +
      'aces are low, kings high.',
    'Each correct guess multiplies your win by 13 ÷ the number of winning ranks; a wrong guess loses the stake.',
    'Cash out at any time to take stake × multiplier × 0.99 (house edge 1 %, whatever you do), ' +
      'rounded down to the smallest coin.',
    'Cards come from an endless shoe: every card is equally likely every time.',
  ],
  ranks: ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'],
  rankShort: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  suits: ['spades', 'hearts', 'diamonds', 'clubs'],
  suitGlyphs: ['♠', '♥', '♦', '♣'],
  cardName: '{rank} of {suit}',
} as const;

export const VERIFY_TEXT = {
  title: 'Verify a round',
  intro:
    'Every round of these games can be checked independently: this page recomputes the outcome in your browser from ' +
    'the revealed server seed, your client seed and the nonce, and checks the seed against the hash shown before the ' +
    'round was played.',
  derivationTitle: 'How an outcome is derived',
  derivation: [
    'commitment = SHA-256 of the server seed (its 64 hex characters as text), shown before the seed is used.',
    'block(c) = HMAC-SHA256 with the server seed (as text) as key, over the text "clientSeed:nonce:c", ' +
      'for c = 0, 1, 2, …',
    'The blocks are read as unsigned 32-bit big-endian numbers, in order. For a number from 0 to n − 1, ' +
      'a value v is kept when v < 2³² − (2³² mod n) and gives v mod n; otherwise it is skipped (no modulo bias).',
    'Slot: three numbers from 0 to 19, the stops of reels 1, 2 and 3. Hi-lo: numbers from 0 to 51, ' +
      'one per card (rank = n mod 13 + 1, suit = n ÷ 13).',
  ],
  lookUpTitle: 'Look up a round',
  roundKey: 'Round key',
  lookUp: 'Look up',
  roundTitle: 'Round {key}',
  game: 'Game',
  engine: 'Game type',
  engineSlot: 'Slot',
  engineHilo: 'Hi-lo',
  status: 'Status',
  statuses: { open: 'Open', settled: 'Settled', refunded: 'Refunded' },
  stake: 'Stake',
  payout: 'Payout',
  serverSeedHash: 'Server seed hash (commitment)',
  serverSeed: 'Server seed (revealed)',
  notRevealed: 'Not revealed yet',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  outcome: 'Outcome',
  recomputed: 'Recomputed in your browser',
  checkCommitment: 'SHA-256 of the revealed seed equals the commitment',
  checkOutcome: 'The recomputed outcome and payout equal the round’s',
  guesses: 'Guesses',
  higher: 'higher',
  lower: 'lower',
  pass: 'Yes',
  fail: 'No — this round does not verify',
  checking: 'Checking…',
  unrevealed:
    'The server seed of this round is not revealed yet, so the round cannot be checked yet. ' +
    'Rotating your seed pair reveals it.',
  unrevealedOther:
    'The server seed of this round is not revealed yet. Only its player can see it until they rotate their seed pair.',
  pendingTitle: 'Round {key} is not revealed yet',
  pendingHow:
    'Come back to this link once the player has rotated their seed pair: the round then shows here with every check.',
  rotateNow: 'Rotate my seed pair now',
  rotateDone: 'Your seed pair is rotated: reloading this page shows the check.',
  manualTitle: 'Check any seeds',
  manualIntro: 'Enter a revealed server seed, a client seed and a nonce to compute what they give.',
  cards: 'Number of cards (hi-lo)',
  calculate: 'Calculate',
  result: 'Result',
  hashOf: 'SHA-256 of the server seed: {hash}',
  badSeed: 'The server seed must be 64 hex characters (0–9, a–f).',
  badClientSeed: 'The client seed must be 1–64 visible characters.',
  badNonce: 'The nonce must be a whole number, 0 or more.',
  networkError: 'This page could not reach the server. Check your connection and try again.',
} as const;

export type SlotText = typeof SLOT_TEXT;
export type HiloText = typeof HILO_TEXT;
export type CommonText = typeof COMMON_TEXT;
export type VerifyText = typeof VERIFY_TEXT;

/** The vendor lobby page (pages/lobbyPage.ts, client/lobby.ts). */
export const LOBBY_TEXT = {
  title: '{vendor} — {type}',
  intro: 'Choose a game to play.',
  freePlay: 'Choose a game to play with play money.',
  listLabel: '{vendor} {type} games',
  chosen: 'Your choice',
  empty: 'This vendor has no games of this kind to play right now.',
  opening: 'Opening {name}…',
  noScript: 'This lobby needs JavaScript to open a game.',
  networkError: 'The lobby could not reach the server. Check your connection and try again.',
  gameTypes: {
    LIVE: 'Live casino',
    RNG: 'Slots',
    FISH: 'Fishing',
    PVP: 'Card games',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    LOTT: 'Lottery',
    ELOTT: 'Lottery',
  },
} as const;

/** The pages that only say what happened to a link. */
export const NOTICE_TEXT = {
  usedTitle: 'Game link no longer valid',
  used: 'This game link has already been used or has expired. Launch the game again from the lobby.',
  unknownTitle: 'Game link not valid',
  unknown: 'This game link is not valid. Launch the game again from the lobby.',
  endedTitle: 'Game session ended',
  ended: 'This game session has ended, or it was opened in another browser. Launch the game again from the lobby.',
  notFoundTitle: 'Page not found',
  notFound: 'There is no such game page. Launch a game from the lobby.',
} as const;
