/**
 * The virtual sports page: the next round of each league with its prices (pick odds to build a
 * slip), the match tracker of the round in play, the last results with their verification link,
 * and the member's slips. The server decides everything (virtual/routes.ts); this page polls it.
 */
import { fill, moneyLabel, multiplierLabel } from '../shared/format';
import { COMMON_TEXT as T } from '../shared/text';
import type { VirtualStateValue, LeagueView } from '../virtual/state';
import { VIRTUAL_PATHS } from '../virtual/api';
import { slipOddsHundredths, slipPayout, togglePick, type SlipPick } from '../virtual/slipMath';
import type { SlipView } from '../virtual/slips';
import { VIRTUAL_TEXT as V } from '../virtual/text';
import { newRequestId, playApi, PlayError } from './api';
import { byId, el } from './dom';

const root = byId('game');
const api = playApi(root.dataset.session ?? '', T.networkError);
const launchId = root.dataset.launch ?? '';
if (launchId && !location.pathname.startsWith('/play/game/')) history.replaceState(null, '', `/play/game/${launchId}`);

let state: VirtualStateValue | undefined;
let slip: SlipPick[] = [];
let offset = 0;
let drawnRounds = '';
let busy = false;
let requestId = newRequestId();

const odds = (h: number | bigint) => multiplierLabel(h).replace('×', '');
const stake = () =>
  document.querySelector<HTMLInputElement>('input[name="stake"]:checked')?.value ?? state?.chipsMinor[0] ?? '0';

function priceButton(fixture: { id: string; home: string; away: string }, market: string, pick: string, price: number) {
  const label = fill(V.pickLabel, {
    match: `${fixture.home} – ${fixture.away}`,
    market: V.markets[market] ?? market,
    pick: V.picks[pick] ?? pick,
    odds: odds(price),
  });
  const button = el(
    'button',
    {
      className: 'price',
      attrs: {
        type: 'button',
        'aria-label': label,
        'aria-pressed': 'false',
        'data-key': `${fixture.id}:${market}:${pick}`,
      },
    },
    [el('span', { text: V.picks[pick] ?? pick }), el('strong', { text: odds(price) })],
  );
  button.addEventListener('click', () => {
    slip = togglePick(slip, { fixtureId: fixture.id, market, pick, odds: price, label });
    requestId = newRequestId();
    drawSlip();
  });
  return button;
}

function leagueSection(view: LeagueView) {
  const fixtures = view.open.fixtures.map((f) => {
    const markets = new Map<string, HTMLElement>();
    for (const price of f.prices) {
      if (price.odds === null) continue;
      if (!markets.has(price.market))
        markets.set(
          price.market,
          el(
            'div',
            { className: 'market', attrs: { role: 'group', 'aria-label': V.markets[price.market] ?? price.market } },
            [el('span', { className: 'muted', text: V.markets[price.market] ?? price.market })],
          ),
        );
      markets.get(price.market)!.append(priceButton(f, price.market, price.pick, price.odds));
    }
    return el('li', { className: 'fixture' }, [el('h4', { text: `${f.home} – ${f.away}` }), ...markets.values()]);
  });
  return el(
    'section',
    { className: 'league card-box', attrs: { 'aria-label': V.leagues[view.league] ?? view.league } },
    [
      el('h2', { text: V.leagues[view.league] ?? view.league }),
      el('p', { className: 'kickoff', attrs: { 'data-kickoff': String(view.open.kickOffAt) } }),
      el('p', { className: 'muted' }, [
        el('span', { text: `${V.seedHash}: ` }),
        el('code', { className: 'hash', text: view.open.seedHash }),
      ]),
      el('ul', { className: 'fixtures' }, fixtures),
      el('div', { className: 'live', attrs: { id: `live-${view.league}`, 'aria-live': 'polite' } }),
      el('div', { className: 'last', attrs: { id: `last-${view.league}` } }),
    ],
  );
}

function drawLive(view: LeagueView) {
  const live = byId(`live-${view.league}`);
  live.replaceChildren(
    ...(view.live
      ? [
          el('h3', { text: fill(V.live, { round: view.live.round, minute: view.live.minute }) }),
          el(
            'ul',
            { className: 'tracker' },
            view.live.matches.map((m) => el('li', { text: `${m.home} ${m.score} ${m.away}` })),
          ),
        ]
      : [el('p', { className: 'muted', text: V.noLive })]),
  );
  const last = byId(`last-${view.league}`);
  last.replaceChildren(
    ...(view.last
      ? [
          el('h3', { text: fill(V.lastResults, { round: view.last.round }) }),
          el(
            'ul',
            { className: 'results' },
            view.last.results.map((r) => el('li', { text: `${r.home} ${r.score} ${r.away}` })),
          ),
          el('a', {
            text: fill(V.verify, { round: view.last.round }),
            attrs: { href: `${VIRTUAL_PATHS.verifyPage}${view.last.roundId}`, target: '_blank', rel: 'noopener' },
          }),
        ]
      : []),
  );
}

