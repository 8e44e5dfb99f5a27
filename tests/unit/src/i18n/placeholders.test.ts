/**
 * Every translated string keeps what the code fills in or wraps: the English string's
 * {{placeholders}}, its <tag> markup (Trans components) and the "(min) - (max)" bounds of the
 * register field templates (filled by fillPatternMessage). No translated value is empty.
 * Key parity itself is localeParity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { localesOnDisk, type Catalog, type Locales } from './catalogs';

/** Leaf strings by dotted key. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The distinct {{placeholders}} of a string, sorted; "{{ name }}" counts as "name". */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

/** The <tag>/<\/tag> markup of a string, sorted (order may change with word order). */
function tagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?[A-Za-z0-9_-]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
}

/** How often the register bounds appear: the "(min) - (max)" pair and each token alone. */
function boundsOf(text: string): string {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return `${count(/\(min\) - \(max\)/g)}/${count(/\(min\)/g)}/${count(/\(max\)/g)}`;
}

type Check = (english: string, translated: string) => string | undefined;

const checks: Record<string, Check> = {
  placeholders: (en, tr) => {
    const want = placeholdersOf(en).join(', ');
    const have = placeholdersOf(tr).join(', ');
    return want === have ? undefined : `placeholders {${have}} instead of {${want}}`;
  },
  markup: (en, tr) => {
    const want = tagsOf(en).join(' ');
    const have = tagsOf(tr).join(' ');
    return want === have ? undefined : `markup [${have}] instead of [${want}]`;
  },
  bounds: (en, tr) => (boundsOf(en) === boundsOf(tr) ? undefined : 'the "(min) - (max)" bounds differ from English'),
  empty: (_en, tr) => (tr.trim() ? undefined : 'empty'),
};

/** Problems of every non-source locale against the source, as readable lines. */
function problems(locales: Locales, check: Check, source = 'en'): string[] {
  const reference = locales[source] ?? {};
  const lines: string[] = [];
  for (const [locale, namespaces] of Object.entries(locales)) {
    if (locale === source) continue;
    for (const [ns, catalog] of Object.entries(namespaces)) {
      const english = leaves(reference[ns] ?? {});
      for (const [key, text] of leaves(catalog)) {
        const en = english.get(key);
        if (en === undefined) continue; // an extra key is the parity test's finding
        const problem = check(en, text);
        if (problem) lines.push(`${locale}/${ns}:${key}: ${problem}`);
      }
    }
  }
  return lines;
}

describe('translated strings', () => {
  const locales = localesOnDisk();

  it('there are translations to check', () => {
    expect(Object.keys(locales).filter((l) => l !== 'en').length).toBeGreaterThan(0);
  });

  it('keep exactly the English {{placeholders}}', () => {
    expect(problems(locales, checks.placeholders!)).toEqual([]);
  });

  it('keep the English <tag> markup', () => {
    expect(problems(locales, checks.markup!)).toEqual([]);
  });

  it('keep the "(min) - (max)" bounds of the register templates', () => {
    expect(problems(locales, checks.bounds!)).toEqual([]);
  });

  it('are never empty', () => {
    expect(problems(locales, checks.empty!)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const en = {
    register: {
      sms: { sent: 'Sent to +{{code}} {{number}}.' },
      agree: 'Accept the <terms>Terms</terms>',
      len: 'Must be (min) - (max) characters',
    },
  };

  it('reads placeholders with or without inner spaces, once each', () => {
    expect(placeholdersOf('{{ a }} and {{b}} and {{a}}')).toEqual(['a', 'b']);
  });

  it('pass a faithful translation', () => {
    const ko = {
      register: {
        sms: { sent: '+{{code}} {{number}}(으)로 보냈습니다.' },
        agree: '<terms>약관</terms>에 동의',
        len: '(min) - (max)자',
      },
    };
    for (const check of Object.values(checks)) expect(problems({ en, ko }, check)).toEqual([]);
  });

  it('fail a renamed, missing or extra placeholder', () => {
    const ko = { register: { ...en.register, sms: { sent: '+{{kode}} {{number}} {{extra}}' } } };
    expect(problems({ en, ko }, checks.placeholders!)).toEqual([
      'ko/register:sms.sent: placeholders {extra, kode, number} instead of {code, number}',
    ]);
  });

  it('fail lost markup, split bounds and an empty value', () => {
    const ko = { register: { sms: { sent: ' ' }, agree: '약관에 동의', len: '(min)자 - (max)자' } };
    expect(problems({ en, ko }, checks.markup!)).toEqual([
      'ko/register:agree: markup [] instead of [</terms> <terms>]',
    ]);
    expect(problems({ en, ko }, checks.bounds!)).toEqual([
      'ko/register:len: the "(min) - (max)" bounds differ from English',
    ]);
    expect(problems({ en, ko }, checks.empty!)).toEqual(['ko/register:sms.sent: empty']);
  });
});
