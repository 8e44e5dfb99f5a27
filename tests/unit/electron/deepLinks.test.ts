/**
 * Deep links (electron/main/deepLinks.ts) are untrusted input from any web page or app: only the
 * exact grammar passes, every result is an app route the renderer accepts too, and a second
 * launch hands its link to the running copy (services/singleInstance.ts).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  DEEP_LINK_SCHEME,
  deepLinkFromArgv,
  deepLinkRoute,
  MEMBER_PAGES,
  parseDeepLink,
  recordRoute,
} from '../../../electron/main/deepLinks';
import { claimSingleInstance, type SingleInstanceApp } from '../../../electron/main/services/singleInstance';
import { isAppRoute } from '../../../src/shared/ipc/routes';

describe('parseDeepLink and deepLinkRoute', () => {
  it.each([
    ['casino-client://member/depositv2', '/member?page=depositv2'],
    ['casino-client://member/depositv2?deposit=12', '/member?page=depositv2&deposit=12'],
    ['casino-client://member/withdraw?withdrawal=7', '/member?page=withdraw&withdrawal=7'],
    ['casino-client://member/messageV2/', '/member?page=messageV2'],
    ['CASINO-CLIENT://MEMBER/securityCenter', '/member?page=securityCenter'],
    ['casino-client://game/PG?gameCode=pg-fortune', '/seamless?vassalage=PG&gameCode=pg-fortune'],
    ['casino-client://game/JILI?nodeId=123', '/seamless?vassalage=JILI&nodeId=123'],
    ['casino-client://game/PG?gameCode=slot.one&nodeId=9', '/seamless?vassalage=PG&gameCode=slot.one&nodeId=9'],
  ])('opens %s at %s', (link, route) => {
    expect(deepLinkRoute(link)).toBe(route);
    expect(isAppRoute(route)).toBe(true);
  });

  it.each([
    ['another scheme', 'https://member/depositv2'],
    ['a look-alike scheme', 'casino-clients://member/depositv2'],
    ['javascript:', 'javascript:alert(1)//casino-client://member/depositv2'],
    ['an unknown area', 'casino-client://wallet/transfer?to=evil'],
    ['an unknown page', 'casino-client://member/admin'],
    ['a page in the wrong case', 'casino-client://member/DEPOSITV2'],
    ['two segments', 'casino-client://member/depositv2/extra'],
    ['no segment', 'casino-client://member'],
    ['userinfo', 'casino-client://user:pw@member/depositv2'],
    ['a port', 'casino-client://member:8080/depositv2'],
    ['a fragment', 'casino-client://member/depositv2#x'],
    ['an unknown parameter', 'casino-client://member/depositv2?token=abc'],
    ['a record on the wrong page', 'casino-client://member/withdraw?deposit=12'],
    ['a repeated parameter', 'casino-client://member/depositv2?deposit=1&deposit=2'],
    ['a non-numeric record', 'casino-client://member/depositv2?deposit=12;DROP'],
    ['an over-long record id', `casino-client://member/depositv2?deposit=${'9'.repeat(20)}`],
    ['percent-encoding', 'casino-client://member/deposit%76%32'],
    ['encoded slash', 'casino-client://game/PG%2F..?gameCode=x'],
    ['a backslash', 'casino-client://member\\depositv2'],
    ['a space', 'casino-client://member/depositv2?deposit=1 2'],
    ['a newline', 'casino-client://member/depositv2\n'],
    ['a game without a game', 'casino-client://game/PG'],
    ['a game with a URL', 'casino-client://game/PG?gameCode=https://evil.example'],
    ['a game with a launch URL parameter', 'casino-client://game/PG?gameCode=x&url=https://evil.example'],
    ['a bad vendor', 'casino-client://game/P-G?gameCode=x'],
    ['a zero node', 'casino-client://game/PG?nodeId=0'],
    ['a very long link', `casino-client://member/depositv2?deposit=1${'&x=1'.repeat(400)}`],
    ['not a string', 42],
    ['nothing', undefined],
  ])('ignores %s', (_name, link) => {
    expect(parseDeepLink(link)).toBeNull();
    expect(deepLinkRoute(link)).toBeNull();
  });

  it('never yields anything but an app route, whatever the input (fuzzed)', () => {
    const piece = fc.constantFrom(
      'member',
      'game',
      'depositv2',
      'withdraw',
      'PG',
      '?',
      '&',
      '=',
      '/',
      '#',
      '@',
      ':',
      '%2F',
      '..',
      'deposit',
      'gameCode',
      'nodeId',
      '1',
      'x',
      'javascript:',
      '\\',
      ' ',
      '\u0000',
      'https://evil.example',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.string({ maxLength: 20 }), (pieces, noise) => {
        for (const candidate of [
          `${DEEP_LINK_SCHEME}://${pieces.join('')}`,
          `${DEEP_LINK_SCHEME}://${pieces.join('')}${noise}`,
          pieces.join('') + noise,
        ]) {
          const route = deepLinkRoute(candidate);
          if (route !== null) {
            expect(isAppRoute(route)).toBe(true);
            expect(route.startsWith('/member?page=') || route.startsWith('/seamless?vassalage=')).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('opens every member-centre page the renderer has (one shared list), and no other', () => {
    for (const page of MEMBER_PAGES)
      expect(parseDeepLink(`casino-client://member/${page}`)).toEqual({ kind: 'member', page });
    expect(parseDeepLink('casino-client://member/agentTeamOverview')).toBeNull();
  });

  it('sends a notification click to the matching record', () => {
    expect(recordRoute({ type: 'deposit', id: '12' })).toBe('/member?page=depositv2&deposit=12');
    expect(recordRoute({ type: 'withdrawal', id: '7' })).toBe('/member?page=withdraw&withdrawal=7');
  });

  it('finds a link only where the OS passes one: a whole argument', () => {
    expect(deepLinkFromArgv(['/opt/app/casino', '--no-sandbox', 'casino-client://member/withdraw'])).toBe(
      'casino-client://member/withdraw',
    );
    expect(deepLinkFromArgv(['/opt/app/casino', '--flag=casino-client://member/withdraw'])).toBeNull();
    expect(deepLinkFromArgv(['/opt/app/casino'])).toBeNull();
  });
});

/** A fake `app` that records the lock, quits and the listeners. */
function fakeApp(primary: boolean) {
  const listeners = new Map<string, (...args: never[]) => void>();
  const app = {
    quit: vi.fn(),
    requestSingleInstanceLock: () => primary,
    on: (event: string, listener: (...args: never[]) => void) => void listeners.set(event, listener),
  };
  const emit = {
    secondInstance: (argv: string[]) =>
      (listeners.get('second-instance') as ((event: unknown, argv: string[]) => void) | undefined)?.({}, argv),
    openUrl: (url: string) => {
      const event = { preventDefault: vi.fn() };
      (listeners.get('open-url') as ((event: { preventDefault(): void }, url: string) => void) | undefined)?.(
        event,
        url,
      );
      return event;
    },
  };
  return { app: app as SingleInstanceApp, quit: app.quit, listeners, emit };
}

