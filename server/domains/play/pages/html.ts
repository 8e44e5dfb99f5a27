/**
 * The HTML around every built-in game page: escaping, the document shell and the pages' CSP.
 * Pages carry no inline script or style; their script and stylesheet come from /play/assets/.
 */
import { escapeHtml } from '../../../../src/shared/html';

/** An origin that may appear in a CSP source list (scheme://host[:port], nothing else). */
const CSP_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * Strict: own scripts, styles, images and calls only; framed only by the platform itself and by
 * the desktop renderer's origin (the server's CORS origins, e.g. app://bundle), whose /seamless
 * and lottery pages frame the game like the web's do.
 */
export function playPageCsp(frameAncestors: readonly string[] = []): string {
  const ancestors = ["'self'", ...frameAncestors.filter((origin) => CSP_ORIGIN.test(origin))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export { escapeHtml };

/** A tagged template that escapes every interpolated value unless it is already Html. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Part = string | number | Html | readonly Html[] | null | undefined | false;

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    if (value instanceof Html) out += value.text;
    else if (Array.isArray(value)) out += value.map((v: Html) => v.text).join('');
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1]!;
  });
  return new Html(out);
}

export type Assets = { script?: string; style: string };

/** The whole document: language, title, the stylesheet, the page's module script. */
export function documentHtml(title: string, assets: Assets, body: Html, bodyClass = ''): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<meta name="referrer" content="no-referrer" />
<meta name="color-scheme" content="light dark" />
<link rel="icon" href="data:," />
<title>${title}</title>
<link rel="stylesheet" href="${assets.style}" />
${assets.script ? html`<script type="module" src="${assets.script}"></script>` : null}
</head>
<body class="${bodyClass}">
${body}
</body>
</html>
`.text;
}

/** A page that only says what happened (used, expired or unknown links). */
export function noticePage(title: string, message: string, assets: Assets): string {
  return documentHtml(
    title,
    assets,
    html`<main class="notice" aria-labelledby="notice-title">
<h1 id="notice-title">${title}</h1>
<p>${message}</p>
</main>`,
    'notice-page',
  );
}
