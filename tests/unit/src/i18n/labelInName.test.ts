/**
 * WCAG 2.5.3 label in name (issue 14, Accessibility: axe found the game cards' start buttons,
 * shown as "Play now" but named "Play <game> now"): in every locale the start button's name
 * begins with its visible label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = join(import.meta.dirname, '../../../../src/i18n/locales');

describe('label in name', () => {
  it.each(readdirSync(locales))('%s: the game card start button is named "<visible label>…<game>"', (lang) => {
    const games = JSON.parse(readFileSync(join(locales, lang, 'games.json'), 'utf8')) as {
      card: { start: string; startLabel: string };
    };
    expect(games.card.startLabel.startsWith(games.card.start)).toBe(true);
    expect(games.card.startLabel).toContain('{{name}}');
  });

  it.each(readdirSync(locales))(
    '%s: a record’s round Copy and Verify, and a deposit’s Cancel, are named "<visible label>…"',
    (lang) => {
      const records = JSON.parse(readFileSync(join(locales, lang, 'records.json'), 'utf8')) as {
        round: Record<'copy' | 'copyLabel' | 'verify' | 'verifyLabel', string>;
      };
      expect(records.round.copyLabel.startsWith(records.round.copy)).toBe(true);
      expect(records.round.verifyLabel.startsWith(records.round.verify)).toBe(true);
      const cashier = JSON.parse(readFileSync(join(locales, lang, 'cashier.json'), 'utf8')) as {
        deposit: Record<'cancel' | 'cancelLabel', string>;
      };
      expect(cashier.deposit.cancelLabel.startsWith(cashier.deposit.cancel)).toBe(true);
    },
  );
});
