/**
 * The app-wide guards: the renderer sandbox and the app:// scheme (both before 'ready'), then a
 * backstop on every web contents, the bundle's protocol handler and the default session's
 * permission policy. Per-window guards live with the windows (windows/mainWindow.ts,
 * services/gameWindows.ts).
 */
import { join } from 'node:path';
import { APP_SCHEME, createAppProtocolHandler } from '../security/appProtocol';
import { rendererContentSecurityPolicy } from '../security/contentSecurityPolicy';
import { installPermissionPolicy } from '../security/permissions';
import { mainWindowPermissionRule } from '../windows/mainWindow';
import type { ShellDeps, ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

/** Must run before 'ready'. */
export function secureBeforeReady<W extends ShellWindow>(deps: Pick<ShellDeps<W>, 'app' | 'protocol'>): void {
  // Sandbox every renderer, including ones created by code we do not control (DevTools extensions,
  // future windows): a global switch cannot be forgotten on a new BrowserWindow.
  deps.app.enableSandbox();
  // The scheme needs a real origin, fetch support and a secure context.
  deps.protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function wireSecurity<W extends ShellWindow>(ctx: ShellContext<W>): void {
  const { app, protocol, session } = ctx.deps;
  app.on('web-contents-created', (_event, contents) => {
    // Backstop for any web contents: no <webview>, no new windows unless a window says otherwise.
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      root: join(app.getAppPath(), 'out/renderer'),
      reader: { readFile: (path) => ctx.deps.readFile(path) },
      contentSecurityPolicy: rendererContentSecurityPolicy(ctx.config.platformOrigin),
    }),
  );
  installPermissionPolicy(session.defaultSession, mainWindowPermissionRule(ctx.isAllowedAppUrl));
}
