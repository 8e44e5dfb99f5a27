// @vitest-environment jsdom
/**
 * All announcement and notice HTML goes through SafeHtml (DOMPurify). Under jsdom, which
 * DOMPurify supports (under happy-dom it silently lets everything through). The browser-side
 * proof under the production CSP is tests/e2e/xss.spec.ts.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../../../src/components/SafeHtml';
import { sanitiseHtml } from '../../../../../src/components/safeHtml';
import { SAFE_MARKUP, XSS_PAYLOADS } from './xssCorpus';

afterEach(cleanup);

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, object, embed, form, input, button, style, link, meta, base, video, audio, source, ' +
  'template, svg, math';
const DANGER =
  /<script|javascript:|\bon[a-z]+\s*=|<iframe|<object|<embed|<form|<style|style=|<base|<meta|<link|srcdoc/i;

describe('sanitiseHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expect(sanitiseHtml(payload)).not.toMatch(DANGER);
  });

  it('keeps ordinary formatting and makes outside links open in a new window without an opener', () => {
    expect(sanitiseHtml(SAFE_MARKUP)).toBe(
      '<p>Weekend <b>bonus</b>: <a href="https://example.com/offer" target="_blank" rel="noopener ' +
        'noreferrer">details</a></p>',
    );
  });

  it('drops targets the operator chose, and keeps links inside the app in this window', () => {
    expect(
      sanitiseHtml('<a href="/promotions" target="main">in</a><a href="//evil.example" target="_self">out</a>'),
    ).toBe('<a href="/promotions">in</a><a href="//evil.example" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it('drops data: links', () => {
    expect(sanitiseHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });
});

describe('SafeHtml', () => {
  it('renders the whole corpus with no executable element or attribute, and runs none of it', () => {
    const { container } = render(<SafeHtml html={`${SAFE_MARKUP}${XSS_PAYLOADS.join('\n')}`} />);
    expect(container.querySelector('b')?.textContent).toBe('bonus');
    expect(container.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
    const attributes = Array.from(container.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes));
    expect(attributes.filter((a) => /^on/i.test(a.name) || a.name === 'style' || a.name === 'srcdoc')).toEqual([]);
    const hrefs = attributes
      .filter((a) => a.name === 'href' || a.name === 'src' || a.name === 'action')
      .map((a) => a.value);
    expect(hrefs.filter((v) => /^\s*(javascript|data|vbscript):/i.test(v))).toEqual([]);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
