/**
 * The local provider's "choose an account" page: what Google's or Facebook's window shows in a
 * real sign-in popup. Its words come from the renderer's catalogs (locales/<tag>/firebase.json,
 * `localProvider`), in the language the opener passes as `hl`, like Google's own `hl=`.
 *
 * No inline script or style: the page loads handler.js and handler.css from its own origin under
 * a CSP of its own (nothing else, no framing, no form posts). Values reach the script through
 * data attributes, escaped.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCAL_AUTH_MESSAGE, LOCAL_AUTH_PATHS } from '../../../../src/shared/wire/firebase';
import { LANGUAGES } from '../../../../src/shared/wire/languages';

export const CHOOSER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Strings = Record<
  'title' | 'intro' | 'notice' | 'email' | 'name' | 'continue' | 'cancel' | 'failed' | 'badRequest',
  string
>;

const LOCALES = resolve(import.meta.dirname, '../../../../src/i18n/locales');
const cache = new Map<string, Strings>();

function catalog(tag: string): Partial<Strings> {
  try {
    const parsed = JSON.parse(readFileSync(resolve(LOCALES, tag, 'firebase.json'), 'utf8')) as {
      localProvider?: Partial<Strings>;
    };
    return parsed.localProvider ?? {};
  } catch {
    return {};
  }
}

/** A known locale tag (the folder names), else English. */
export function pageLanguage(hl: unknown): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((l) => l.tag === hl) ?? LANGUAGES[0]!;
}

/** The page's words in one language; a key the catalog lacks reads in English. */
export function chooserStrings(tag: string): Strings {
  let strings = cache.get(tag);
  if (!strings) {
    strings = { ...(catalog('en') as Strings), ...catalog(tag) };
    cache.set(tag, strings);
  }
  return strings;
}

const escape = (value: string) => value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An i18next-style template with {{name}} slots, escaped for HTML. */
function fill(template: string, values: Record<string, string>): string {
  return escape(template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => values[name] ?? slot));
}

function page(lang: (typeof LANGUAGES)[number], title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escape(lang.tag)}" dir="${lang.rtl ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    `<link rel="stylesheet" href="${LOCAL_AUTH_PATHS.handlerStyle}" />`,
    `<script src="${LOCAL_AUTH_PATHS.handlerScript}" defer></script>`,
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

export type ChooserInput = {
  hl: unknown;
  /** Shown name: Google or Facebook (brand names, not translated). */
  providerName: string;
  providerId: string;
  merchant: string;
  siteName: string;
  /** Where the answer is posted: the opener's origin, already checked. */
  origin: string;
};

export function chooserPage(input: ChooserInput): string {
  const lang = pageLanguage(input.hl);
  const s = chooserStrings(lang.tag);
  const values = { provider: input.providerName, site: input.siteName };
  const title = fill(s.title, values);
  const data = [
    ['provider-id', input.providerId],
    ['merchant', input.merchant],
    ['origin', input.origin],
    ['endpoint', LOCAL_AUTH_PATHS.signInWithIdp],
    ['message-type', LOCAL_AUTH_MESSAGE],
    ['failed', s.failed],
  ]
    .map(([name, value]) => `data-${name}="${escape(value ?? '')}"`)
    .join(' ');
  return page(
    lang,
    title,
    [
      `<h1>${title}</h1>`,
      `<p>${fill(s.intro, values)}</p>`,
      `<p class="notice">${fill(s.notice, values)}</p>`,
      `<form id="chooser" ${data}>`,
      `<label for="email">${escape(s.email)}</label>`,
      '<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" autofocus />',
      `<label for="name">${escape(s.name)}</label>`,
      '<input id="name" name="name" type="text" maxlength="64" autocomplete="name" />',
      '<p id="problem" role="alert"></p>',
      '<div class="buttons">',
      `<button type="submit">${escape(s.continue)}</button>`,
      `<button type="button" id="cancel">${escape(s.cancel)}</button>`,
      '</div>',
      '</form>',
    ].join('\n'),
  );
}

/** The answer to a chooser opened with a wrong provider, merchant or origin. */
export function badRequestPage(hl: unknown): string {
  const lang = pageLanguage(hl);
  const s = chooserStrings(lang.tag);
  return page(lang, escape(s.badRequest), `<h1>${escape(s.badRequest)}</h1>`);
}
