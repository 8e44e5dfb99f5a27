import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSameOrigin,
  isTrustedExternalUrl,
  normaliseOrigin,
  trustedExternalHref,
  type UrlAllowList,
} from '../../../electron/main/security/trustedUrl';

const TRUSTED_HOST = 'help.example.com';
const allowList: UrlAllowList = {
  origins: [`https://${TRUSTED_HOST}`, 'https://pay.example.com:8443'],
  allowLoopbackHttp: false,
};

describe('isTrustedExternalUrl: table', () => {
  it.each([
    'https://help.example.com',
    'https://help.example.com/',
    'https://help.example.com/faq?lang=en#top',
    'HTTPS://HELP.EXAMPLE.COM/FAQ',
    'https://help.example.com:443/faq',
    'https://pay.example.com:8443/checkout',
  ])('accepts %s', (url) => {
    expect(isTrustedExternalUrl(url, allowList)).toBe(true);
  });

  it.each([
    ['plain http', 'http://help.example.com/'],
    ['userinfo before the trusted host', 'https://evil.com@help.example.com/'],
    ['trusted host as userinfo', 'https://help.example.com@evil.com/'],
    ['user and password', 'https://user:pass@help.example.com/'],
    ['empty password', 'https://user:@help.example.com/'],
    ['empty userinfo', 'https://:@help.example.com/'],
    ['bare @', 'https://@help.example.com/'],
    ['look-alike suffix', 'https://help.example.com.evil.com/'],
    ['look-alike prefix', 'https://evilhelp.example.com/'],
    ['subdomain of a trusted host', 'https://a.help.example.com/'],
    ['parent domain', 'https://example.com/'],
    ['other TLD', 'https://help.example.co/'],
    ['trailing dot host', 'https://help.example.com./'],
    ['wrong port', 'https://help.example.com:444/'],
    ['missing port', 'https://pay.example.com/'],
    ['port on the wrong host', 'https://help.example.com:8443/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with case tricks', 'JaVaScRiPt:alert(document.domain)'],
    ['javascript: disguised with a path', 'javascript://help.example.com/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['DATA: upper case', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['file:', 'file:///etc/passwd'],
    ['file: upper case', 'FILE:///C:/Windows/system32/calc.exe'],
    ['file: on the trusted host', 'file://help.example.com/share'],
    ['ftp:', 'ftp://help.example.com/'],
    ['smb:', 'smb://help.example.com/share'],
    ['mailto:', 'mailto:someone@help.example.com'],
    ['custom protocol', 'ms-settings:privacy'],
    ['Cyrillic homograph (е)', 'https://h\u0435lp.example.com/'],
    ['Cyrillic homograph (о)', 'https://help.exampl\u0435.c\u043em/'],
    ['Greek omicron', 'https://help.example.c\u03bfm/'],
    ['punycode of a homograph', `https://${new URL('https://h\u0435lp.example.com').hostname}/`],
    ['backslash trick', 'https://help.example.com\\@evil.com/'],
    ['leading whitespace', ' https://help.example.com/'],
    ['embedded newline', 'https://help.example.com/\nfoo'],
    ['embedded tab in scheme', 'ht\ttps://help.example.com/'],
    ['zero-width space in host', 'https://help\u200b.example.com/'],
    ['right-to-left override', 'https://help.example.com/\u202egnp.exe'],
    ['protocol-relative', '//help.example.com/'],
    ['no scheme', 'help.example.com'],
    ['empty', ''],
  ])('rejects %s', (_name, url) => {
    expect(isTrustedExternalUrl(url, allowList)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['https://help.example.com/'], new URL('https://help.example.com/')])(
    'rejects the non-string %s',
    (value) => {
      expect(isTrustedExternalUrl(value, allowList)).toBe(false);
    },
  );

  it('rejects over-long URLs', () => {
    expect(isTrustedExternalUrl(`https://help.example.com/${'a'.repeat(5000)}`, allowList)).toBe(false);
  });

  it('returns the re-serialised URL, not the raw input', () => {
    expect(trustedExternalHref('HTTPS://Help.Example.com:443/a/../b?x=1', allowList)).toBe(
      'https://help.example.com/b?x=1',
    );
  });

  it('accepts loopback http only when allowed and listed with its port', () => {
    const dev: UrlAllowList = { origins: ['http://127.0.0.1:8080'], allowLoopbackHttp: true };
    expect(isTrustedExternalUrl('http://127.0.0.1:8080/help', dev)).toBe(true);
    expect(isTrustedExternalUrl('http://127.0.0.1:8081/help', dev)).toBe(false);
    expect(isTrustedExternalUrl('http://localhost:8080/help', dev)).toBe(false);
    expect(isTrustedExternalUrl('http://127.0.0.1:8080/help', { ...dev, allowLoopbackHttp: false })).toBe(false);
    // http to a non-loopback host stays refused even when an operator lists it.
    expect(
      isTrustedExternalUrl('http://help.example.com/', {
        origins: ['http://help.example.com'],
        allowLoopbackHttp: true,
      }),
    ).toBe(false);
  });

  it('compares IDN hosts in punycode form', () => {
    const idn: UrlAllowList = { origins: ['https://b\u00fccher.example'], allowLoopbackHttp: false };
    expect(isTrustedExternalUrl('https://xn--bcher-kva.example/', idn)).toBe(true);
    expect(isTrustedExternalUrl('https://b\u00fccher.example/', idn)).toBe(true);
    expect(isTrustedExternalUrl('https://bucher.example/', idn)).toBe(false);
  });

  it('ignores allow-list entries that are not http(s) origins', () => {
    const odd: UrlAllowList = { origins: ['javascript:alert(1)', 'file:///etc', 'not a url'], allowLoopbackHttp: true };
    expect(isTrustedExternalUrl('javascript:alert(1)', odd)).toBe(false);
    expect(isTrustedExternalUrl('file:///etc', odd)).toBe(false);
    expect(normaliseOrigin('file:///etc')).toBeNull();
  });
});

// Hostile URLs built around the trusted host: each mutation must be refused.
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const randomCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''));
const tail = fc.tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments()).map(([path, query, fragment]) => {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${p}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
});
const CONFUSABLES: Record<string, string[]> = {
  a: ['\u0430', '\u03b1'],
  e: ['\u0435', '\u0454'],
  o: ['\u043e', '\u03bf', '\u0585'],
  p: ['\u0440', '\u03c1'],
  c: ['\u0441', '\u03f2'],
  x: ['\u0445'],
  l: ['\u04cf', '\u0131'],
  m: ['\u043c'],
  h: ['\u04bb'],
};
const homographHost = fc.tuple(fc.nat(), fc.nat()).map(([position, choice]) => {
  const indices = [...TRUSTED_HOST].flatMap((ch, i) => (CONFUSABLES[ch] ? [i] : []));
  const index = indices[position % indices.length] ?? 0;
  const options = CONFUSABLES[TRUSTED_HOST[index] ?? 'e'] ?? ['\u0435'];
  return TRUSTED_HOST.slice(0, index) + (options[choice % options.length] ?? '\u0435') + TRUSTED_HOST.slice(index + 1);
});

