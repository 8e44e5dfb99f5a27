/**
 * What choosing a game or vendor does (the client routing on start; the launch call is in
 * src/shared/wire/games.ts), as a pure function of the choice and the session, so every rule has a
 * test.
 */
import {
  offersFreePlay,
  SEA_LOTTERY_VENDOR,
  VN_LOTTERY_VENDOR,
  type GameType,
  type LaunchArgs,
  type VendorCard,
} from '../../../shared/wire';

/** A game, or a vendor without a game, to start. */
export type LaunchTarget = {
  vassalage: string;
  gameType: GameType;
  /** The catalogue game; absent when a vendor as a whole is chosen. */
  nodeId?: number;
  /** The vendor's game code (gameId); lottery pages take it as ?gameCode. */
  gameCode?: string;
  displayName: string;
  /** The vendor is a group (lane card isGame 'VASSALAGE'): it opens a popup list of its games. */
  isGroup?: boolean;
  /** A vendor launch from a game's tile: the game the vendor's lobby lists first. */
  focusNodeId?: number;
};

/**
 * isTrial is null while a session found at start still waits for its member info: until then
 * nobody knows whether it may play, and a launch must not open a window it may have to close.
 */
export type LaunchSession = { loggedIn: boolean; isTrial: boolean | null };

export type LaunchDecision =
  /** Go to a list or lottery page of this app. */
  | { kind: 'navigate'; to: string }
  | { kind: 'login' }
  /** Logged in, but whether as a trial account is not known yet: decide again once it is. */
  | { kind: 'awaitMember' }
  /** A trial account and a game without free play (sports, e-sports, lotteries): offer a real account. */
  | { kind: 'trial' }
  /** A popup list of the vendor's games. */
  | { kind: 'vendorGames'; vendor: { vassalage: string; gameType: GameType; displayName: string } }
  /** Ask the server for the game's URL and open it. */
  | { kind: 'launch'; args: LaunchArgs; title: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where a lottery vendor's choice goes, or undefined for other vendors. */
function lotteryPage(target: LaunchTarget): string | undefined {
  const gameCode = target.gameCode || undefined;
  if (target.vassalage === VN_LOTTERY_VENDOR) return withQuery('/vnLottery', { gameCode });
  if (target.vassalage === SEA_LOTTERY_VENDOR) return withQuery('/seaLottery', { gameCode });
  // The lottery page launches through this vendor, so it rides along with the game code.
  if (target.gameType === 'LOTT' || target.gameType === 'ELOTT')
    return withQuery('/lottery', { gameCode, vassalage: target.vassalage });
  return undefined;
}

/**
 * The rules in order: a slots vendor opens its list (no game starts, so no login is needed);
 * then a guest is asked to log in and a trial account is offered a real one for games without
 * free play (a trial plays the others with play money, accountType 0); lottery vendors go
 * to their pages; a group vendor opens its games; anything else launches.
 */
export function decideLaunch(target: LaunchTarget, session: LaunchSession, language: string): LaunchDecision {
  const vendorOnly = target.nodeId === undefined;
  if (vendorOnly && target.gameType === 'RNG')
    return { kind: 'navigate', to: withQuery('/rng', { vassalage: target.vassalage }) };
  if (!session.loggedIn) return { kind: 'login' };
  if (session.isTrial === null) return { kind: 'awaitMember' };
  // Trial accounts play with play money (accountType 0) where the game type offers free play.
  if (session.isTrial && !offersFreePlay(target.gameType)) return { kind: 'trial' };
  const page = lotteryPage(target);
  if (page) return { kind: 'navigate', to: page };
  if (vendorOnly && target.isGroup) {
    return {
      kind: 'vendorGames',
      vendor: { vassalage: target.vassalage, gameType: target.gameType, displayName: target.displayName },
    };
  }
  const args: LaunchArgs = { launchMode: 'GLS', vassalage: target.vassalage, language };
  if (target.nodeId !== undefined) args.nodeId = target.nodeId;
  if (target.gameCode) args.gameId = target.gameCode;
  if (vendorOnly && !target.gameCode) {
    // A vendor launch opens the vendor's lobby of this game type, never a game of another one.
    args.gameType = target.gameType;
    if (target.focusNodeId !== undefined) args.focusNodeId = target.focusNodeId;
  }
  if (session.isTrial) args.accountType = 0;
  return { kind: 'launch', args, title: target.displayName };
}

/** Launching a vendor card of the lanes as a whole (game centres, the header drop menu). */
export function vendorTarget(card: VendorCard, gameType: GameType): LaunchTarget {
  const target: LaunchTarget = {
    vassalage: card.vassalage,
    gameType,
    displayName: card.displayName,
    isGroup: card.isGame === 'VASSALAGE',
  };
  if (card.gameCode) target.gameCode = card.gameCode;
  return target;
}
