/**
 * Permission policy for a session: everything is denied unless the caller lists it. Camera,
 * microphone, geolocation, notifications, HID/USB/serial devices, MIDI, pointer lock... none of
 * them is needed by the lobby, and an untrusted game must never get them.
 */

/** The permission name Electron passes (e.g. 'media', 'geolocation', 'clipboard-sanitized-write'). */
export type PermissionName = string;

/** Decides one request: the permission and the URL of the frame that asked. */
export type PermissionRule = (permission: PermissionName, requestingUrl: string) => boolean;

/** The slice of Electron's `Session` the policy installs itself on. */
export type PermissionSession = {
  setPermissionRequestHandler(
    handler: (
      contents: unknown,
      permission: PermissionName,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      contents: unknown,
      permission: PermissionName,
      requestingOrigin: string,
      details: { requestingUrl?: string },
    ) => boolean,
  ): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
};

/** Denies every permission. */
export const denyAll: PermissionRule = () => false;

/**
 * Installs `rule` as both the request handler (prompts) and the check handler (silent queries),
 * and refuses all device access (WebHID, WebUSB, Web Serial).
 */
export function installPermissionPolicy(session: PermissionSession, rule: PermissionRule = denyAll): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(safeRule(rule, permission, details.requestingUrl ?? ''));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    safeRule(rule, permission, details.requestingUrl ?? requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
}

// A rule that throws must not turn into a grant (or crash the main process).
function safeRule(rule: PermissionRule, permission: PermissionName, url: string): boolean {
  try {
    return rule(permission, url) === true;
  } catch {
    return false;
  }
}
