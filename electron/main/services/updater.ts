/**
 * Auto-update over electron-updater's generic provider, against the feed the operator
 * configuration names (the reference server serves one: server/domains/updates). It checks a
 * little after start and then every few hours and reports what it found (`updates:status` to the
 * renderer, taskbar and tray). Nothing is downloaded or installed without the person's consent
 * (issue 14 item 22): the download starts when they press Download in the renderer's update bar
 * (src/features/desktop/UpdateBar.tsx, `updates:download`) or agree in the menu's "Check for
 * updates", with progress reported; the install happens only when they press "Restart to update"
 * or agree in the dialog asked once per downloaded version. "Later" installs nothing, not even
 * on quit.
 *
 * Integrity: electron-updater always checks the download's SHA-512 against the feed metadata,
 * and on Windows verifies the installer's code signature against the running app's publisher;
 * on macOS Squirrel requires a signed app. None of that is switched off here (no
 * verifyUpdateCodeSignature override, no downgrades, no pre-releases, no web installer).
 */
import type { UpdateStatus } from '../../../src/shared/ipc/contract';
import type { Timers } from './memberEvents/eventStream';

/** The slice of electron-updater's `AppUpdater` used (its `autoUpdater`). */
export type UpdaterLike = {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  autoRunAppAfterInstall: boolean;
  allowPrerelease: boolean;
  allowDowngrade: boolean;
  forceDevUpdateConfig: boolean;
  disableWebInstaller: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'checking-for-update' | 'update-not-available' | 'update-cancelled', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

export type UpdaterServiceDeps = {
  /** electron-updater's `autoUpdater`, created only when updates are enabled. */
  createUpdater(): UpdaterLike;
  feedUrl: string;
  /** False in development builds (no app-update metadata, nothing to replace). */
  enabled: boolean;
  timers: Timers;
  /** Asks whether to download `version` now (the menu's check); resolves true when the person agrees. */
  askToDownload?(version: string): Promise<boolean>;
  /** Asks whether to restart now for `version`; resolves true when the person agrees. */
  askToRestart(version: string): Promise<boolean>;
  /** Every status change (renderer event, taskbar progress, tray). */
  onStatus(status: UpdateStatus): void;
  /** Right before quitAndInstall: let windows close instead of hiding to the tray. */
  beforeRestart(): void;
  log?: { warn(message: string, ...details: unknown[]): void };
  firstCheckDelayMs?: number;
  intervalMs?: number;
};

export const FIRST_CHECK_DELAY_MS = 15_000;
export const CHECK_INTERVAL_MS = 4 * 3_600_000;

/** Sets electron-updater's options: no download or install without consent, no prerelease or downgrade, the feed. */
export function configureUpdater(updater: UpdaterLike, feedUrl: string): void {
  // The person agrees to the download (`download`) and to the install (`restart`), each time.
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.autoRunAppAfterInstall = false;
  updater.allowPrerelease = false;
  updater.allowDowngrade = false;
  updater.forceDevUpdateConfig = false;
  updater.disableWebInstaller = true;
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
}

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class UpdaterService {
  private readonly deps: UpdaterServiceDeps;
  private current: UpdateStatus;
  private timer: unknown = null;
  private readonly asked = new Set<string>();
  private checking: Promise<UpdateStatus> | null = null;
  private updater: UpdaterLike | null = null;

  constructor(deps: UpdaterServiceDeps) {
    this.deps = deps;
    this.current = { state: deps.enabled ? 'idle' : 'disabled' };
  }

  status(): UpdateStatus {
    return this.current;
  }

  /** Configures the updater, listens to it and schedules the checks. */
  start(): void {
    if (!this.deps.enabled || this.updater) return;
    const updater = this.deps.createUpdater();
    this.updater = updater;
    configureUpdater(updater, this.deps.feedUrl);
    updater.on('checking-for-update', () => this.set({ state: 'checking' }));
    updater.on('update-not-available', () => this.set({ state: 'none' }));
    updater.on('update-cancelled', () => this.set({ state: 'idle' }));
    updater.on('update-available', (info) => this.set({ state: 'available', version: info.version }));
    updater.on('download-progress', (progress) => {
      const percent = Math.max(0, Math.min(100, Number.isFinite(progress.percent) ? progress.percent : 0));
      this.set({
        state: 'downloading',
        percent,
        ...(this.current.version !== undefined && { version: this.current.version }),
      });
    });
    updater.on('update-downloaded', (info) => {
      this.set({ state: 'downloaded', version: info.version });
      void this.offerRestart(info.version);
    });
    updater.on('error', (error) => {
      this.deps.log?.warn('[updater] update failed', error.message);
      // A downloaded update stays installable even if a later check fails.
      if (this.current.state !== 'downloaded') this.set({ state: 'error' });
    });
    this.schedule(this.deps.firstCheckDelayMs ?? FIRST_CHECK_DELAY_MS);
  }

  stop(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Checks now (menu, renderer); resolves with the status after the check. One check at a time. */
  check(): Promise<UpdateStatus> {
    const updater = this.updater;
    if (!updater) return Promise.resolve(this.current);
    if (this.current.state === 'downloading' || this.current.state === 'downloaded')
      return Promise.resolve(this.current);
    this.checking ??= updater
      .checkForUpdates()
      .then(() => this.current)
      .catch((error: unknown) => {
        this.deps.log?.warn('[updater] the check failed', error instanceof Error ? error.message : error);
        if (this.current.state !== 'downloaded') this.set({ state: 'error' });
        return this.current;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  /**
   * The person agreed (update bar or menu): download the available update, progress reported.
   * False when there is nothing to download (no update known, or already downloading).
   */
  download(): boolean {
    const updater = this.updater;
    const version = this.current.version;
    if (!updater || this.current.state !== 'available' || version === undefined) return false;
    this.set({ state: 'downloading', percent: 0, version });
    updater.downloadUpdate().catch((error: unknown) => {
      this.deps.log?.warn('[updater] the download failed', error instanceof Error ? error.message : error);
      if (this.current.state === 'downloading') this.set({ state: 'error', version });
    });
    return true;
  }

  /** The menu's check found `version`: asks whether to download it, and does when the person agrees. */
  async offerDownload(version: string): Promise<boolean> {
    if (!this.deps.askToDownload || this.current.state !== 'available') return false;
    try {
      return (await this.deps.askToDownload(version)) && this.download();
    } catch (error) {
      this.deps.log?.warn('[updater] could not ask about downloading', error);
      return false;
    }
  }

  /** The person agreed (dialog or renderer): restart into the downloaded update. */
  restart(): boolean {
    if (this.current.state !== 'downloaded' || !this.updater) return false;
    this.deps.beforeRestart();
    this.updater.quitAndInstall(false, true);
    return true;
  }

  /**
   * Asks whether to restart into the downloaded update: by itself once per version, again
   * whenever the person asks (`again`, the menu's "Check for updates").
   */
  async offerRestart(version: string, again = false): Promise<boolean> {
    if (this.asked.has(version) && !again) return false;
    this.asked.add(version);
    try {
      return (await this.deps.askToRestart(version)) && this.restart();
    } catch (error) {
      this.deps.log?.warn('[updater] could not ask about restarting', error);
      return false;
    }
  }

  private schedule(delay: number): void {
    this.stop();
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = null;
      void this.check().finally(() => this.schedule(this.deps.intervalMs ?? CHECK_INTERVAL_MS));
    }, delay);
  }

  private set(status: UpdateStatus): void {
    this.current = status;
    this.deps.onStatus(status);
  }
}