const hostile = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'javascript',
        'data',
        'file',
        'http',
        'ftp',
        'ws',
        'wss',
        'smb',
        'vbscript',
        'blob',
        'about',
        'chrome',
      ),
      tail,
    )
    .chain(([scheme, rest]) => randomCase(scheme).map((s) => `${s}://${TRUSTED_HOST}${rest}`)),
  fc
    .tuple(fc.constantFrom('javascript', 'data', 'vbscript'), fc.string())
    .chain(([scheme, body]) => randomCase(scheme).map((s) => `${s}:${body}`)),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9.:%-]{1,20}$/), tail)
    .map(([user, rest]) => `https://${user}@${TRUSTED_HOST}${rest}`),
  fc.tuple(label, tail).map(([evil, rest]) => `https://${TRUSTED_HOST}@${evil}.com${rest}`),
  fc.tuple(label, tail).map(([evil, rest]) => `https://${TRUSTED_HOST}.${evil}${rest}`),
  fc.tuple(label, tail).map(([evil, rest]) => `https://${evil}${TRUSTED_HOST}${rest}`),
  fc.tuple(label, tail).map(([evil, rest]) => `https://${evil}.${TRUSTED_HOST}${rest}`),
  fc
    .tuple(
      fc.integer({ min: 1, max: 65535 }).filter((port) => port !== 443),
      tail,
    )
    .map(([port, rest]) => `https://${TRUSTED_HOST}:${port}${rest}`),
  fc.tuple(homographHost, tail).map(([host, rest]) => `https://${host}${rest}`),
  fc.tuple(fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u200b', '\u00a0', '\\'), fc.nat(40)).map(([ch, at]) => {
    const url = `https://${TRUSTED_HOST}/path`;
    const index = at % url.length;
    return url.slice(0, index) + ch + url.slice(index);
  }),
);

describe('isTrustedExternalUrl: generated hostile URLs (fast-check)', () => {
  it('refuses every mutation of the trusted origin', () => {
    fc.assert(
      fc.property(hostile, (url) => {
        expect(isTrustedExternalUrl(url, allowList)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts any path, query and fragment on a trusted origin', () => {
    fc.assert(
      fc.property(tail, (rest) => {
        expect(isTrustedExternalUrl(`https://${TRUSTED_HOST}${rest}`, allowList)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('only ever returns https URLs of an allow-listed origin without userinfo', () => {
    const anyUrl = fc.oneof(
      fc.webUrl({
        validSchemes: ['https', 'http', 'ftp', 'file', 'javascript'],
        withQueryParameters: true,
        withFragments: true,
      }),
      fc.string().map((s) => `https://${TRUSTED_HOST}${s}`),
      fc.string({ unit: 'grapheme' }).map((s) => `${s}${TRUSTED_HOST}`),
      fc.string(),
    );
    const allowed = new Set(allowList.origins.map((origin) => new URL(origin).origin));
    fc.assert(
      fc.property(anyUrl, (url) => {
        const href = trustedExternalHref(url, allowList);
        if (href === null) return;
        const parsed = new URL(href);
        expect(parsed.protocol).toBe('https:');
        expect(parsed.username + parsed.password).toBe('');
        expect(allowed.has(parsed.origin)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isSameOrigin', () => {
  it('matches scheme, host and port exactly', () => {
    const origin = 'https://games.vendor.example';
    expect(isSameOrigin('https://games.vendor.example/lobby?x=1', origin)).toBe(true);
    expect(isSameOrigin('https://games.vendor.example:443/', origin)).toBe(true);
    expect(isSameOrigin('http://games.vendor.example/', origin)).toBe(false);
    expect(isSameOrigin('https://games.vendor.example:8443/', origin)).toBe(false);
    expect(isSameOrigin('https://games.vendor.example.evil/', origin)).toBe(false);
    expect(isSameOrigin('https://x@games.vendor.example/', origin)).toBe(false);
    expect(isSameOrigin('javascript:alert(1)', origin)).toBe(false);
    expect(isSameOrigin('app://bundle/index.html', 'app://bundle')).toBe(false);
  });
});
