/**
 * The house games' stages (the board of each game; the header, chips and fairness panel are
 * gamePage.ts's). Every control is a real button or input with an accessible name; the page
 * script (client/<game>.ts) brings them to life.
 */
import type { PlayGame } from '../../catalogue';
import { FISH } from '../../shared/games/fishing';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS } from '../../shared/games/plinko';
import { RED } from '../../shared/games/roulette';
import { TOTAL_PAYS } from '../../shared/games/sicbo';
import { fill } from '../../shared/format';
import {
  BACCARAT_TEXT,
  BLACKJACK_TEXT,
  DICE_TEXT,
  FISHING_TEXT,
  HOUSE_COMMON,
  KENO_TEXT,
  MINES_TEXT,
  PLINKO_TEXT,
  ROULETTE_TEXT,
  SICBO_TEXT,
  SLOT5_TEXT,
} from '../../shared/houseText';
import { html, type Html } from '../html';
import { infoPanel } from './info';

export type Stage = { board: Html; action: { id: string; label: string }; info: Html; registryId: string };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const betButton = (bet: object, label: string, className = '') =>
  html`<button type="button" class="bet ${className}" data-bet="${JSON.stringify(bet)}" data-label="${label}" aria-label="${label}">${label}</button>`;
const outcome = (text: string) => html`<p id="outcome" class="outcome" role="status" aria-live="polite">${text}</p>`;

function slot5(game: PlayGame): Stage {
  const T = SLOT5_TEXT;
  const reels = range(1, 5).map(
    (n) =>
      html`<div class="reel5" id="reel-${n - 1}" role="img" aria-label="${fill(T.reel, { n, symbols: '—' })}">${range(0, 2).map(() => html`<span class="cell" aria-hidden="true">·</span>`)}</div>`,
  );
  return {
    registryId: `slot5-${game.house.theme ?? ''}`,
    board: html`<h2 class="visually-hidden">${T.reels}</h2><div id="reels" class="reels5 theme-${game.house.theme ?? ''}">${reels}</div>
<p id="lines" class="muted"></p><p id="free-spins" class="muted"></p>${outcome(T.ready)}`,
    action: { id: 'spin', label: T.spin },
    info: infoPanel(`slot5-${game.house.theme ?? ''}`, T.rules),
  };
}

function roulette(): Stage {
  const T = ROULETTE_TEXT;
  const numbers = range(0, 36).map((n) =>
    betButton(
      { kind: 'straight', numbers: [n] },
      fill(T.straight, { n }),
      n === 0 ? 'green' : RED.has(n) ? 'red' : 'black',
    ),
  );
  const o = T.outside;
  const outside = [
    betButton({ kind: 'red' }, o.red, 'red'),
    betButton({ kind: 'black' }, o.black, 'black'),
    betButton({ kind: 'odd' }, o.odd),
    betButton({ kind: 'even' }, o.even),
    betButton({ kind: 'low' }, o.low),
    betButton({ kind: 'high' }, o.high),
    ...[1, 2, 3].map((n) => betButton({ kind: 'dozen', index: n }, fill(o.dozen, { n }))),
    ...[1, 2, 3].map((n) => betButton({ kind: 'column', index: n }, fill(o.column, { n }))),
  ];
  return {
    registryId: 'roulette',
    board: html`<div id="wheel" class="wheel" aria-hidden="true">–</div>
<fieldset class="board roulette-board"><legend>${T.board}</legend><div class="numbers">${numbers}</div><div class="outside">${outside}</div></fieldset>
<p id="bet-total" class="muted"></p><button id="clear" type="button">${HOUSE_COMMON.clear}</button>${outcome(T.ready)}`,
    action: { id: 'play', label: T.spin },
    info: infoPanel('roulette', T.rules, (id) => (o as Record<string, string>)[id] ?? id),
  };
}

function baccarat(): Stage {
  const T = BACCARAT_TEXT;
  const bets = (Object.keys(T.options) as (keyof typeof T.options)[]).map((option) =>
    betButton({ option }, T.options[option]),
  );
  return {
    registryId: 'baccarat',
    board: html`<div id="cards" class="hands"><p id="player-hand"></p><p id="banker-hand"></p></div>
<fieldset class="board"><legend>${T.board}</legend><div class="options">${bets}</div></fieldset>
<p id="bet-total" class="muted"></p><button id="clear" type="button">${HOUSE_COMMON.clear}</button>${outcome(T.ready)}`,
    action: { id: 'play', label: T.deal },
    info: infoPanel('baccarat', T.rules, (id) => (T.options as Record<string, string>)[id] ?? id),
  };
}

function sicbo(): Stage {
  const T = SICBO_TEXT;
  const o = T.options;
  const bets = [
    ...(['small', 'big', 'odd', 'even', 'anyTriple'] as const).map((kind) => betButton({ kind }, o[kind])),
    ...Object.keys(TOTAL_PAYS).map((t) => betButton({ kind: 'total', total: Number(t) }, fill(o.total, { n: t }))),
    ...range(1, 6).map((face) => betButton({ kind: 'single', face }, fill(o.single, { n: face }))),
  ];
  return {
    registryId: 'sicbo',
    board: html`<p id="dice" class="dice" aria-hidden="true">⚀ ⚀ ⚀</p>
<fieldset class="board"><legend>${T.board}</legend><div class="options">${bets}</div></fieldset>
<p id="bet-total" class="muted"></p><button id="clear" type="button">${HOUSE_COMMON.clear}</button>${outcome(T.ready)}`,
    action: { id: 'play', label: T.roll },
    info: infoPanel('sicbo', T.rules),
  };
}

