/**
 * The only place that calls `shell.openExternal` (a test greps electron/ to keep it so).
 * Anything handed to the OS is checked against the allow list and re-serialised first: a URL
 * that reaches the OS unparsed can start arbitrary protocol handlers (file:, smb:, custom ones).
 */
import { trustedExternalHref, type UrlAllowList } from './trustedUrl';

/** The slice of Electron's `shell` this module needs. */
export type ShellLike = { openExternal(url: string): Promise<void> };

/** Opens allow-listed URLs in the system browser; refuses (and logs) everything else. */
export type SafeShell = {
  /** Resolves true when the URL was handed to the system browser, false when refused or failed. */
  open(url: unknown): Promise<boolean>;
  /** True when `open(url)` would hand the URL on. */
  allows(url: unknown): boolean;
};

/** Logger for refusals; main wires it to console. */
export type WarnLogger = { warn(message: string, ...details: unknown[]): void };

/**
 * @param shell Electron's `shell` (or a fake in tests).
 * @param allowList read on every call, so a configuration change applies immediately.
 */
export function createSafeShell(shell: ShellLike, allowList: () => UrlAllowList, log: WarnLogger = console): SafeShell {
  return {
    allows: (url) => trustedExternalHref(url, allowList()) !== null,
    async open(url) {
      const href = trustedExternalHref(url, allowList());
      if (href === null) {
        log.warn('[safeShell] refused to open an untrusted URL', describe(url));
        return false;
      }
      try {
        // Reviewed: the only openExternal call; `href` is the allow-listed, re-serialised URL.
        await shell.openExternal(href); // eng-disable OPEN_EXTERNAL_JS_CHECK
        return true;
      } catch (error) {
        log.warn('[safeShell] the system browser could not open the URL', error);
        return false;
      }
    },
  };
}

// Logs only the shape of a refused value: a URL may carry a token in its query string.
function describe(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? '(no scheme)';
  return `${scheme} (${value.length} chars)`;
}
