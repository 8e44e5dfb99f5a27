/**
 * The crash game page and a crash round's verification page, rendered on the server in full; the
 * scripts (client/crash.ts, client/crashVerify.ts) add the live values. The game page keeps the
 * common frame (title, vendor, balance) of gamePage.ts.
 */
import type { PlayGame } from '../catalogue';
import { CRASH_TEXT as C } from '../crash/text';
import { COMMON_TEXT as T } from '../shared/text';
import { documentHtml, html, type Assets } from './html';

const HEADS = [C.colRound, C.colStake, C.colCashOut, C.colPayout, C.colResult];

export type CrashPageInput = { game: PlayGame; secret: string; launchId: bigint; assets: Assets };

export function crashPage({ game, secret, launchId, assets }: CrashPageInput): string {
  const launch = launchId.toString();
  const body = html`<div id="game" class="page crash-page" data-engine="crash"
data-session="${secret}" data-launch="${launch}">
<header class="topbar">
<div class="brand"><h1 id="game-title">${game.displayName}</h1><p class="vendor">${game.vendorName}</p></div>
<div class="wallet"><span class="label">${T.balance}</span>
<output id="balance" class="balance">${T.loading}</output> <span id="wallet" class="muted"></span></div>
</header>
<main class="stage crash">
<section class="crash-sky" aria-labelledby="crash-title">
<h2 id="crash-title" class="visually-hidden">${C.multiplier}</h2>
<p class="crash-round"><span id="round-label">${T.loading}</span></p>
<output id="multiplier" class="crash-multiplier" aria-live="off">×1.00</output>
<p id="phase" class="outcome">${T.loading}</p>
<p class="crash-hash"><span class="label">${C.roundHash}</span> <code id="round-hash" class="hash">—</code></p>
</section>
<section class="controls" aria-label="${C.stake}">
<fieldset class="stakes">
<legend>${C.stake}</legend>
<div id="chips" class="chips"></div>
</fieldset>
<p class="row"><label for="auto">${C.autoCashOut}</label>
<input id="auto" name="auto" type="text" inputmode="decimal" autocomplete="off" maxlength="8" /></p>
<div class="crash-actions">
<button id="bet" type="button" class="primary big" disabled>${C.placeBet}</button>
<button id="cashout" type="button" class="primary big" disabled>${C.cashOut}</button>
</div>
<p id="outcome" class="status" role="status" aria-live="polite"></p>
</section>
<section aria-labelledby="history-title">
<h2 id="history-title">${C.history}</h2>
<ol id="history" class="crash-history"></ol>
</section>
<section aria-labelledby="mine-title">
<h2 id="mine-title">${C.myBets}</h2>
<div class="table-scroll">
<table class="rounds">
<thead><tr>${HEADS.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody id="my-bets"><tr><td colspan="5">${T.loading}</td></tr></tbody>
</table>
</div>
</section>
<details class="rules">
<summary>${C.rules}</summary>
<ul>${C.rulesLines.map((line) => html`<li>${line}</li>`)}</ul>
</details>
</main>
<noscript><p class="notice">${T.noScript}</p></noscript>
</div>`;
  return documentHtml(`${game.displayName} — ${game.vendorName}`, assets, body, 'engine-crash');
}

export function crashVerifyPage({ roundId, assets }: { roundId: string; assets: Assets }): string {
  const body = html`<main class="page verify" id="crash-verify" data-round="${roundId}">
<h1>${C.verifyTitle}</h1>
<p>${C.verifyIntro}</p>
${
  roundId
    ? html`<section class="card-box" aria-labelledby="round-title">
<h2 id="round-title">${`${C.roundLabel.replace('{id}', roundId)}`}</h2>
<dl class="facts">
<dt>${C.chain}</dt><dd id="v-chain">${T.loading}</dd>
<dt>${C.roundNo}</dt><dd id="v-round-no">${T.loading}</dd>
<dt>${C.roundHash}</dt><dd><code id="v-hash" class="hash">${T.loading}</code></dd>
<dt>${C.seed}</dt><dd><code id="v-seed" class="hash">${T.loading}</code></dd>
<dt>${C.hashCheck}</dt><dd><code id="v-seed-hash" class="hash">${C.checking}</code></dd>
<dt>${C.crashPoint}</dt><dd id="v-crash-point">${T.loading}</dd>
<dt>${C.recomputed}</dt><dd id="v-recomputed">${C.checking}</dd>
</dl>
<p id="v-result" class="outcome" role="status" aria-live="polite">${C.checking}</p>
</section>`
    : html`<p class="notice">${C.notFound}</p>`
}
</main>`;
  return documentHtml(C.verifyTitle, assets, body, 'verify-page');
}
