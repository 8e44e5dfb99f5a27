/**
 * The virtual sports page and a league round's verification page, rendered on the server; the
 * scripts (client/virtual.ts, client/virtualVerify.ts) fill in the fixtures, prices, tracker and
 * slip from the server's state.
 */
import { VIRTUAL_TEXT as V } from '../virtual/text';
import { COMMON_TEXT as T } from '../shared/text';
import type { CrashPageInput } from './crashPage';
import { documentHtml, html, type Assets } from './html';

const HEADS = [V.colSlip, V.colSelections, V.colStake, V.colOdds, V.colPayout, V.colResult];

export function virtualPage({ game, secret, launchId, assets }: CrashPageInput): string {
  const launch = launchId.toString();
  const body = html`<div id="game" class="page virtual-page" data-engine="virtual"
data-session="${secret}" data-launch="${launch}">
<header class="topbar">
<div class="brand"><h1 id="game-title">${game.displayName}</h1><p class="vendor">${game.vendorName}</p></div>
<div class="wallet"><span class="label">${T.balance}</span>
<output id="balance" class="balance">${T.loading}</output> <span id="wallet" class="muted"></span></div>
</header>
<main class="stage virtual">
<div id="leagues">${T.loading}</div>
<section class="controls" aria-labelledby="slip-title">
<h2 id="slip-title">${V.slip}</h2>
<ul id="slip-legs" class="slip-legs"></ul>
<p id="slip-empty" class="muted">${V.slipEmpty}</p>
<fieldset class="stakes"><legend>${T.stake}</legend><div id="chips" class="chips"></div></fieldset>
<p id="slip-odds" class="muted"></p>
<button id="place" type="button" class="primary big" disabled>${V.place}</button>
<p id="outcome" class="status" role="status" aria-live="polite"></p>
</section>
<section aria-labelledby="slips-title">
<h2 id="slips-title">${V.mySlips}</h2>
<div class="table-scroll"><table class="rounds">
<thead><tr>${HEADS.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody id="my-slips"></tbody>
</table></div>
</section>
<p class="muted">${V.margin}</p>
</main>
<noscript><p class="notice">${T.noScript}</p></noscript>
</div>`;
  return documentHtml(`${game.displayName} — ${game.vendorName}`, assets, body, 'engine-virtual');
}

export function virtualVerifyPage({ roundId, assets }: { roundId: string; assets: Assets }): string {
  const body = html`<main class="page verify" id="virtual-verify" data-round="${roundId}">
<h1>${V.verifyTitle}</h1>
<p>${V.verifyIntro}</p>
<dl class="facts">
<dt>${V.seedHash}</dt><dd><code id="v-hash" class="hash">${T.loading}</code></dd>
<dt>${V.seed}</dt><dd><code id="v-seed" class="hash">${T.loading}</code></dd>
</dl>
<ul id="v-results"></ul>
<p id="v-result" class="outcome" role="status" aria-live="polite">${V.checking}</p>
</main>`;
  return documentHtml(V.verifyTitle, assets, body, 'verify-page');
}
