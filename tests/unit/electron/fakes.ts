/**
 * Fakes of the small Electron interfaces the main-process modules take. They record what was
 * installed and let a test fire the events Electron would.
 */
import type { GuardableContents, NavigationEvent } from '../../../electron/main/security/navigationGuards';
import type { PermissionSession } from '../../../electron/main/security/permissions';

type Listener = (...args: never[]) => unknown;

/** Records listeners by event name and fires them. */
export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
}

/** A navigation event that records whether it was prevented. */
export function navigationEvent(url: string, isMainFrame = true): NavigationEvent & { prevented: boolean } {
  const event = { url, isMainFrame, prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
}

/** Fake `WebContents`: the window-open handler and navigation listeners. */
export class FakeContents extends FakeEmitter implements GuardableContents {
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  readonly sent: [string, unknown][] = [];
  destroyed = false;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Fires will-navigate (or another navigation event) and says whether the window stayed. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate', isMainFrame = true): boolean {
    const e = navigationEvent(url, isMainFrame);
    this.emit(event, e);
    return !e.prevented;
  }
}

/** Fake `BrowserWindow`, created with options by an injected factory. */
export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeContents();
  readonly loaded: string[] = [];
  shown = false;
  maximized = false;
  closed = false;
  bounds = { x: 10, y: 20, width: 1000, height: 700 };

  constructor(readonly options: unknown) {
    super();
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }

  show(): void {
    this.shown = true;
  }

  maximize(): void {
    this.maximized = true;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return this.bounds;
  }

  close(): void {
    this.closed = true;
    this.emit('closed');
  }
}

type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSession['setPermissionCheckHandler']>[0];

/** Fake `Session`: keeps the permission handlers so a test can ask them. */
export class FakeSession implements PermissionSession {
  requestHandler: RequestHandler | null = null;
  checkHandler: CheckHandler | null = null;
  deviceHandler: ((details: unknown) => boolean) | null = null;
  cleared = 0;

  setPermissionRequestHandler(handler: RequestHandler): void {
    this.requestHandler = handler;
  }

  setPermissionCheckHandler(handler: CheckHandler): void {
    this.checkHandler = handler;
  }

  setDevicePermissionHandler(handler: (details: unknown) => boolean): void {
    this.deviceHandler = handler;
  }

  async clearStorageData(): Promise<void> {
    this.cleared += 1;
  }

  /** Asks the request handler, as Electron would for a prompt. */
  request(permission: string, requestingUrl: string): boolean {
    let granted: boolean | undefined;
    this.requestHandler?.(null, permission, (value) => (granted = value), { requestingUrl });
    if (granted === undefined) throw new Error('the request handler never answered');
    return granted;
  }

  /** Asks the check handler, as Electron would for a silent query. */
  check(permission: string, requestingUrl: string): boolean {
    if (!this.checkHandler) throw new Error('no check handler');
    return this.checkHandler(null, permission, new URL(requestingUrl).origin, { requestingUrl });
  }
}

/** A logger that keeps warnings instead of printing them. */
export function quietLog(): { warn(message: string, ...details: unknown[]): void; messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (message) => void messages.push(message) };
}
