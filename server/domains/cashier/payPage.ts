/**
 * The built-in demo payment page: what a payment provider's checkout would show. Plain HTML with
 * two form buttons (pay, cancel), no script at all; its CSP allows nothing but its own hashed
 * stylesheet and form posts back to this origin. Text is English, like a provider's page.
 */
import { createHash } from 'node:crypto';

const STYLE = `
:root {
  color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --text: #1b1d21; --muted: #5b616b;
  --accent: #1f6feb; --accent-text: #ffffff; --border: #c9ced6; --focus: #ff9f1c;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #111318; --card: #1b1e25; --text: #eef0f3; --muted: #a9b0bb; --accent: #4c8dff; --accent-text: #0b0d11;
    --border: #3a404b;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, sans-serif;
}
main {
  width: min(92vw, 26rem); padding: 2rem; background: var(--card); border: 1px solid var(--border);
  border-radius: 12px;
}
h1 { margin: 0 0 .25rem; font-size: 1.35rem; }
p { margin: .5rem 0; }
.muted { color: var(--muted); font-size: .9rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
form { margin: 0; }
button, a.button {
  display: inline-block; padding: .7rem 1.2rem; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer;
  text-decoration: none; border: 1px solid var(--border); background: transparent; color: var(--text);
}
button.primary { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: var(--accent); }
`.trim();

export const PAY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const MEMBER_DEPOSIT_PAGE = '/member?page=depositv2';

const escape = (value: string) => value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" /><meta name="referrer" content="no-referrer" />',
    `<title>${escape(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><main aria-labelledby="title">${body}</main></body>`,
    '</html>',
  ].join('\n');
}

export type PayView = { siteName: string; methodName: string; amountText: string; reference: string };

/** The checkout: amount and two plain form posts. */
export function checkoutPage(view: PayView, actionBase: string): string {
  return page(
    `Pay ${view.amountText} — ${view.siteName}`,
    [
      `<p class="muted">Demo payment provider</p>`,
      `<h1 id="title">Pay ${escape(view.siteName)}</h1>`,
      `<p class="amount" aria-label="Amount to pay">${escape(view.amountText)}</p>`,
      `<p>Method: ${escape(view.methodName)}</p>`,
      `<p class="muted">Reference ${escape(view.reference)}. This page stands in for a real payment provider: ` +
        `no card or bank details are needed.</p>`,
      '<div class="actions">',
      `<form method="post" action="${escape(actionBase)}/confirm"><button type="submit" class="primary">Pay ` +
        `now</button></form>`,
      `<form method="post" action="${escape(actionBase)}/cancel"><button type="submit">Cancel payment</button></form>`,
      '</div>',
    ].join('\n'),
  );
}

/** After a post, or for a settled or unknown link: what happened, and the way back. */
export function resultPage(title: string, message: string): string {
  return page(
    title,
    [
      `<h1 id="title">${escape(title)}</h1>`,
      `<p role="status">${escape(message)}</p>`,
      `<p><a href="${MEMBER_DEPOSIT_PAGE}">Back to your deposits</a></p>`,
    ].join('\n'),
  );
}
