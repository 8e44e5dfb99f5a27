// @vitest-environment jsdom
/**
 * Server HTML in the generic dialog is sanitised with DOMPurify before it reaches the DOM.
 * Under jsdom, which DOMPurify supports (under happy-dom it silently lets everything through).
 */
import DOMPurify from 'dompurify';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog, sanitiseDialogHtml } from '../../../../src/components/Dialog';
import { initI18n } from '../../../../src/i18n';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const XSS = [
  '<img src="x" onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<a href="javascript:window.__pwned=3">link</a>',
  '<svg><script>window.__pwned=4</script></svg>',
  '<iframe src="javascript:window.__pwned=5"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{display:none}</style>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
];

describe('dialog HTML', () => {
  it('runs where DOMPurify is supported', () => {
    expect(DOMPurify.isSupported).toBe(true);
  });

  it('keeps ordinary formatting', () => {
    expect(sanitiseDialogHtml('<p>Hello <b>member</b>, see <a href="https://example.com/">this</a>.</p>')).toBe(
      // Links that leave the app open in a new window with no opener (safeHtml.ts).
      '<p>Hello <b>member</b>, see <a href="https://example.com/" target="_blank" rel="noopener ' +
        'noreferrer">this</a>.</p>',
    );
  });

  it.each(XSS)('removes anything executable or styling from %s', (payload) => {
    const clean = sanitiseDialogHtml(payload);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe|<form|<input|<style|style=|<object/i);
  });

  it('renders only the sanitised markup', () => {
    render(
      <Dialog
        title="Notice"
        html={`<p>Hi <b>there</b></p>${XSS.join('')}`}
        buttons={[{ id: 'ok', label: 'OK' }]}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelector('b')?.textContent).toBe('there');
    expect(dialog.querySelectorAll('script, iframe, form, style, object, [onerror], [style]')).toHaveLength(0);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
