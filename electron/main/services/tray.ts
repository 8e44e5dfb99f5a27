/**
 * The tray icon: always there while the app runs, so the app can live closed to the tray and
 * still tell the player about deposits and withdrawals. Its menu is rebuilt whenever the
 * balance, the language or an update download changes. Where the desktop offers no tray (some
 * Linux desktops), the app runs without one and closing the window quits as usual.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Translator } from '../i18n/translate';
import { trayMenuTemplate, type TrayActions, type TrayMenuState } from '../menus/trayMenu';

/** The slice of Electron's `Tray` used; `M` is Electron's `Menu`. */
export type TrayLike<M> = {
  setContextMenu(menu: M): void;
  setToolTip(text: string): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
};

export type TrayServiceDeps<M> = {
  /** `new Tray(icon)`; may throw where there is no tray. */
  createTray(): TrayLike<M>;
  /** `Menu.buildFromTemplate`. */
  buildMenu(template: MenuItemConstructorOptions[]): M;
  translator(): Translator;
  actions: TrayActions;
  /** The product name (tooltip). */
  appName: string;
  log?: { warn(message: string, ...details: unknown[]): void };
};

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class TrayService<M> {
  private readonly deps: TrayServiceDeps<M>;
  private tray: TrayLike<M> | null = null;
  private current: TrayMenuState = { balance: null, updatePercent: null };

  constructor(deps: TrayServiceDeps<M>) {
    this.deps = deps;
  }

  /** Creates the icon; false (and no tray) where the desktop has none. */
  create(): boolean {
    if (this.tray) return true;
    try {
      this.tray = this.deps.createTray();
    } catch (error) {
      this.deps.log?.warn('[tray] no tray on this desktop; closing the window will quit', error);
      return false;
    }
    // Windows and macOS: a click on the icon opens the window (Linux shows the menu).
    this.tray.on('click', () => this.deps.actions.open());
    this.render();
    return true;
  }

  /** True while the icon exists (the window may then close to the tray). */
  get available(): boolean {
    return this.tray !== null;
  }

  get state(): TrayMenuState {
    return this.current;
  }

  /** Changes what the menu shows and rebuilds it. */
  update(change: Partial<TrayMenuState>): void {
    this.current = { ...this.current, ...change };
    this.render();
  }

  /** Rebuilds the menu (the language changed). */
  render(): void {
    if (!this.tray) return;
    const t = this.deps.translator();
    this.tray.setContextMenu(this.deps.buildMenu(trayMenuTemplate(t, this.current, this.deps.actions)));
    const percent = this.current.updatePercent;
    this.tray.setToolTip(
      percent === null
        ? this.deps.appName
        : `${this.deps.appName} — ${t.t('tray.updating', { percent: String(Math.round(percent)) })}`,
    );
  }

  destroy(): void {
    this.tray?.destroy();
    this.tray = null;
  }
}