describe('claimSingleInstance', () => {
  it('a second copy quits at once and starts nothing', () => {
    const fake = fakeApp(false);
    const instance = claimSingleInstance(fake.app, ['casino', 'casino-client://member/withdraw']);
    expect(instance.primary).toBe(false);
    expect(fake.quit).toHaveBeenCalledOnce();
    expect(fake.listeners.size).toBe(0);
  });

  it('the first copy comes forward for a second launch and opens the link it carried', () => {
    const fake = fakeApp(true);
    const instance = claimSingleInstance(fake.app, ['casino']);
    const handlers = { openLink: vi.fn(), focus: vi.fn() };
    instance.ready(handlers);
    fake.emit.secondInstance(['casino']);
    fake.emit.secondInstance(['casino', 'casino-client://game/PG?gameCode=x']);
    expect(handlers.focus).toHaveBeenCalledOnce();
    expect(handlers.openLink).toHaveBeenCalledWith('casino-client://game/PG?gameCode=x');
    expect(fake.quit).not.toHaveBeenCalled();
  });

  it('keeps links that arrive before the app is ready, the cold-start one first', () => {
    const fake = fakeApp(true);
    const instance = claimSingleInstance(fake.app, ['casino', 'casino-client://member/depositv2?deposit=3']);
    const event = fake.emit.openUrl('casino-client://member/withdraw');
    expect(event.preventDefault).toHaveBeenCalled();
    const handlers = { openLink: vi.fn(), focus: vi.fn() };
    instance.ready(handlers);
    expect(handlers.openLink.mock.calls).toEqual([
      ['casino-client://member/depositv2?deposit=3'],
      ['casino-client://member/withdraw'],
    ]);
  });
});
