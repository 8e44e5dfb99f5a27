/**
 * Where the platform is: the configured origin, else one of its published domain list
 * (services/originResolver.ts). The main process's own calls and the renderer's failed requests
 * both report an origin that stops answering; while on a fallback, the configured origin is tried
 * again every half hour, since it is the operator's first choice.
 */
import { sendEvent } from '../ipc/events';
import { isOriginFailure, OriginResolver } from '../services/originResolver';
import { fetchDomainRoute } from '../services/platformApi';
import type { ShellWindow } from './deps';
import type { ShellContext } from './shellContext';

/** While on a fallback origin, how often the configured one is tried again. */
export const PREFERRED_ORIGIN_RETRY_MS = 30 * 60_000;
/** How long a domain-list probe may take before the origin counts as unreachable. */
const PROBE_TIMEOUT_MS = 8_000;

export function wireOrigins<W extends ShellWindow>(ctx: ShellContext<W>): OriginResolver {
  const { deps, config, state } = ctx;
  const origins = new OriginResolver({
    configured: config.platformOrigin,
    allowLoopbackHttp: ctx.allowLoopbackHttp,
    store: ctx.settings,
    probe: (origin) => fetchDomainRoute(deps.fetch, origin, config.merchantCode, PROBE_TIMEOUT_MS),
    onChange: (origin) => sendEvent(state.mainWindow()?.webContents, 'app:originChanged', { origin }),
    now: deps.now,
    log: deps.log,
  });
  void origins.resolve();
  deps.timers.setInterval(() => {
    if (origins.current() !== config.platformOrigin) void origins.resolve();
  }, PREFERRED_ORIGIN_RETRY_MS);
  // The renderer's own requests tell us too when the origin stops answering.
  deps.session.defaultSession.webRequest.onErrorOccurred((details) => {
    if (isOriginFailure(details, origins.current())) origins.reportFailure(origins.current());
  });
  return origins;
}
