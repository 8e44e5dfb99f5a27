/**
 * The simulated game's page: one slot machine with a stake choice and a Spin button, the
 * player's balance as the wallet API answers it, and the round's result. Plain HTML that works
 * from the keyboard (a form, a radio group, a button, live regions) and at 360 px; the script
 * and the stylesheet are the simulator's own files (client/), so the page's CSP allows nothing
 * else: no inline script or style, no other origin.
 */
import { escapeHtml } from '../../src/shared/html';
import { formatMinor, STAKES, textsFor } from './texts';

export type PageSession = {
  key: string;
  gameCode: string;
  language: string;
  currency: string;
  balance: string;
  lobbyUrl: string;
  depositUrl: string;
};

/** Only http(s) addresses become links; anything else (javascript:…) is dropped. */
export function safeLink(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's Content-Security-Policy. frame-ancestors: the platform's site may show the game in
 * a frame of its own pages (the lobby's origin), nobody else.
 */
export function contentSecurityPolicy(lobbyUrl: string): string {
  const lobby = safeLink(lobbyUrl);
  const ancestors = lobby ? new URL(lobby).origin : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** JSON inside a data block: "<" escaped so no text closes the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGamePage(session: PageSession): string {
  const t = textsFor(session.language);
  const e = escapeHtml;
  const lobby = safeLink(session.lobbyUrl);
  const deposit = safeLink(session.depositUrl);
  const stakes = STAKES.map(
    (stake, index) =>
      `<label class="stake"><input type="radio" name="stake" value="${stake}"${index === 0 ? ' checked' : ''}>` +
      `<span>${e(formatMinor(stake, session.currency))}</span></label>`,
  ).join('');
  const links = [
    lobby && `<a href="${e(lobby)}" target="_top">${e(t.lobby)}</a>`,
    deposit && `<a href="${e(deposit)}" target="_top">${e(t.deposit)}</a>`,
  ]
    .filter(Boolean)
    .join('');
  const scriptTexts = { ...t, currency: session.currency };
  return `<!doctype html>
<html lang="${e(t.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t.title)}</title>
<link rel="stylesheet" href="/assets/game.css">
<script type="module" src="/assets/game.js"></script>
</head>
<body>
<main>
<header>
<h1>${e(t.title)}</h1>
<p class="by">${e(t.by)} · ${e(session.gameCode)}</p>
</header>
<p class="balance">${e(t.balance)}: <output id="balance">${e(formatMinor(session.balance, session.currency))}</output></p>
<p class="reels" id="reels" role="img" aria-label="${e(t.reels)}: 7 7 7"><span>7</span><span>7</span><span>7</span></p>
<form id="play" method="post" action="/game/${e(session.key)}/play">
<fieldset><legend>${e(t.stake)}</legend>${stakes}</fieldset>
<button type="submit">${e(t.play)}</button>
</form>
<p id="result" role="status" aria-live="polite"></p>
${links ? `<nav>${links}</nav>` : ''}
</main>
<script type="application/json" id="texts">${jsonBlock(scriptTexts)}</script>
</body>
</html>
`;
}
