/**
 * The little the shell's callbacks share and change: the main window while it exists, whether
 * the app is really quitting, and the interface language. It changes only through these methods,
 * so every writer is one search away (wireWindows.ts, wireLifecycle.ts, wireUpdates.ts, wireIpc.ts).
 */
import { createTranslator, type Translator } from '../i18n/translate';
import type { KeyValueStore } from '../services/settingsStore';

/** Settings key of the last interface language the renderer reported. */
export const LANGUAGE_KEY = 'ui.language';

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class ShellState<W> {
  private readonly settings: KeyValueStore;
  private window: W | null = null;
  private quittingNow = false;
  private language: Translator;

  /** The renderer's language once it reports it (remembered for the next start); the OS's before. */
  constructor(settings: KeyValueStore, systemLocale: string) {
    this.settings = settings;
    const stored = settings.get(LANGUAGE_KEY);
    this.language = createTranslator(typeof stored === 'string' ? stored : systemLocale);
  }

  /** The main window, or null while it is closed (not merely hidden to the tray). */
  mainWindow(): W | null {
    return this.window;
  }

  mainWindowOpened(win: W): W {
    this.window = win;
    return win;
  }

  mainWindowClosed(): void {
    this.window = null;
  }

  /** True once the app really quits (menu, tray, update restart): closing then closes, not hides. */
  quitting(): boolean {
    return this.quittingNow;
  }

  startQuitting(): void {
    this.quittingNow = true;
  }

  translator(): Translator {
    return this.language;
  }

  /** Switches to the renderer's language and remembers it; false when it is already in use. */
  useLanguage(tag: string): boolean {
    if (tag === this.language.locale) return false;
    this.language = createTranslator(tag);
    this.settings.set(LANGUAGE_KEY, tag);
    return true;
  }
}
