import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rendererContentSecurityPolicy } from '../../../electron/main/security/contentSecurityPolicy';

type Finding = { severity: number; directive: string; description: string };
type CspEvaluatorModule = {
  CspParser: new (policy: string) => { csp: unknown };
  CspEvaluator: new (csp: unknown, version: unknown) => { evaluate(): Finding[] };
  Version: { CSP3: unknown };
  severities: Record<'HIGH' | 'MEDIUM' | 'SYNTAX', number>;
};
// Google's CSP evaluator (shipped with Electronegativity): the same judge its CSP check uses.
const csp = createRequire(import.meta.url)('@doyensec/csp-evaluator') as CspEvaluatorModule;

function serious(policy: string): Finding[] {
  const findings = new csp.CspEvaluator(new csp.CspParser(policy).csp, csp.Version.CSP3).evaluate();
  return findings.filter((f) =>
    [csp.severities.HIGH, csp.severities.MEDIUM, csp.severities.SYNTAX].includes(f.severity),
  );
}

describe('rendererContentSecurityPolicy', () => {
  it('has no high, medium or syntax findings for an https platform', () => {
    expect(serious(rendererContentSecurityPolicy('https://www.example-casino.com'))).toEqual([]);
  });

  it('loads scripts only from the bundle and forbids plugins, base changes and framing', () => {
    const policy = rendererContentSecurityPolicy('https://www.example-casino.com');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('admits the loopback demo server origin explicitly', () => {
    const policy = rendererContentSecurityPolicy('http://127.0.0.1:8080/');
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8080/);
    expect(policy).not.toMatch(/connect-src [^;]*http:(?!\/\/127)/);
  });
});
