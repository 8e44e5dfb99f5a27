// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameLaunch } from '../../../../src/platform/platform';
import { createWebPlatform, openableUrl, popupFeatures } from '../../../../src/platform/platform.web';

/** What the web platform does with a window it opened: the parts a browser window has. */
type FakeWindow = { opener: unknown; closed: boolean; close: () => void; location: { replace: (url: string) => void } };

function fakeWindow(): FakeWindow & { replaced: string[] } {
  const replaced: string[] = [];
  const fake = {
    opener: window as unknown,
    closed: false,
    replaced,
    close() {
      fake.closed = true;
    },
    location: { replace: (url: string) => void replaced.push(url) },
  };
  return fake;
}

/** A launch that answers when the test says so. */
function deferredLaunch() {
  let settle!: { resolve: (launch: GameLaunch) => void; reject: (error: unknown) => void };
  const promise = new Promise<GameLaunch>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { launch: () => promise, ...settle };
}

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
    expect(open).toHaveBeenCalledWith(
      new URL('/support/', location.href).href,
      '_blank',
      expect.stringMatching(/^popup,noopener,noreferrer,width=440,height=750,/),
    );
    await platform.openExternal('javascript:alert(1)');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('openGame', () => {
  it('opens the window synchronously, before the launch answers, then points it at the game', async () => {
    const game = fakeWindow();
    const open = vi.spyOn(window, 'open').mockImplementation(() => game as unknown as Window);
    const pending = deferredLaunch();
    const outcome = createWebPlatform(window).openGame(pending.launch);
    // Still inside the click: the window is there and cut off from this page.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(game.opener).toBeNull();
    expect(game.replaced).toEqual([]);
    pending.resolve({ url: '/play/tok-1', title: 'Lucky Reels' });
    expect(await outcome).toEqual({ status: 'opened', closed: expect.any(Promise) });
    expect(game.replaced).toEqual([new URL('/play/tok-1', location.href).href]);
    expect(open).toHaveBeenCalledTimes(1);
    game.close();
  });

  it('says when the person closes the game window, so the balance is read again (issue 14 item 5)', async () => {
    const game = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => game as unknown as Window);
    const outcome = await createWebPlatform(window).openGame(async () => ({ url: '/play/tok-2', title: 'Hi-Lo' }));
    if (outcome.status !== 'opened' || !outcome.closed)
      throw new Error(`expected an opened window that reports its closing, got ${outcome.status}`);
    let closed = false;
    const watching = outcome.closed.then(() => {
      closed = true;
    });
    await Promise.resolve();
    expect(closed).toBe(false);
    game.close();
    await watching;
    expect(closed).toBe(true);
  });

  it('closes the waiting window and rejects with the launch error when the launch fails', async () => {
    const game = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => game as unknown as Window);
    const pending = deferredLaunch();
    const outcome = createWebPlatform(window).openGame(pending.launch);
    expect(game.closed).toBe(false);
    const failure = { errorCode: '#734', message: 'The previous game has not finished' };
    pending.reject(failure);
    await expect(outcome).rejects.toBe(failure);
    expect(game.closed).toBe(true);
    expect(game.replaced).toEqual([]);
  });

  it('refuses URLs that are not web pages, closing the waiting window', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:x@example.com', 'file:///etc/passwd']) {
      const game = fakeWindow();
      vi.spyOn(window, 'open').mockImplementation(() => game as unknown as Window);
      expect(await createWebPlatform(window).openGame(async () => ({ url, title: 'x' }))).toEqual({
        status: 'refused',
      });
      expect(game.closed).toBe(true);
      expect(game.replaced).toEqual([]);
    }
  });

  it('leaves a window the person closed while waiting alone', async () => {
    const game = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => game as unknown as Window);
    const outcome = createWebPlatform(window).openGame(async () => {
      game.close();
      return { url: 'https://games.example/play', title: 'Game' };
    });
    expect(await outcome).toEqual({ status: 'closed' });
    expect(game.replaced).toEqual([]);
  });

  it('when the popup blocker refused the window, tries once more, else reports it blocked with the URL', async () => {
    const late = fakeWindow();
    const open = vi
      .spyOn(window, 'open')
      .mockImplementationOnce(() => null)
      .mockImplementationOnce(() => late as unknown as Window);
    expect(
      await createWebPlatform(window).openGame(async () => ({ url: 'https://games.example/a', title: 'A' })),
    ).toEqual({ status: 'opened', closed: expect.any(Promise) });
    expect(open).toHaveBeenLastCalledWith('https://games.example/a', '_blank');
    expect(late.opener).toBeNull();
    late.close();

    open.mockReset().mockImplementation(() => null);
    expect(await createWebPlatform(window).openGame(async () => ({ url: '/play/t', title: 'B' }))).toEqual({
      status: 'blocked',
      launch: { url: new URL('/play/t', location.href).href, title: 'B' },
    });
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
    const features = popupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 } as Window, {
      width: 440,
      height: 750,
    });
    expect(features).toBe('popup,noopener,noreferrer,width=440,height=750,left=0,top=0');
  });
});
