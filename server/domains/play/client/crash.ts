/**
 * The crash page: polls the round from the server (crash/routes.ts), animates the multiplier from
 * the server's clock (crash/display.ts), places a bet and cashes out. Every decision is the
 * server's: a click only asks, and the answer says what happened.
 */
import { CRASH_PATHS, type CrashBetValue, type CrashBetView, type CrashStateValue } from '../crash/api';
import { clockOffset, parseAutoCashOut, shownAt } from '../crash/display';
import { CRASH_TEXT as C } from '../crash/text';
import { fill, moneyLabel, multiplierLabel } from '../shared/format';
import { COMMON_TEXT as T } from '../shared/text';
import { playApi, PlayError } from './api';
import { byId, el } from './dom';

const POLL_FLYING_MS = 400;
const POLL_IDLE_MS = 1_000;

const root = byId('game');
const api = playApi(root.dataset.session ?? '', T.networkError);
const launchId = root.dataset.launch ?? '';
if (launchId && !location.pathname.startsWith('/play/game/')) history.replaceState(null, '', `/play/game/${launchId}`);

const multiplier = byId<HTMLOutputElement>('multiplier');
const phaseText = byId('phase');
const roundLabel = byId('round-label');
const roundHash = byId('round-hash');
const outcome = byId('outcome');
const balance = byId('balance');
const betButton = byId<HTMLButtonElement>('bet');
const cashButton = byId<HTMLButtonElement>('cashout');
const autoInput = byId<HTMLInputElement>('auto');

let state: CrashStateValue | undefined;
let offset = 0;
let busy = false;
let ended = false;
let chipsDrawn = false;

const serverNow = () => Date.now() + offset;
const verifyHref = (id: string) => `${CRASH_PATHS.verifyPage}${id}`;

function problem(error: unknown): string {
  if (error instanceof PlayError) {
    if (error.code === 'game.session.invalid') {
      ended = true;
      return T.sessionEnded;
    }
    return error.message;
  }
  return T.networkError;
}

function drawChips(s: CrashStateValue) {
  if (chipsDrawn) return;
  chipsDrawn = true;
  byId('chips').replaceChildren(
    ...s.chipsMinor.map((minor, i) => {
      const input = el('input', { attrs: { type: 'radio', name: 'stake', value: minor, id: `stake-${i}` } });
      if (i === 0) input.checked = true;
      return el('label', { className: 'chip', attrs: { for: `stake-${i}` } }, [
        input,
        el('span', { text: moneyLabel(minor, s.money) }),
      ]);
    }),
  );
  byId('wallet').textContent = s.playMoney ? T.walletPlay : '';
}

function resultText(bet: CrashBetView): string {
  return bet.status === 'open' ? C.resultOpen : bet.status === 'won' ? C.resultWon : C.resultLost;
}

function drawLists(s: CrashStateValue) {
  byId('history').replaceChildren(
    ...s.history.map((r) =>
      el('li', {}, [
        el('a', {
          className: (r.crashPoint ?? 0) >= 200 ? 'high' : 'low',
          text: multiplierLabel(r.crashPoint ?? 100),
          attrs: {
            href: verifyHref(r.id),
            target: '_blank',
            rel: 'noopener',
            'aria-label': fill(C.verify, { id: r.id }),
          },
        }),
      ]),
    ),
  );
  const rows = s.myBets.map((bet) =>
    el('tr', {}, [
      el('td', {}, [
        el('a', { text: bet.roundId, attrs: { href: verifyHref(bet.roundId), target: '_blank', rel: 'noopener' } }),
      ]),
      el('td', { text: moneyLabel(bet.stakeMinor, s.money) }),
      el('td', { text: bet.cashedOutAt === null ? '—' : multiplierLabel(bet.cashedOutAt) }),
      el('td', { text: moneyLabel(bet.payoutMinor, s.money) }),
      el('td', { text: resultText(bet) }),
    ]),
  );
  byId('my-bets').replaceChildren(
    ...(rows.length ? rows : [el('tr', {}, [el('td', { text: C.noBets, attrs: { colspan: '5' } })])]),
  );
}

