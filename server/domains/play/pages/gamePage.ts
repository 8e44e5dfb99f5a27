/**
 * The game pages, rendered on the server in full (the page script adds behaviour and live
 * values): the launched catalogue game's name and vendor, the machine, the stake chips, the
 * fairness panel. The session secret is in a data- attribute the script sends as X-Game-Session.
 */
import type { PlayGame } from '../catalogue';
import { fill } from '../shared/format';
import { ANY_BARS, ONE_CHERRY, slotRtp, SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES, windowOf } from '../shared/slotRules';
import { COMMON_TEXT, HILO_TEXT, SLOT_TEXT } from '../shared/text';
import { documentHtml, html, type Assets, type Html } from './html';
import { stakeRange } from './house/info';
import { houseStageOf, type Stage } from './house/stages';

export type GamePageInput = { game: PlayGame; secret: string; launchId: bigint; assets: Assets };

const T = COMMON_TEXT;

function percent(numerator: bigint, denominator: bigint): string {
  // Four decimals, exact to the digit shown (rounded down): 96.3625 %.
  const tenThousandths = (numerator * 1_000_000n) / denominator;
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
}

const payMultiple = (pay: number) => `×${pay / 100}`;

function fairPanel(): Html {
  return html`<aside class="fair" aria-labelledby="fair-title">
<details id="fair-panel">
<summary><h2 id="fair-title">${T.fairTitle}</h2></summary>
<p>${T.fairIntro}</p>
<dl class="facts">
<dt>${T.serverSeedHash}</dt><dd><code id="seed-hash" class="hash">${T.loading}</code></dd>
<dt>${T.nextNonce}</dt><dd id="nonce">${T.loading}</dd>
</dl>
<form id="client-seed-form" class="row">
<label for="client-seed">${T.clientSeed}</label>
<input id="client-seed" name="clientSeed" type="text" maxlength="64" autocomplete="off" spellcheck="false" required />
<button type="submit">${T.changeClientSeed}</button>
</form>
<p><button id="rotate" type="button">${T.rotate}</button></p>
<p id="fair-status" class="status" role="status" aria-live="polite"></p>
<h3>${T.recentRounds}</h3>
<div class="table-scroll">
<table class="rounds">
<thead><tr><th scope="col">${T.colGame}</th><th scope="col">${T.colStake}</th><th scope="col">${T.colPayout}</th><th scope="col">${T.colResult}</th><th scope="col">${T.colVerify}</th></tr></thead>
<tbody id="recent"><tr><td colspan="5">${T.loading}</td></tr></tbody>
</table>
</div>
<p><a href="/play/verify" target="_blank" rel="noopener">${T.howVerify}</a></p>
</details>
</aside>`;
}

function stakeControls(actionId: string, actionLabel: string): Html {
  return html`<section class="controls" aria-label="${T.stake}">
<fieldset class="stakes">
<legend>${T.stake}</legend>
<div id="chips" class="chips"></div>
<p id="max-stake" class="muted"></p>
</fieldset>
<button id="${actionId}" type="button" class="primary big" disabled>${actionLabel}</button>
</section>`;
}

function header(game: PlayGame): Html {
  return html`<header class="topbar">
<div class="brand"><h1 id="game-title">${game.displayName}</h1><p class="vendor">${game.vendorName}</p></div>
<div class="wallet"><span class="label">${T.balance}</span> <output id="balance" class="balance">${T.loading}</output> <span id="wallet" class="muted"></span>
<button id="reset-play-money" type="button" hidden>${T.resetPlayMoney}</button></div>
</header>`;
}

function gameBody(input: GamePageInput, stage: Html): Html {
  const { game, secret } = input;
  const launch = input.launchId.toString();
  return html`<div id="game" class="page" data-engine="${game.engine}" data-session="${secret}" data-launch="${launch}">
${header(game)}
${stage}
${fairPanel()}
<noscript><p class="notice">${T.noScript}</p></noscript>
</div>`;
}

