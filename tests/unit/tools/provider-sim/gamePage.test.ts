/**
 * The simulated game's page (tools/provider-sim/gamePage.ts): the launch's language picks its
 * words (English for one the simulator lacks), the platform's addresses become links only when
 * they are http(s), text is escaped, and the CSP lets the page run nothing but its own files.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, renderGamePage, type PageSession } from '../../../../tools/provider-sim/gamePage';
import { formatMinor, textsFor } from '../../../../tools/provider-sim/texts';

const session: PageSession = {
  key: 'k'.repeat(32),
  gameCode: 'sim-fruits',
  language: 'EN',
  currency: 'USD',
  balance: '123456',
  lobbyUrl: 'http://127.0.0.1:8080/',
  depositUrl: 'http://127.0.0.1:8080/#/member?page=depositv2',
};

describe('the simulated game page', () => {
  it('speaks the launch language, English otherwise', () => {
    expect(renderGamePage({ ...session, language: 'VI' })).toContain('<html lang="vi">');
    expect(renderGamePage({ ...session, language: 'VI' })).toContain('<button type="submit">Quay</button>');
    const korean = renderGamePage({ ...session, language: 'KO' });
    expect(korean).toContain('<html lang="en">');
    expect(korean).toContain('<button type="submit">Spin</button>');
    expect(Object.keys(textsFor('VI')).sort()).toEqual(Object.keys(textsFor('EN')).sort());
  });

  it('shows the balance and the stakes in the currency, the first stake chosen', () => {
    const html = renderGamePage(session);
    expect(html).toContain('<output id="balance">1234.56 USD</output>');
    expect(html).toContain('<input type="radio" name="stake" value="100" checked><span>1.00 USD</span>');
    expect(html).toContain(`action="/game/${session.key}/play"`);
    expect(formatMinor('5000', 'VND')).toBe('5000 VND');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05 USD');
  });

  it('links back to the platform over http(s) only, and escapes what it prints', () => {
    const html = renderGamePage({
      ...session,
      gameCode: '<img src=x onerror=alert(1)>',
      lobbyUrl: 'javascript:alert(1)',
      depositUrl: 'http://127.0.0.1:8080/?a="b"',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="http://127.0.0.1:8080/?a=%22b%22"');
    expect(html).not.toContain('>Back to the lobby</a>');
    expect(html).toContain('>Deposit</a>');
  });

  it('keeps the page to its own script and style, framed by the platform only', () => {
    const csp = contentSecurityPolicy(session.lobbyUrl);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-ancestors http://127.0.0.1:8080');
    expect(contentSecurityPolicy('not a url')).toContain("frame-ancestors 'none'");
    // The words the script needs travel as data, with no way to close the element early.
    const html = renderGamePage({ ...session, gameCode: 'x' });
    const data = /<script type="application\/json" id="texts">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toMatchObject({ currency: 'USD', won: 'You won {amount}!' });
  });
});
