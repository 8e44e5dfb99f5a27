/** The register rules cached for the session in sessionStorage `validate` (src/shared/wire/system.ts). */
import { describe, expect, it } from 'vitest';
import {
  readCachedRules,
  RULES_STORAGE_KEY,
  writeCachedRules,
} from '../../../../../../src/features/auth/register/registerRules';
import { DEMO_RULES } from './support';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('rules cache', () => {
  it('is kept under "validate" and read back', () => {
    const storage = memoryStorage();
    writeCachedRules(storage, DEMO_RULES);
    expect(RULES_STORAGE_KEY).toBe('validate');
    expect(storage.items.has('validate')).toBe(true);
    expect(readCachedRules(storage)).toEqual(DEMO_RULES);
  });

  it('ignores a missing, broken or foreign value', () => {
    expect(readCachedRules(memoryStorage())).toBeUndefined();
    expect(readCachedRules(memoryStorage({ validate: '{not json' }))).toBeUndefined();
    expect(readCachedRules(memoryStorage({ validate: '[1,2]' }))).toBeUndefined();
    expect(
      readCachedRules(memoryStorage({ validate: JSON.stringify({ username: { acceptedPattern: 1 } }) })),
    ).toBeUndefined();
    expect(readCachedRules(undefined)).toBeUndefined();
  });

  it("is kept per merchant: another merchant's rules are a miss (issue 14 item 7)", () => {
    const storage = memoryStorage();
    writeCachedRules(storage, DEMO_RULES, 'demo');
    expect(readCachedRules(storage, 'demo')).toEqual(DEMO_RULES);
    expect(readCachedRules(storage, 'demokr')).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readCachedRules(broken)).toBeUndefined();
    expect(() => writeCachedRules(broken, DEMO_RULES)).not.toThrow();
  });
});
