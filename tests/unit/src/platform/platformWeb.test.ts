// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebPlatform, openableUrl, popupFeatures } from '../../../../src/platform/platform.web';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('createWebPlatform', () => {
  it('is same-origin and keeps the token in sessionStorage `token`', async () => {
    const platform = createWebPlatform(window);
    expect(platform.kind).toBe('web');
    expect(await platform.apiOrigin()).toBe('');
    expect(await platform.token.get()).toBeNull();
    await platform.token.set('tok-1', false);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(await platform.token.get()).toBe('tok-1');
    await platform.token.clear();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await platform.token.get()).toBeNull();
    expect(await platform.token.canRemember()).toBe(true);
  });

  it('sees a token another part of the page wrote or removed (storage is the truth)', async () => {
    const platform = createWebPlatform(window);
    await platform.token.set('a', true);
    sessionStorage.clear();
    expect(await platform.token.get()).toBeNull();
  });

  it('opens outside links in a sized popup without an opener; refuses other schemes', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const platform = createWebPlatform(window);
    await platform.openExternal('/support/', { width: 440, height: 750 });
    expect(open).toHaveBeenCalledWith(new URL('/support/', location.href).href, '_blank', expect.stringMatching(/^popup,noopener,noreferrer,width=440,height=750,/));
    await platform.openExternal('javascript:alert(1)');
    await platform.openGame({ url: 'data:text/html,hi', title: 'x' });
    expect(open).toHaveBeenCalledTimes(1);
    await platform.openGame({ url: 'https://games.example/launch?id=1', title: 'Game' });
    expect(open).toHaveBeenLastCalledWith('https://games.example/launch?id=1', '_blank', 'noopener');
  });
});

describe('helpers', () => {
  it('openableUrl resolves relative URLs and keeps http(s), mailto and tel only', () => {
    expect(openableUrl('/a', 'https://x.example/b/c')).toBe('https://x.example/a');
    expect(openableUrl('mailto:help@x.example', 'https://x.example/')).toBe('mailto:help@x.example');
    expect(openableUrl('JAVASCRIPT:alert(1)', 'https://x.example/')).toBeUndefined();
    expect(openableUrl('file:///etc/passwd', 'https://x.example/')).toBeUndefined();
    expect(openableUrl('http://[bad', 'https://x.example/')).toBeUndefined();
  });

  it('popupFeatures centres the popup and never goes off-screen', () => {
    const features = popupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 } as Window, { width: 440, height: 750 });
    expect(features).toBe('popup,noopener,noreferrer,width=440,height=750,left=0,top=0');
  });
});
