/**
 * The popup's own rules: once per session per viewer until closed, never again on the
 * day "Don't remind me today" was chosen, and the storage keys that carry both.
 */
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_POPUP,
  dayOf,
  hiddenDayKeyOf,
  POPUP_CLOSED,
  sessionKeyOf,
  shouldShowPopup,
  USER_POPUP,
} from '../../../../../src/features/announcements/popupRules';

const noon = new Date(2026, 2, 14, 12, 0, 0);

describe('popup keys', () => {
  it('keeps guests under ANONYMOUS_POPUP and members under USER_POPUP', () => {
    expect(sessionKeyOf(null)).toBe(ANONYMOUS_POPUP);
    expect(sessionKeyOf('jane01')).toBe(USER_POPUP);
  });

  it('remembers "today" separately for the anonymous visitor and each member', () => {
    expect(new Set([hiddenDayKeyOf(null), hiddenDayKeyOf('jane01'), hiddenDayKeyOf('bob02')]).size).toBe(3);
  });
});

describe('dayOf', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(dayOf(new Date(2026, 0, 5, 0, 0, 1))).toBe('2026-01-05');
    expect(dayOf(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
  });
});

describe('shouldShowPopup', () => {
  const base = { count: 3, sessionValue: null, hiddenDay: null, now: noon };

  it('shows when there are popups, nothing was closed this session and today is not hidden', () => {
    expect(shouldShowPopup(base)).toBe(true);
  });

  it('does not show without popups', () => {
    expect(shouldShowPopup({ ...base, count: 0 })).toBe(false);
  });

  it('does not show again once closed in this session', () => {
    expect(shouldShowPopup({ ...base, sessionValue: POPUP_CLOSED })).toBe(false);
  });

  it('ignores a session value that is not "closed"', () => {
    expect(shouldShowPopup({ ...base, sessionValue: 'open' })).toBe(true);
  });

  it('stays hidden for the rest of the day "Don\'t remind me today" was chosen', () => {
    const hidden = dayOf(new Date(2026, 2, 14, 0, 5));
    expect(shouldShowPopup({ ...base, hiddenDay: hidden, now: new Date(2026, 2, 14, 23, 59, 59) })).toBe(false);
  });

  it('shows again the next day, even when the hidden day was the day before', () => {
    const hidden = dayOf(new Date(2026, 2, 14, 23, 59));
    expect(shouldShowPopup({ ...base, hiddenDay: hidden, now: new Date(2026, 2, 15, 0, 0, 1) })).toBe(true);
  });
});
