/**
 * What the main process does around the player's session: when a token is set (sign-in, or a
 * remembered one at start) it starts the member event client and shows the balance in the tray;
 * each event becomes an OS notification and refreshes the balance; signing out (or the server
 * ending the session) stops both and clears the tray. The renderer's token calls go through the
 * wrapped store returned here, so the main process learns of sign-in and sign-out without the
 * renderer having to tell it twice.
 */
import type { TokenStorageMode } from '../../../src/shared/ipc/contract';
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';
import type { TokenStore } from '../ipc/registerAuthIpc';
import type { TrayBalanceView } from '../menus/trayMenu';
import { PlatformError, PlatformUnreachable, type TrayBalance } from './platformApi';

export type DesktopSessionDeps = {
  tokens: TokenStore;
  events: { start(): void; stop(): void };
  notify(event: MemberEvent): void;
  /** Fetches the balance with the current token. */
  fetchBalance(): Promise<TrayBalance>;
  showBalance(balance: TrayBalanceView): void;
  /** Called once per run, at the first sign-in without an OS keyring (the token stays in memory). */
  noKeyring(): void;
  /** The origin failed to answer (for the origin resolver). */
  onUnreachable(): void;
  log?: { warn(message: string, ...details: unknown[]): void };
};

export type DesktopSession = {
  /** The token store for the `auth:*` IPC handlers. */
  tokens: TokenStore;
  /** Starts streaming when a remembered token exists (app start). */
  resume(): void;
  /** Refreshes the tray's balance (game window closed, event received). */
  refreshBalance(): Promise<void>;
  /** The member event client reported the end of the session. */
  sessionEnded(): void;
  /** The member event client delivered an event. */
  onEvent(event: MemberEvent): void;
};

export function createDesktopSession(deps: DesktopSessionDeps): DesktopSession {
  let keyringNoticeShown = false;
  // Balance answers can arrive out of order; only the newest request's answer is shown.
  let balanceRequest = 0;

  const refreshBalance = async (): Promise<void> => {
    const request = ++balanceRequest;
    if (deps.tokens.getToken() === null) {
      deps.showBalance(null);
      return;
    }
    try {
      const balance = await deps.fetchBalance();
      if (request === balanceRequest) deps.showBalance(balance);
    } catch (error) {
      if (request !== balanceRequest) return;
      if (error instanceof PlatformError && error.sessionEnded) deps.showBalance(null);
      if (error instanceof PlatformUnreachable) deps.onUnreachable();
      deps.log?.warn('[session] the balance could not be read', error instanceof Error ? error.message : error);
    }
  };

  const begin = () => {
    deps.events.start();
    void refreshBalance();
  };

  const tokens: TokenStore = {
    getToken: () => deps.tokens.getToken(),
    storageMode: (): TokenStorageMode => deps.tokens.storageMode(),
    setToken(token, remember) {
      const previous = deps.tokens.getToken();
      deps.tokens.setToken(token, remember);
      if (deps.tokens.storageMode() === 'memory' && !keyringNoticeShown) {
        keyringNoticeShown = true;
        deps.noKeyring();
      }
      // The same token again (a refresh of "remember") does not restart the stream.
      if (token !== previous) begin();
    },
    clear() {
      deps.tokens.clear();
      deps.events.stop();
      balanceRequest += 1;
      deps.showBalance(null);
    },
  };

  return {
    tokens,
    resume() {
      if (deps.tokens.getToken() !== null) begin();
    },
    refreshBalance,
    sessionEnded() {
      balanceRequest += 1;
      deps.showBalance(null);
    },
    onEvent(event) {
      deps.notify(event);
      void refreshBalance();
    },
  };
}
