/**
 * Every locale folder must hold exactly the English catalogs: the same namespaces and, in
 * each, the same nested keys. English is the source; translators add the other folders.
 */
import { describe, expect, it } from 'vitest';
import { localesOnDisk, type Catalog, type Locales } from './catalogs';
import { NAMESPACES } from '../../../../src/i18n/resources';
import { LANGUAGES } from '../../../../src/shared/wire';

/** Leaf keys as dotted paths; an object and a string under the same key count as different. */
function keyPaths(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Differences between each locale and the source locale, as readable lines. */
function parityProblems(locales: Locales, source = 'en'): string[] {
  const reference = locales[source] ?? {};
  const problems: string[] = [];
  for (const [locale, namespaces] of Object.entries(locales)) {
    if (locale === source) continue;
    for (const ns of Object.keys(reference)) if (!namespaces[ns]) problems.push(`${locale}: missing namespace ${ns}`);
    for (const ns of Object.keys(namespaces)) if (!reference[ns]) problems.push(`${locale}: extra namespace ${ns}`);
    for (const [ns, catalog] of Object.entries(namespaces)) {
      const expected = reference[ns];
      if (!expected) continue;
      const want = new Set(keyPaths(expected));
      const have = new Set(keyPaths(catalog));
      for (const key of want) if (!have.has(key)) problems.push(`${locale}/${ns}: missing ${key}`);
      for (const key of have) if (!want.has(key)) problems.push(`${locale}/${ns}: extra ${key}`);
    }
  }
  return problems;
}

describe('locale catalogs on disk', () => {
  const locales = localesOnDisk();

  it('every locale has exactly the English namespaces and keys', () => {
    expect(parityProblems(locales)).toEqual([]);
  });

  it('resources.ts lists every English namespace, and only those', () => {
    expect(Object.keys(locales.en ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  it('locale folders are languages the product knows', () => {
    const tags = LANGUAGES.map((l) => l.tag);
    expect(Object.keys(locales).filter((locale) => !tags.includes(locale))).toEqual([]);
  });

  it('English values are non-empty strings', () => {
    const empty = Object.entries(locales.en ?? {}).flatMap(([ns, catalog]) => {
      const leaves = (c: Catalog, p: string): string[] =>
        Object.entries(c).flatMap(([k, v]) =>
          typeof v === 'string' ? (v.trim() ? [] : [`${p}${k}`]) : leaves(v, `${p}${k}.`),
        );
      return leaves(catalog, `${ns}:`);
    });
    expect(empty).toEqual([]);
  });
});

describe('the parity check itself', () => {
  const en = { boot: { title: 'T', nested: { a: 'A', b: 'B' } }, errors: { x: 'X' } };

  it('passes a locale that matches', () => {
    expect(
      parityProblems({ en, ko: { boot: { title: 't', nested: { a: 'a', b: 'b' } }, errors: { x: 'x' } } }),
    ).toEqual([]);
  });

  it('fails a locale that misses a nested key', () => {
    expect(parityProblems({ en, ko: { boot: { title: 't', nested: { a: 'a' } }, errors: { x: 'x' } } })).toEqual([
      'ko/boot: missing nested.b',
    ]);
  });

  it('fails a locale that adds a key', () => {
    expect(
      parityProblems({ en, ko: { boot: { title: 't', extra: 'e', nested: { a: 'a', b: 'b' } }, errors: { x: 'x' } } }),
    ).toEqual(['ko/boot: extra extra']);
  });

  it('fails a string where English has an object', () => {
    expect(parityProblems({ en, ko: { boot: { title: 't', nested: 'flat' }, errors: { x: 'x' } } })).toEqual([
      'ko/boot: missing nested.a',
      'ko/boot: missing nested.b',
      'ko/boot: extra nested',
    ]);
  });

  it('fails a missing or extra namespace', () => {
    expect(parityProblems({ en, ko: { boot: en.boot, promo: { a: 'a' } } })).toEqual([
      'ko: missing namespace errors',
      'ko: extra namespace promo',
    ]);
  });
});