/** One frame: the multiplier and phase from the server's clock, the buttons from the state. */
function frame() {
  if (state?.round) {
    const round = state.round;
    const shown = shownAt(round, serverNow());
    // Between rounds the last crash stays on screen until the next round opens.
    const last = shown.phase === 'waiting' ? state.history[0] : undefined;
    const big = last?.crashPoint ?? shown.multiplier;
    multiplier.textContent = multiplierLabel(big);
    multiplier.dataset.phase = last ? 'crashed' : shown.phase;
    const phrase = last
      ? fill(C.crashedWaiting, { multiplier: multiplierLabel(big), seconds: shown.secondsLeft })
      : shown.phase === 'waiting'
        ? fill(C.waiting, { seconds: shown.secondsLeft })
        : shown.phase === 'betting'
          ? fill(C.betting, { seconds: shown.secondsLeft })
          : shown.phase === 'flying'
            ? C.flying
            : fill(C.crashed, { multiplier: multiplierLabel(shown.multiplier) });
    if (phaseText.textContent !== phrase) phaseText.textContent = phrase;
    const mine = state.myBet;
    betButton.disabled = busy || ended || shown.phase !== 'betting' || mine !== null;
    cashButton.disabled =
      busy || ended || shown.phase !== 'flying' || mine === null || mine.status !== 'open' || shown.multiplier < 101;
    cashButton.textContent =
      shown.phase === 'flying' && mine?.status === 'open'
        ? fill(C.cashOutAt, { multiplier: multiplierLabel(shown.multiplier) })
        : C.cashOut;
  }
  requestAnimationFrame(frame);
}

function apply(next: CrashStateValue, sentAt: number) {
  offset = clockOffset(next.serverTime, sentAt, Date.now());
  const previous = state;
  state = next;
  balance.textContent = moneyLabel(next.balanceMinor, next.money);
  drawChips(next);
  if (next.round) {
    roundLabel.textContent = fill(C.roundLabel, { id: next.round.id });
    roundHash.textContent = next.round.hash;
  }
  // The end of the round the member played: say how it went.
  const before = previous?.myBet;
  if (before && before.status === 'open' && previous?.round?.id === before.roundId) {
    const now = next.myBets.find((b) => b.roundId === before.roundId);
    if (now && now.status === 'lost')
      outcome.textContent = fill(C.lost, {
        multiplier: multiplierLabel(next.history.find((r) => r.id === now.roundId)?.crashPoint ?? 100),
        stake: moneyLabel(now.stakeMinor, next.money),
      });
  }
  drawLists(next);
}

async function poll() {
  if (ended) return;
  const sentAt = Date.now();
  try {
    apply(await api.get<CrashStateValue>(CRASH_PATHS.state), sentAt);
  } catch (error) {
    outcome.textContent = problem(error);
  }
  if (ended) return;
  const flying = state?.round && shownAt(state.round, serverNow()).phase === 'flying';
  setTimeout(() => void poll(), flying ? POLL_FLYING_MS : POLL_IDLE_MS);
}

function betDone(value: CrashBetValue) {
  if (!state) return;
  state = { ...state, myBet: value.bet, balanceMinor: value.balanceMinor };
  balance.textContent = moneyLabel(value.balanceMinor, state.money);
}

betButton.addEventListener('click', () => {
  const round = state?.round;
  if (!round || !state) return;
  const auto = parseAutoCashOut(autoInput.value);
  if (auto === undefined) {
    outcome.textContent = C.autoInvalid;
    autoInput.focus();
    return;
  }
  const stake = document.querySelector<HTMLInputElement>('input[name="stake"]:checked')?.value ?? state.chipsMinor[0];
  busy = true;
  api
    .post<CrashBetValue>(CRASH_PATHS.bet, { roundId: round.id, stakeMinor: stake, autoCashOut: auto ?? undefined })
    .then((value) => {
      betDone(value);
      outcome.textContent = fill(C.betPlaced, { stake: moneyLabel(value.bet.stakeMinor, state!.money), id: round.id });
    })
    .catch((error: unknown) => (outcome.textContent = problem(error)))
    .finally(() => (busy = false));
});

cashButton.addEventListener('click', () => {
  const round = state?.round;
  if (!round) return;
  busy = true;
  api
    .post<CrashBetValue>(CRASH_PATHS.cashOut, { roundId: round.id })
    .then((value) => {
      betDone(value);
      outcome.textContent = fill(C.cashedOut, {
        multiplier: multiplierLabel(value.bet.cashedOutAt ?? 100),
        payout: moneyLabel(value.bet.payoutMinor, state!.money),
      });
    })
    .catch((error: unknown) => (outcome.textContent = problem(error)))
    .finally(() => (busy = false));
});

void poll();
requestAnimationFrame(frame);
