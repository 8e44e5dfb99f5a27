/**
 * Picks the main process's catalog for the renderer's language and fills placeholders. The
 * language arrives over IPC (`app:setLanguage`, the renderer's `<html lang>`) or from the OS at
 * start-up, so it is validated as a BCP 47 tag before it is used for anything.
 */
import { CATALOGS, en, type Catalog, type MessageKey } from './catalog';

export type Translator = {
  /** The catalog in use ('en' when the language has none). */
  readonly catalogTag: string;
  /** The tag numbers are formatted for (the requested one when valid). */
  readonly locale: string;
  t(key: MessageKey, values?: Readonly<Record<string, string>>): string;
  /** An exact decimal amount ("1234.50") in the locale's digits and separators, with the currency code. */
  money(amount: string, currency: string): string;
};

const TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** True for a plausible BCP 47 tag ('en', 'zh-CN', 'pt-BR'), at most 32 characters. */
export function isLanguageTag(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 32 && TAG.test(value);
}

/** The catalog tag for a language tag: exact, then Chinese script/region, then base, then English. */
export function catalogTagFor(tag: string): string {
  if (!isLanguageTag(tag)) return 'en';
  const lower = tag.toLowerCase();
  const exact = Object.keys(CATALOGS).find((key) => key.toLowerCase() === lower);
  if (exact) return exact;
  const [base = ''] = lower.split('-');
  if (base === 'zh') return /-(hant|tw|hk|mo)(-|$)/.test(lower) ? 'zh-TW' : 'zh-CN';
  return Object.keys(CATALOGS).find((key) => key.toLowerCase() === base) ?? 'en';
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

export function createTranslator(tag: string): Translator {
  const catalogTag = catalogTagFor(tag);
  const catalog: Catalog = CATALOGS[catalogTag] ?? en;
  const locale = isLanguageTag(tag) ? tag : 'en';
  return {
    catalogTag,
    locale,
    t: (key, values = {}) => fill(catalog[key] ?? en[key], values),
    money(amount, currency) {
      const digits = /^\d+\.(\d+)$/.exec(amount)?.[1]?.length ?? 0;
      try {
        // A decimal string is formatted exactly (no float rounding of large amounts).
        const text = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount as `${number}`);
        return `${text} ${currency}`;
      } catch {
        return `${amount} ${currency}`;
      }
    },
  };
}
