/**
 * The renderer's IPC channels (src/shared/ipc/contract.ts), each registered through ipc/handle.ts,
 * so only the main window's top frame at an app URL is heard, with arguments checked.
 */
import type { GameLaunch } from '../../../src/shared/ipc/contract';
import { toDesktopConfig } from '../config';
import { createHandle, mainFrameSenderPolicy } from '../ipc/handle';
import { registerAppIpc } from '../ipc/registerAppIpc';
import { registerAuthIpc, type TokenStore } from '../ipc/registerAuthIpc';
import { registerGamesIpc } from '../ipc/registerGamesIpc';
import { registerShellIpc } from '../ipc/registerShellIpc';
import { registerUpdatesIpc, type UpdatesIpcDeps } from '../ipc/registerUpdatesIpc';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

export type IpcParts = {
  origins: { current(): string };
  /** The session's token store (services/desktopSession.ts, wireGames.ts), so sign-in and sign-out reach main. */
  tokens: TokenStore;
  games: { open(launch: GameLaunch): boolean };
  updates: UpdatesIpcDeps;
  /** The interface language changed: tray and menu are rebuilt in it. */
  languageChanged(): void;
};

export function wireIpc<W extends ShellWindow>(ctx: ShellContext<W>, parts: IpcParts): void {
  const { deps, state } = ctx;
  const handle = createHandle(
    deps.ipcMain,
    mainFrameSenderPolicy(() => state.mainWindow()?.webContents ?? null, ctx.isAllowedAppUrl),
    deps.log,
  );
  registerAppIpc(handle, {
    getConfig: () => toDesktopConfig(ctx.config, deps.app.getVersion()),
    getOrigin: () => parts.origins.current(),
    setLanguage: (tag) => {
      if (state.useLanguage(tag)) parts.languageChanged();
    },
  });
  registerAuthIpc(handle, parts.tokens);
  registerShellIpc(handle, ctx.safeShell);
  registerGamesIpc(handle, parts.games);
  registerUpdatesIpc(handle, parts.updates);
}
