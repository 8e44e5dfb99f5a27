/** A banner leads only where it safely can: app routes, https pages, named games. */
import { describe, expect, it } from 'vitest';
import { bannerAction } from '../../../../../src/features/announcements/bannerLink';
import type { LinkageType } from '../../../../../src/shared/wire';

const link = (linkageType: LinkageType, linkageTarget: string) => bannerAction({ linkageType, linkageTarget });

describe('bannerAction', () => {
  it('is null without a linkage type: the banner is a plain image', () => {
    expect(link('', '/rng')).toBeNull();
  });

  it('navigates to app paths only', () => {
    expect(link('ROUTE', '/promotions')).toEqual({ kind: 'route', to: '/promotions' });
    expect(link('ROUTE', ' /rng?vassalage=PG ')).toEqual({ kind: 'route', to: '/rng?vassalage=PG' });
    for (const target of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'promotions',
      '',
    ]) {
      expect(link('ROUTE', target)).toBeNull();
    }
  });

  it('opens https URLs only, without credentials', () => {
    expect(link('URL', 'https://example.com/offer')).toEqual({ kind: 'url', url: 'https://example.com/offer' });
    for (const target of [
      'http://example.com/',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'https://user:pw@example.com/',
      'not a url',
    ]) {
      expect(link('URL', target)).toBeNull();
    }
  });

  it('launches a game named by vendor and node, as a slot unless a type is given', () => {
    expect(link('GAME', 'PG:1234')).toEqual({ kind: 'game', vassalage: 'PG', nodeId: 1234, gameType: 'RNG' });
    expect(link('GAME', 'EVO:77:LIVE')).toEqual({ kind: 'game', vassalage: 'EVO', nodeId: 77, gameType: 'LIVE' });
    for (const target of ['PG', 'PG:', 'PG:0', 'PG:-1', 'PG:1.5', 'pg lower:1', 'PG:12:NOPE', 'PG:1:RNG:x', ':12']) {
      expect(link('GAME', target)).toBeNull();
    }
  });
});
