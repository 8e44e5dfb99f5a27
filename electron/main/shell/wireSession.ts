/**
 * The player's session in the main process: the member event stream
 * (services/memberEvents/eventStream.ts) while a token exists, each event an OS notification
 * (services/notifications.ts), and the balance in the tray (services/desktopSession.ts ties them
 * to the token the renderer sets and clears).
 */
import { join } from 'node:path';
import { createDesktopSession, type DesktopSession } from '../services/desktopSession';
import { MemberEventClient } from '../services/memberEvents/eventStream';
import type { Navigator } from '../services/navigator';
import { NotificationService } from '../services/notifications';
import type { OriginResolver } from '../services/originResolver';
import { fetchBalance, type PlatformSession } from '../services/platformApi';
import type { TrayService } from '../services/tray';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

export type SessionParts = {
  origins: Pick<OriginResolver, 'current' | 'reportFailure'>;
  tray: Pick<TrayService<unknown>, 'update'>;
  navigator: Navigator;
};

export type MemberSession = { session: DesktopSession; events: MemberEventClient };

export function wireSession<W extends ShellWindow>(
  ctx: ShellContext<W>,
  { origins, tray, navigator }: SessionParts,
): MemberSession {
  const { deps, tokens } = ctx;
  const apiSession = (): PlatformSession => ({
    origin: origins.current(),
    merchantCode: ctx.config.merchantCode,
    token: tokens.getToken(),
  });
  const notifications = new NotificationService({
    factory: {
      isSupported: () => deps.notifications.isSupported(),
      create: (options) =>
        deps.notifications.create({ ...options, icon: join(deps.app.getAppPath(), 'resources/icon.png') }),
    },
    translator: () => ctx.state.translator(),
    openRoute: (route) => navigator.navigate(route),
  });
  // The client and the session call each other; neither calls before start() (resume or sign-in).
  const events = new MemberEventClient({
    fetch: deps.fetch,
    session: () => (tokens.getToken() === null ? null : apiSession()),
    onEvent: (event) => session.onEvent(event),
    onSessionEnded: () => session.sessionEnded(),
    onUnreachable: (origin) => origins.reportFailure(origin),
    timers: deps.timers,
    random: deps.random,
    log: deps.log,
  });
  const session = createDesktopSession({
    tokens,
    events,
    notify: (event) => void notifications.notify(event),
    fetchBalance: () => fetchBalance(deps.fetch, apiSession()),
    showBalance: (balance) => tray.update({ balance }),
    noKeyring: () => ctx.notices.raise('notice.noKeyring'),
    onUnreachable: () => origins.reportFailure(origins.current()),
    log: deps.log,
  });
  return { session, events };
}
