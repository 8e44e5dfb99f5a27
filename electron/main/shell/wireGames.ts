/**
 * Game windows (services/gameWindows.ts): each game in its own sandboxed window and partition.
 * Closing one tells the renderer (`games:closed`, the lobby refreshes) and refreshes the tray's
 * balance, since the game will have changed it.
 */
import { sendEvent } from '../ipc/events';
import { GameWindows } from '../services/gameWindows';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

export function wireGames<W extends ShellWindow>(ctx: ShellContext<W>, refreshBalance: () => Promise<void>): GameWindows<W> {
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
