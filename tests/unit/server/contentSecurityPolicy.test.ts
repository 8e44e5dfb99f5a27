/** The web app's CSP: strict by default, widened for the real Firebase SDK only where a site uses it. */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from '../../../server/web';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows only its own origin for scripts, calls and frames, and no inline code', () => {
    expect(directive(CONTENT_SECURITY_POLICY, 'script-src')).toBe("script-src 'self'");
    expect(directive(CONTENT_SECURITY_POLICY, 'connect-src')).toBe("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(directive(CONTENT_SECURITY_POLICY, 'object-src')).toBe("object-src 'none'");
  });

  it('stays strict for sites without Firebase, with the local provider, or with it switched off', () => {
    expect(contentSecurityPolicyFor({})).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicyFor({ firebase: { enabled: true, mode: 'local', providers: ['google'] } })).toBe(
      CONTENT_SECURITY_POLICY,
    );
    expect(
      contentSecurityPolicyFor({
        firebase: { enabled: false, mode: 'firebase', apiKey: 'k', authDomain: 'a.firebaseapp.com', projectId: 'p' },
      }),
    ).toBe(CONTENT_SECURITY_POLICY);
  });

  it("adds the SDK's origins and the project's auth domain for a real Firebase site, and nothing inline", () => {
    const policy = contentSecurityPolicyFor({
      firebase: {
        enabled: true,
        mode: 'firebase',
        apiKey: 'k',
        authDomain: 'casino-demo.firebaseapp.com',
        projectId: 'casino-demo',
        providers: ['google'],
      },
    });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://apis.google.com https://www.gstatic.com https://www.google.com",
    );
    expect(directive(policy, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(directive(policy, 'frame-src')).toContain('https://casino-demo.firebaseapp.com');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('cannot be widened by an auth domain that smuggles another directive', () => {
    const policy = contentSecurityPolicyFor({
      firebase: {
        enabled: true,
        mode: 'firebase',
        apiKey: 'k',
        authDomain: "evil.com; script-src 'unsafe-inline'",
        projectId: 'p',
        providers: [],
      },
    });
    expect(policy).not.toContain('unsafe-inline');
    expect(policy.split('; ').filter((d) => d.startsWith('script-src'))).toHaveLength(1);
  });
});