function drawSlip() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button.price'))
    button.setAttribute(
      'aria-pressed',
      String(slip.some((p) => `${p.fixtureId}:${p.market}:${p.pick}` === button.dataset.key)),
    );
  byId('slip-legs').replaceChildren(
    ...slip.map((p) => {
      const remove = el('button', {
        text: V.remove,
        attrs: { type: 'button', 'aria-label': `${V.remove}: ${p.label}` },
      });
      remove.addEventListener('click', () => {
        slip = slip.filter((q) => q !== p);
        drawSlip();
      });
      return el('li', {}, [el('span', { text: p.label }), remove]);
    }),
  );
  byId('slip-empty').hidden = slip.length > 0;
  const money = state?.money;
  byId('slip-odds').textContent =
    slip.length && money
      ? fill(V.slipOdds, {
          odds: odds(slipOddsHundredths(slip)),
          stake: moneyLabel(stake(), money),
          payout: moneyLabel(slipPayout(BigInt(stake()), slip), money),
        })
      : '';
  byId<HTMLButtonElement>('place').disabled = busy || slip.length === 0;
}

function drawSlips(slips: SlipView[]) {
  const money = state!.money;
  byId('my-slips').replaceChildren(
    ...slips.map((s) =>
      el('tr', {}, [
        el('td', { text: s.slipId }),
        el('td', {
          text: s.legs
            .map((l) => `${l.fixtureId} ${V.markets[l.market] ?? l.market} ${V.picks[l.pick] ?? l.pick}`)
            .join('; '),
        }),
        el('td', { text: moneyLabel(s.stakeMinor, money) }),
        el('td', { text: odds(s.oddsHundredths) }),
        el('td', { text: moneyLabel(s.payoutMinor, money) }),
        el('td', { text: s.status === 'open' ? V.open : s.status === 'won' ? V.won : V.lost }),
      ]),
    ),
  );
}

function apply(next: VirtualStateValue, sentAt: number) {
  offset = Math.round(next.serverTime - (sentAt + Date.now()) / 2);
  state = next;
  byId('balance').textContent = moneyLabel(next.balanceMinor, next.money);
  byId('wallet').textContent = next.playMoney ? T.walletPlay : '';
  const rounds = next.leagues.map((l) => `${l.league}:${l.open.round}`).join(',');
  if (rounds !== drawnRounds) {
    drawnRounds = rounds;
    byId('leagues').replaceChildren(...next.leagues.map(leagueSection));
    // Picks on matches that have kicked off leave the slip.
    const open = new Set(next.leagues.flatMap((l) => l.open.fixtures.map((f) => f.id)));
    slip = slip.filter((p) => open.has(p.fixtureId));
    if (!byId('chips').childElementCount)
      byId('chips').replaceChildren(
        ...next.chipsMinor.map((minor, i) => {
          const input = el('input', { attrs: { type: 'radio', name: 'stake', value: minor, id: `stake-${i}` } });
          if (i === 0) input.checked = true;
          input.addEventListener('change', drawSlip);
          return el('label', { className: 'chip', attrs: { for: `stake-${i}` } }, [
            input,
            el('span', { text: moneyLabel(minor, next.money) }),
          ]);
        }),
      );
    drawSlip();
  }
  for (const view of next.leagues) drawLive(view);
  drawSlips(next.slips);
}

function tick() {
  const now = Date.now() + offset;
  for (const p of document.querySelectorAll<HTMLElement>('p.kickoff')) {
    const left = Math.max(0, Math.ceil((Number(p.dataset.kickoff) - now) / 1000));
    const text = fill(V.nextRound, {
      round: (state?.leagues[0]?.open.round ?? 0).toString(),
      time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
    });
    if (p.textContent !== text) p.textContent = text;
  }
}

async function poll() {
  const sentAt = Date.now();
  try {
    apply(await api.get<VirtualStateValue>(VIRTUAL_PATHS.state), sentAt);
  } catch (error) {
    byId('outcome').textContent = error instanceof PlayError ? error.message : T.networkError;
    if (error instanceof PlayError && error.code === 'game.session.invalid') return;
  }
  setTimeout(() => void poll(), 2_000);
}

byId('place').addEventListener('click', () => {
  if (!state || slip.length === 0) return;
  busy = true;
  drawSlip();
  const legs = slip.map(({ fixtureId, market, pick, odds: price }) => ({ fixtureId, market, pick, odds: price }));
  api
    .post<{ slip: SlipView; balanceMinor: string }>(VIRTUAL_PATHS.slip, { requestId, stakeMinor: stake(), legs })
    .then((value) => {
      byId('balance').textContent = moneyLabel(value.balanceMinor, state!.money);
      byId('outcome').textContent = fill(V.placed, {
        id: value.slip.slipId,
        stake: moneyLabel(value.slip.stakeMinor, state!.money),
        odds: odds(value.slip.oddsHundredths),
      });
      slip = [];
      requestId = newRequestId();
      drawSlips([value.slip, ...state!.slips.filter((s) => s.slipId !== value.slip.slipId)]);
    })
    .catch(
      (error: unknown) => (byId('outcome').textContent = error instanceof PlayError ? error.message : T.networkError),
    )
    .finally(() => {
      busy = false;
      drawSlip();
    });
});

setInterval(tick, 500);
void poll();
