/**
 * Game windows (services/gameWindows.ts): each game in its own sandboxed window and partition.
 * Closing one tells the renderer (`games:closed`, the lobby refreshes) and refreshes the tray's
 * balance, since the game will have changed it. Signing out closes them all.
 */
import { sendEvent } from '../ipc/events';
import type { TokenStore } from '../ipc/registerAuthIpc';
import { GameWindows } from '../services/gameWindows';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

export function wireGames<W extends ShellWindow>(
  ctx: ShellContext<W>,
  refreshBalance: () => Promise<void>,
): GameWindows<W> {
  const { deps } = ctx;
  return new GameWindows({
    createWindow: deps.createWindow,
    sessionFor: (partition) => deps.session.fromPartition(partition),
    randomUUID: deps.randomUUID,
    safeShell: ctx.safeShell,
    emitClosed: (event) => {
      sendEvent(ctx.state.mainWindow()?.webContents, 'games:closed', event);
      void refreshBalance();
    },
    allowLoopbackHttp: ctx.allowLoopbackHttp,
  });
}

/**
 * The token store the renderer's `auth:*` calls reach (wireIpc.ts): clearing the token (sign-out,
 * or the renderer ending an expired session, src/app/listeners.ts) also closes every game window.
 * A game holds the vendor's own session, launched for the player who signed out; left open, the
 * next person at the computer would play on that player's balance.
 */
export function closingGamesOnSignOut(tokens: TokenStore, games: { closeAll(): void }): TokenStore {
  return {
    getToken: () => tokens.getToken(),
    setToken: (token, remember) => tokens.setToken(token, remember),
    storageMode: () => tokens.storageMode(),
    clear() {
      tokens.clear();
      games.closeAll();
    },
  };
}
