/**
 * The built-in games' own API, between their pages (client/) and the server (apiRoutes.ts).
 * It stands in for a game vendor's private API, so it is not part of the platform wire contract;
 * answers still use the platform envelope ({success, value, message, errorCode}).
 *
 * Every call carries the game session in the X-Game-Session header (the page gets it in a
 * data- attribute); money is integer minor units in decimal strings.
 */
import type { SlotSymbol, LineWin } from './slotRules';
import type { Guess } from './hiloRules';
import type { Json } from './house/types';
import type { RoundEngine } from '../../../db/schemaGames';

/** What plays a round: the engines of server/db/schemaGames.ts, one list for the tables and the views. */
export type PlayEngine = RoundEngine;

export const GAME_SESSION_HEADER = 'x-game-session';

export const PLAY_PATHS = {
  state: '/play/api/state',
  spin: '/play/api/slot/spin',
  deal: '/play/api/hilo/deal',
  guess: '/play/api/hilo/guess',
  cashOut: '/play/api/hilo/cashout',
  /** A house game's round: a one-shot game's whole round, or an interactive game's start. */
  housePlay: '/play/api/house/play',
  /** The next action of an open blackjack or mines round. */
  houseAct: '/play/api/house/act',
  rotate: '/play/api/fair/rotate',
  clientSeed: '/play/api/fair/client-seed',
  /** + '/<roundKey>' */
  round: '/play/api/rounds',
  verifyPage: '/play/verify',
  /** The vendor lobby: a one-time launch link of one of its games. */
  lobbyLaunch: '/play/api/lobby/launch',
  /** Play money back to its starting amount (free play). */
  playMoneyReset: '/play/api/play-money/reset',
} as const;

/** Error codes of the play API (the platform's money codes, e.g. balance.insufficient, are used as they are). */
export const PlayErrorCode = {
  sessionInvalid: 'game.session.invalid',
  roundNotFound: 'game.round.not.found',
  /** The round exists but its server seed is not revealed yet and the viewer is not its player. */
  roundUnrevealed: 'game.round.unrevealed',
  roundOpen: 'game.round.open',
  roundClosed: 'game.round.closed',
  requestConflict: 'request.state.conflict',
  guessRefused: 'game.guess.refused',
  /** A house game's bet breaks its rules (an unknown bet, a bad selection). */
  betRefused: 'game.bet.refused',
  /** An action out of turn (a split after standing, a second shot on a settled round). */
  actionRefused: 'game.action.refused',
  stakeInvalid: 'amount.invalid',
  stakeTooHigh: 'amount.out.of.range',
} as const;

/** A client's round request id: the same id again answers the same round. */
export const REQUEST_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;
export const ROUND_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

export type Money = { code: string; symbol: string; minorUnits: number };

export type FairView = { serverSeedHash: string; clientSeed: string; nextNonce: number };

export type SlotOutcome = { stops: number[]; line: SlotSymbol[]; window: SlotSymbol[][]; pay: number; win: LineWin };
export type HiloOutcome = {
  cards: number[];
  guesses: Guess[];
  /** open: still playing; lost: a wrong guess; cashedOut: paid. */
  result: 'open' | 'lost' | 'cashedOut' | 'refunded';
  /** What cashing out now pays (open rounds), or paid. */
  cashOutMinor: string;
  multiplierHundredths: string;
};

/** A house game's round: its bet and actions as played, and what the rules made of them. */
export type HouseOutcome = { theme: string | null; bet: Json; actions: Json[]; outcome: Json };

export type RoundView = {
  roundKey: string;
  engine: PlayEngine;
  nodeId: number;
  gameName: string;
  vendor: string;
  status: 'open' | 'settled' | 'refunded';
  stakeMinor: string;
  payoutMinor: string;
  createdAt: number;
  settledAt: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Whether the round's server seed has been revealed (rotated). */
  revealed: boolean;
  /** Played with play money (free play), not real money. */
  playMoney: boolean;
  slot?: SlotOutcome;
  hilo?: HiloOutcome;
  house?: HouseOutcome;
};

export type StateValue = {
  game: {
    nodeId: number;
    name: string;
    vendor: string;
    vendorName: string;
    engine: PlayEngine;
    /** The 5-reel slot's theme. */
    theme: string | null;
  };
  money: Money;
  balanceMinor: string;
  /** 'main' or the vendor's game wallet; 'play' for free play (play money, never real money). */
  wallet: { kind: 'main' | 'game' | 'play'; vendor: string };
  chipsMinor: string[];
  maxStakeMinor: string;
  fair: FairView;
  /** The member's open hi-lo round of this game, to resume. */
  openRound: RoundView | null;
  recent: RoundView[];
};

export type RoundValue = { round: RoundView; balanceMinor: string };

export type SpinBody = { requestId: string; stakeMinor: string };
export type DealBody = SpinBody;
export type GuessBody = { roundKey: string; step: number; guess: Guess };
export type CashOutBody = { roundKey: string };
export type HousePlayBody = { requestId: string; bet: Json };
export type HouseActBody = { roundKey: string; step: number; action: Json };
export type ClientSeedBody = { clientSeed: string };

/** The seed pair a rotation retired (now revealed) and the new active pair. */
export type RotateValue = {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  fair: FairView;
};

/** GET /play/api/rounds/<roundKey>: everything needed to recompute a round. */
export type VerifyValue = {
  round: RoundView;
  /** The revealed server seed; null until the player rotates. */
  serverSeed: string | null;
  /** The ranges the round drew, in order (fairness.ts drawInts); the draws are the slot's stops or the hi-lo cards. */
  ranges: number[];
};