function dice(): Stage {
  const T = DICE_TEXT;
  return {
    registryId: 'dice',
    board: html`<p id="roll" class="big-number" aria-hidden="true">—</p>
<div class="field"><label for="target">${T.target}</label> <input id="target" type="range" min="1" max="9899" step="1" value="4950" /> <output id="target-value" for="target">4950</output></div>
<fieldset class="direction"><legend>${T.direction}</legend>
<label><input type="radio" name="direction" value="under" checked /> ${T.under}</label>
<label><input type="radio" name="direction" value="over" /> ${T.over}</label></fieldset>
<p id="chance" class="muted"></p>${outcome(T.ready)}`,
    action: { id: 'play', label: T.roll },
    info: infoPanel('dice', T.rules),
  };
}

function plinko(): Stage {
  const T = PLINKO_TEXT;
  return {
    registryId: 'plinko',
    board: html`<div class="field"><label for="rows">${T.rows}</label> <select id="rows">${range(MIN_ROWS, MAX_ROWS).map((n) => html`<option value="${n}"${n === 12 ? html` selected` : null}>${n}</option>`)}</select>
<label for="risk">${T.risk}</label> <select id="risk">${PLINKO_RISKS.map((r) => html`<option value="${r}">${T.risks[r]}</option>`)}</select></div>
<div id="pins" class="pins" role="img" aria-label="${T.board}"></div><ol id="bins" class="bins" aria-label="${T.board}"></ol>${outcome(T.ready)}`,
    action: { id: 'play', label: T.drop },
    info: infoPanel('plinko', T.rules),
  };
}

function keno(): Stage {
  const T = KENO_TEXT;
  const grid = range(1, 40).map(
    (n) =>
      html`<button type="button" class="num" data-n="${n}" aria-pressed="false" aria-label="${fill(T.number, { n })}">${n}</button>`,
  );
  return {
    registryId: 'keno',
    board: html`<fieldset class="board"><legend>${T.grid}</legend><div id="keno-grid" class="keno-grid">${grid}</div></fieldset>
<p id="picked" class="muted">${fill(T.picked, { n: 0 })}</p><button id="clear" type="button">${T.clear}</button>${outcome(T.ready)}`,
    action: { id: 'play', label: T.play },
    info: infoPanel('keno', T.rules, (id) => id.replace('pick-', '') + ' picks'),
  };
}

function fishing(): Stage {
  const T = FISHING_TEXT;
  const fish = FISH.map(
    (f, i) =>
      html`<button type="button" class="fish fish-${i}" data-fish="${f.id}" aria-pressed="${i === 0 ? 'true' : 'false'}">${fill(T.fish, { name: T.names[f.id] ?? f.id, multiplier: f.multiplier })}</button>`,
  );
  return {
    registryId: 'fishing',
    board: html`<div id="sea" class="sea" role="group" aria-label="${T.sea}">${fish}</div>${outcome(T.ready)}`,
    action: { id: 'play', label: T.shoot },
    info: infoPanel('fishing', T.rules),
  };
}

function blackjack(): Stage {
  const T = BLACKJACK_TEXT;
  const actions = (Object.keys(T.actions) as (keyof typeof T.actions)[]).map(
    (a) => html`<button type="button" class="act" data-action="${a}" disabled>${T.actions[a]}</button>`,
  );
  return {
    registryId: 'blackjack',
    board: html`<div class="hands"><p id="dealer"></p><div id="hands"></div></div><div class="actions">${actions}</div>${outcome(T.ready)}`,
    action: { id: 'play', label: T.deal },
    info: infoPanel('blackjack', T.rules),
  };
}

function mines(): Stage {
  const T = MINES_TEXT;
  const tiles = range(0, 24).map(
    (n) =>
      html`<button type="button" class="tile" data-tile="${n}" disabled aria-label="${fill(T.tile, { n: n + 1 })}"></button>`,
  );
  return {
    registryId: 'mines',
    board: html`<div class="field"><label for="mine-count">${T.mines}</label> <select id="mine-count">${range(1, 24).map((n) => html`<option value="${n}"${n === 3 ? html` selected` : null}>${n}</option>`)}</select></div>
<div id="field" class="mines-grid" role="group" aria-label="${T.field}">${tiles}</div>
<button id="cashout" type="button" disabled>${T.cashOut}</button>${outcome(T.ready)}`,
    action: { id: 'play', label: T.start },
    info: infoPanel('mines', T.rules),
  };
}

const STAGES: Record<string, (game: PlayGame) => Stage> = {
  slot5,
  roulette,
  baccarat,
  sicbo,
  dice,
  plinko,
  keno,
  fishing,
  blackjack,
  mines,
};

export const houseStageOf = (game: PlayGame): Stage | undefined => STAGES[game.engine]?.(game);
