/**
 * The game /seamless shows, from its address: `?vassalage=PG&nodeId=123` or
 * `?vassalage=PG&gameCode=pg-fortune`; `name` optionally names it while it starts. Anything
 * malformed (no vendor, a nodeId that is not a positive whole number) is no game.
 */
import type { LaunchArgs } from '../../../shared/wire';

export type SeamlessGame = { vassalage: string; nodeId?: number; gameCode?: string; name: string };

const VENDOR = /^[A-Za-z0-9_]{1,40}$/;

export function seamlessGame(params: URLSearchParams): SeamlessGame | null {
  const vassalage = params.get('vassalage')?.trim() ?? '';
  if (!VENDOR.test(vassalage)) return null;
  const game: SeamlessGame = { vassalage, name: params.get('name')?.trim() || vassalage };
  const nodeId = params.get('nodeId');
  if (nodeId !== null && nodeId !== '') {
    if (!/^\d{1,15}$/.test(nodeId) || Number(nodeId) <= 0) return null;
    game.nodeId = Number(nodeId);
  }
  const gameCode = params.get('gameCode')?.trim();
  if (gameCode) game.gameCode = gameCode;
  return game;
}

export function seamlessLaunchArgs(game: SeamlessGame, language: string): LaunchArgs {
  const args: LaunchArgs = { launchMode: 'GLS', vassalage: game.vassalage, language };
  if (game.nodeId !== undefined) args.nodeId = game.nodeId;
  if (game.gameCode) args.gameId = game.gameCode;
  return args;
}
