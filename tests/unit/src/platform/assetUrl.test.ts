/** Server image URLs on the web (same origin) and on desktop (the API origin). */
import { afterEach, describe, expect, it } from 'vitest';
import { assetUrl, setAssetOrigin } from '../../../../src/platform/assetUrl';

afterEach(() => setAssetOrigin(''));

describe('assetUrl', () => {
  it('leaves root-relative URLs alone on the web', () => {
    expect(assetUrl('/TCG_GAME_ICONS/PG/PG_0001.svg')).toBe('/TCG_GAME_ICONS/PG/PG_0001.svg');
  });

  it('loads root-relative URLs from the API origin on desktop, and leaves absolute and protocol-relative ones', () => {
    setAssetOrigin('https://www.example.com/');
    expect(assetUrl('/TCG_GAME_ICONS/PG/PG_0001.svg')).toBe('https://www.example.com/TCG_GAME_ICONS/PG/PG_0001.svg');
    expect(assetUrl('https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png');
    expect(assetUrl('//cdn.example.net/a.png')).toBe('//cdn.example.net/a.png');
  });

  it('gives no URL for an empty one (no empty src attribute)', () => {
    setAssetOrigin('https://www.example.com');
    expect(assetUrl('')).toBeUndefined();
    expect(assetUrl(undefined)).toBeUndefined();
  });
});