function slotStage(): Html {
  const S = SLOT_TEXT;
  const start = windowOf([0, 0, 0]);
  const reels = start.map((cells, i) => {
    const label = fill(S.reel, {
      n: i + 1,
      above: S.symbolNames[cells[0]!],
      line: S.symbolNames[cells[1]!],
      below: S.symbolNames[cells[2]!],
    });
    const symbols = cells.map((symbol, row) => {
      const cell = `cell sym-${symbol.toLowerCase()}${row === 1 ? ' payline' : ''}`;
      return html`<span class="${cell}" aria-hidden="true">${S.symbolGlyphs[symbol]}</span>`;
    });
    return html`<div class="reel" id="reel-${i}" role="img" aria-label="${label}">
${symbols}
</div>`;
  });
  const rtp = slotRtp();
  const pays: [string, number][] = [
    ...SYMBOLS.map((s): [string, number] => [fill(S.payThree, { symbol: S.symbolNames[s] }), THREE_OF_A_KIND[s]]),
    [S.payBars, ANY_BARS],
    [S.payTwoCherries, TWO_CHERRIES],
    [S.payOneCherry, ONE_CHERRY],
  ];
  const payRows = pays.map(([name, pay]) => html`<tr><th scope="row">${name}</th><td>${payMultiple(pay)}</td></tr>`);
  const rtpText = fill(S.rtp, {
    rtp: percent(rtp.numerator, rtp.denominator),
    edge: percent(rtp.denominator - rtp.numerator, rtp.denominator),
  });
  return html`<main class="stage slot">
<section class="machine" aria-labelledby="reels-title">
<h2 id="reels-title" class="visually-hidden">${S.reels}</h2>
<div id="reels" class="reels">${reels}</div>
<p id="outcome" class="outcome" role="status" aria-live="polite">${S.ready}</p>
</section>
${stakeControls('spin', S.spin)}
<details class="paytable">
<summary>${S.paytable}</summary>
<table><tbody>${payRows}</tbody></table>
<p class="muted">${rtpText}</p>
</details>
</main>`;
}

function hiloStage(): Html {
  const H = HILO_TEXT;
  return html`<main class="stage hilo">
<section class="table-felt" aria-labelledby="hilo-title">
<h2 id="hilo-title" class="visually-hidden">${H.trail}</h2>
<div class="card-area">
<div id="card" class="card card-empty" role="img" aria-label="${fill(H.currentCard, { card: H.noCard })}"><span class="rank" aria-hidden="true"></span><span class="suit" aria-hidden="true"></span></div>
<div class="multiplier"><span class="label">${H.multiplier}</span> <output id="multiplier">×1.00</output></div>
</div>
<ol id="trail" class="trail" aria-label="${H.trail}"></ol>
<p id="outcome" class="outcome" role="status" aria-live="polite">${H.ready}</p>
<div class="guesses">
<button id="higher" type="button" disabled><span>${H.higher}</span> <span id="higher-odds" class="odds"></span></button>
<button id="lower" type="button" disabled><span>${H.lower}</span> <span id="lower-odds" class="odds"></span></button>
<button id="cashout" type="button" class="primary" disabled>${H.cashOut}</button>
</div>
</section>
${stakeControls('deal', H.deal)}
<details class="rules">
<summary>${H.rules}</summary>
<ul>${H.rulesLines.map((line) => html`<li>${line}</li>`)}</ul>
</details>
</main>`;
}

/** A house game's stage: its board, the stake chips with its action, its info panel (pages/house/). */
function houseStage(engine: string, stage: Stage): Html {
  const { min, max } = stakeRange(stage.registryId);
  return html`<main class="stage house house-${engine}" data-min-stake="${min.toString()}" data-max-stake="${max.toString()}">
<section class="table-felt house-board" aria-label="${engine}">
${stage.board}
</section>
${stakeControls(stage.action.id, stage.action.label)}
${stage.info}
</main>`;
}

export function gamePage(input: GamePageInput): string {
  const house = houseStageOf(input.game);
  const stage = house ? houseStage(input.game.engine, house) : input.game.engine === 'slot' ? slotStage() : hiloStage();
  return documentHtml(
    `${input.game.displayName} — ${input.game.vendorName}`,
    input.assets,
    gameBody(input, stage),
    `engine-${input.game.engine}`,
  );
}
