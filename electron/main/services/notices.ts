/**
 * Notices the person must read once: the settings file was damaged and reset, or there is no OS
 * keyring (the sign-in lasts only while the app runs). Shown as a message box over the main
 * window, in the interface language; a notice raised before the window exists waits for it.
 */
import type { MessageKey } from '../i18n/catalog';
import type { Translator } from '../i18n/translate';
import type { OpenedSettings } from './settingsStore';

export type NoticeKey = Extract<MessageKey, `notice.${string}`>;

/** Shows one message box; resolves when it is dismissed. */
export type ShowNotice = (notice: { message: string; detail?: string; button: string }) => Promise<unknown>;

export type Notices = {
  raise(key: NoticeKey, detail?: string): void;
  /** The main window is showing: show what waited. */
  ready(show: ShowNotice): void;
};

/** The notice for how the settings file opened, or null when it opened normally. */
export function settingsNoticeKey(mode: OpenedSettings['mode']): NoticeKey | null {
  return mode === 'file' ? null : 'notice.settingsReset';
}

export function createNotices(
  translator: () => Translator,
  log?: { warn(message: string, ...details: unknown[]): void },
): Notices {
  let show: ShowNotice | null = null;
  const waiting: { key: NoticeKey; detail?: string }[] = [];
  const display = (key: NoticeKey, detail?: string) => {
    if (!show) return void waiting.push({ key, ...(detail !== undefined && { detail }) });
    const t = translator();
    show({ message: t.t(key), ...(detail !== undefined && { detail }), button: t.t('notice.ok') }).catch(
      (error: unknown) => log?.warn('[notices] could not show a notice', error),
    );
  };
  return {
    raise: display,
    ready(ready) {
      show = ready;
      for (const notice of waiting.splice(0)) display(notice.key, notice.detail);
    },
  };
}
