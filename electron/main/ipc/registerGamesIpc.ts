/** `games:*` channels: launching vendor games in their own sandboxed windows. */
import type { GameLaunch } from '../../../src/shared/ipc/contract';
import type { Handle } from './handle';
import { object, string, tuple } from './validators';

const launch = object<GameLaunch>({
  url: string({ min: 1, max: 4096 }),
  title: string({ min: 1, max: 200 }),
});

/** Registers `games:open`; the game windows service refuses non-web URLs (answers false). */
export function registerGamesIpc(handle: Handle, games: { open(launch: GameLaunch): boolean }): void {
  handle('games:open', tuple(launch), (value) => games.open(value));
}
