/**
 * The four money messages in the reader's language, from kind and parameters: the
 * amount formatted exactly from minor units, with site and currency; English title and content
 * for a kind the client does not template (operator notices, newer kinds) or an unreadable amount.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../../../../src/features/messages/messageText';
import { initI18n } from '../../../../../src/i18n';
import type { InboxMessage } from '../../../../../src/shared/wire';

const message = (kind: InboxMessage['kind'], params: Partial<InboxMessage['params']> = {}) => ({
  kind,
  params: {
    site: 'Lucky Star',
    currency: 'USD',
    amountMinor: '123456',
    minorUnits: 2,
    reference: 'deposit:12',
    ...params,
  },
  title: 'English title from the server',
  content: 'English content from the server',
});

beforeAll(async () => {
  await initI18n();
  await i18next.loadLanguages('ko');
  await i18next.loadNamespaces('records');
});

describe('messageText in English', () => {
  const t = () => i18next.getFixedT('en', 'records');

  it('deposit credited', () => {
    expect(messageText(message('deposit_credited'), t(), 2)).toEqual({
      title: 'Deposit credited',
      content: 'Your deposit of 1,234.56 USD has been credited to your Lucky Star account.',
    });
  });

  it('deposit failed', () => {
    expect(messageText(message('deposit_failed', { amountMinor: '5000' }), t(), 2)).toEqual({
      title: 'Deposit failed',
      content: 'Your deposit of 50.00 USD at Lucky Star could not be completed. Your balance has not changed.',
    });
  });

  it('withdrawal approved', () => {
    expect(
      messageText(
        message('withdrawal_approved', { amountMinor: '100000000000', currency: 'KRW', minorUnits: 0 }),
        t(),
        2,
      ),
    ).toEqual({
      title: 'Withdrawal approved',
      content:
        'Your withdrawal of 100,000,000,000 KRW from Lucky Star has been approved. ' +
        'Please confirm once you have received it.',
    });
  });

  it('withdrawal rejected', () => {
    expect(messageText(message('withdrawal_rejected', { amountMinor: '7' }), t(), 2)).toEqual({
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of 0.07 USD from Lucky Star was rejected. The amount held for it is back in your balance.',
    });
  });

  it("takes the site currency's digits when the message does not say", () => {
    expect(
      messageText(message('deposit_credited', { minorUnits: undefined, amountMinor: '1234' }), t(), 0).content,
    ).toContain('1,234 USD');
  });

  it('falls back to the English text for notices, unknown kinds and unreadable amounts', () => {
    const english = { title: 'English title from the server', content: 'English content from the server' };
    expect(messageText(message('notice'), t(), 2)).toEqual(english);
    expect(messageText({ ...message('notice'), kind: 'bonus_expired' as InboxMessage['kind'] }, t(), 2)).toEqual(
      english,
    );
    expect(messageText(message('deposit_credited', { amountMinor: '12.50' }), t(), 2)).toEqual(english);
    expect(messageText(message('deposit_credited', { amountMinor: undefined }), t(), 2)).toEqual(english);
  });
});

describe('messageText in Korean', () => {
  const t = () => i18next.getFixedT('ko', 'records');

  it('renders all four kinds from the Korean templates with amount, currency and site', () => {
    const kinds = ['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected'] as const;
    const texts = kinds.map((kind) => messageText(message(kind), t(), 2));
    expect(texts.map((text) => text.title)).toEqual(['입금 완료', '입금 실패', '출금 승인', '출금 거절']);
    for (const text of texts) {
      expect(text.content).toContain('1,234.56 USD');
      expect(text.content).toContain('Lucky Star');
      expect(text.content).not.toMatch(/Your|deposit|withdrawal/);
    }
  });

  it('a notice still shows the text the server sent', () => {
    expect(messageText(message('notice'), t(), 2).title).toBe('English title from the server');
  });
});
