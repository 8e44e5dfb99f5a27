/**
 * The main process's small catalog (electron/main/i18n): every language has every key with the
 * same placeholders, unknown languages fall back to English, amounts are exact, and a
 * notification reads right in the player's language.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS, en, type MessageKey } from '../../../electron/main/i18n/catalog';
import { catalogTagFor, createTranslator, isLanguageTag } from '../../../electron/main/i18n/translate';
import { notificationContent } from '../../../electron/main/services/notifications';
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('main-process catalog', () => {
  const keys = Object.keys(en).sort();

  it.each(Object.keys(CATALOGS))('%s has every key, translated, with the same placeholders', (tag) => {
    const catalog = CATALOGS[tag]!;
    expect(Object.keys(catalog).sort()).toEqual(keys);
    for (const key of keys as MessageKey[]) {
      expect(catalog[key].trim(), `${tag} ${key}`).not.toBe('');
      expect(placeholders(catalog[key]), `${tag} ${key}`).toEqual(placeholders(en[key]));
    }
    if (tag !== 'en') {
      // Translated, not copied: most strings differ from English.
      const same = (keys as MessageKey[]).filter((key) => catalog[key] === en[key]);
      expect(same.length, `${tag}: ${same.join(', ')}`).toBeLessThan(keys.length / 4);
    }
  });

  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['fr-CA', 'fr'],
    ['km', 'en'],
    ['', 'en'],
    ['<script>', 'en'],
    ['../../etc', 'en'],
  ])('language %j uses the %s catalog', (tag, catalog) => {
    expect(catalogTagFor(tag)).toBe(catalog);
  });

  it('accepts only plausible language tags', () => {
    for (const tag of ['en', 'zh-CN', 'pt-BR', 'zh-Hant-TW']) expect(isLanguageTag(tag)).toBe(true);
    for (const tag of ['', 'e', 'english-language-x-y-z-w', 'en_US', 'en-', 'x'.repeat(40), 7])
      expect(isLanguageTag(tag)).toBe(false);
  });

  it('fills placeholders and formats amounts exactly in the locale', () => {
    expect(createTranslator('en').t('menu.about', { app: 'Casino Client' })).toBe('About Casino Client');
    expect(createTranslator('en').money('1234567.50', 'USD')).toBe('1,234,567.50 USD');
    expect(createTranslator('de').money('1234567.50', 'EUR')).toBe('1.234.567,50 EUR');
    // Larger than a float holds exactly: still every digit.
    expect(createTranslator('en').money('90071992547409931.25', 'USD')).toBe('90,071,992,547,409,931.25 USD');
    expect(createTranslator('ja').money('5000', 'JPY')).toBe('5,000 JPY');
  });
});

describe('notificationContent', () => {
  const credited: MemberEvent = {
    id: '5',
    kind: 'deposit_credited',
    record: { type: 'deposit', id: '12' },
    amount: '100.00',
    currency: 'USD',
    at: 0,
  };
  const rejected: MemberEvent = {
    id: '6',
    kind: 'withdrawal_rejected',
    record: { type: 'withdrawal', id: '7' },
    amount: '2500.00',
    currency: 'USD',
    at: 0,
  };

  it("says what happened in the player's language and opens the record", () => {
    expect(notificationContent(credited, createTranslator('en'))).toEqual({
      title: 'Deposit credited',
      body: '100.00 USD has been added to your wallet.',
      route: '/member?page=depositv2&deposit=12',
    });
    expect(notificationContent(rejected, createTranslator('zh-CN'))).toEqual({
      title: '提款被拒绝',
      body: '您的 2,500.00 USD 提款被拒绝，款项已退回您的钱包。',
      route: '/member?page=withdraw&withdrawal=7',
    });
    // A language without its own catalog reads English, with its own number format.
    expect(notificationContent(credited, createTranslator('km')).title).toBe('Deposit credited');
  });

  it.each(['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected'] as const)(
    'has a title and body for %s in every language',
    (kind) => {
      for (const tag of Object.keys(CATALOGS)) {
        const t = createTranslator(tag);
        const content = notificationContent(
          { ...credited, kind, record: { type: kind.startsWith('deposit') ? 'deposit' : 'withdrawal', id: '1' } },
          t,
        );
        expect(content.title).not.toMatch(/notify\./);
        expect(content.body).toContain(t.money('100.00', 'USD'));
        expect(content.body).toMatch(/100[.,]00/);
      }
    },
  );
});
