/**
 * What both game pages share: the session and API, the loaded state, balance and wallet, the
 * stake chips, the fairness panel (seed hash, client seed, nonce, rotate) and the recent rounds.
 * The engine scripts (slot.ts, hilo.ts) build on it.
 */
import { fill, moneyLabel } from '../shared/format';
import {
  PLAY_PATHS,
  PlayErrorCode,
  type FairView,
  type RotateValue,
  type RoundView,
  type StateValue,
} from '../shared/playApi';
import type { CommonText } from '../shared/text';
import { isNetworkError, playApi, PlayError, type PlayApi } from './api';
import { byId, el } from './dom';

export type Shell = {
  api: PlayApi;
  state: StateValue;
  /** The chosen stake in minor units. */
  stake(): string;
  lockStakes(locked: boolean): void;
  setBalance(minor: string): void;
  /** A round was played or changed: balance, nonce, recent list. */
  roundPlayed(round: RoundView, balanceMinor: string): void;
  /** The message to show for a failed call; ends the page when the session is gone. */
  problem(error: unknown): string;
  ended: boolean;
};

function resultLabel(round: RoundView, t: CommonText): string {
  if (round.status === 'open') return t.resultOpen;
  if (round.status === 'refunded') return t.resultRefunded;
  const payout = BigInt(round.payoutMinor);
  const stake = BigInt(round.stakeMinor);
  // A payout equal to the stake is a push (the stake back), not a win.
  return payout > stake ? t.resultWon : payout === stake ? t.resultPush : t.resultLost;
}

export async function startShell(t: CommonText): Promise<Shell | undefined> {
  const root = byId('game');
  const secret = root.dataset.session ?? '';
  const launchId = root.dataset.launch ?? '';
  // The launch token in the address is used up: a reload goes to this launch's session instead.
  if (launchId && !location.pathname.startsWith('/play/game/'))
    history.replaceState(null, '', `/play/game/${launchId}`);

  const api = playApi(secret, t.networkError);
  const outcome = byId('outcome');
  const balance = byId('balance');
  let rounds: RoundView[] = [];

  let state: StateValue;
  try {
    state = await api.get<StateValue>(PLAY_PATHS.state);
  } catch (error) {
    outcome.textContent = error instanceof PlayError ? error.message : t.networkError;
    balance.textContent = '—';
    return undefined;
  }
  const money = state.money;

  const shell: Shell = {
    api,
    state,
    ended: false,
    stake: () =>
      document.querySelector<HTMLInputElement>('input[name="stake"]:checked')?.value ?? state.chipsMinor[0] ?? '0',
    lockStakes(locked) {
      for (const input of document.querySelectorAll<HTMLInputElement>('input[name="stake"]')) input.disabled = locked;
    },
    setBalance(minor) {
      balance.textContent = moneyLabel(minor, money);
    },
    roundPlayed(round, balanceMinor) {
      shell.setBalance(balanceMinor);
      showFair({ ...state.fair, nextNonce: Math.max(state.fair.nextNonce, round.nonce + 1) });
      rounds = [round, ...rounds.filter((r) => r.roundKey !== round.roundKey)].slice(0, 10);
      showRounds();
    },
    problem(error) {
      if (error instanceof PlayError && error.code === PlayErrorCode.sessionInvalid) {
        shell.ended = true;
        for (const button of document.querySelectorAll<HTMLButtonElement>('button')) button.disabled = true;
        shell.lockStakes(true);
        return t.sessionEnded;
      }
      if (isNetworkError(error)) return t.networkError;
      return error instanceof Error ? error.message : t.networkError;
    },
  };

  // Balance and wallet.
  shell.setBalance(state.balanceMinor);
  byId('wallet').textContent =
    state.wallet.kind === 'play'
      ? t.walletPlay
      : state.wallet.kind === 'game'
        ? fill(t.walletGame, { vendor: state.game.vendorName })
        : t.walletMain;
  if (state.wallet.kind === 'play') {
    // Free play: the play money can be reset to its starting amount at any time.
    const reset = byId<HTMLButtonElement>('reset-play-money');
    reset.hidden = false;
    reset.addEventListener('click', () => {
      reset.disabled = true;
      api
        .post<{ balanceMinor: string }>(PLAY_PATHS.playMoneyReset, {})
        .then(async (value) => {
          shell.setBalance(value.balanceMinor);
          outcome.textContent = fill(t.playMoneyReset, { amount: moneyLabel(value.balanceMinor, money) });
          await refresh();
        })
        .catch((error: unknown) => {
          outcome.textContent = shell.problem(error);
        })
        .finally(() => {
          reset.disabled = shell.ended;
        });
    });
  }

  // Stake chips: native radio buttons (arrow keys move between them).
  const chips = byId('chips');
  chips.replaceChildren(
    ...state.chipsMinor.map((minor, i) => {
      const input = el('input', { attrs: { type: 'radio', name: 'stake', value: minor, id: `stake-${i}` } });
      if (i === 0) input.checked = true;
      return el('label', { className: 'chip', attrs: { for: `stake-${i}` } }, [
        input,
        el('span', { text: moneyLabel(minor, money) }),
      ]);
    }),
  );
  byId('max-stake').textContent = fill(t.maxStake, { amount: moneyLabel(state.maxStakeMinor, money) });

  // The fairness panel.
  const seedHash = byId('seed-hash');
  const nonce = byId('nonce');
  const clientSeed = byId<HTMLInputElement>('client-seed');
  const fairStatus = byId('fair-status');
  function showFair(fair: FairView) {
    state.fair = fair;
    seedHash.textContent = fair.serverSeedHash;
    nonce.textContent = String(fair.nextNonce);
    if (document.activeElement !== clientSeed) clientSeed.value = fair.clientSeed;
  }
  showFair(state.fair);

  const recent = byId('recent');
  function showRounds() {
    if (!rounds.length) {
      recent.replaceChildren(el('tr', {}, [el('td', { text: t.noRounds, attrs: { colspan: '5' } })]));
      return;
    }
    recent.replaceChildren(
      ...rounds.map((round) => {
        const link = el('a', {
          text: t.verify,
          attrs: {
            href: `${PLAY_PATHS.verifyPage}/${round.roundKey}`,
            target: '_blank',
            rel: 'noopener',
            'aria-label': fill(t.verifyRound, { key: round.roundKey }),
          },
        });
        return el('tr', {}, [
          el('td', { text: round.gameName }),
          el('td', { text: moneyLabel(round.stakeMinor, money) }),
          el('td', { text: moneyLabel(round.payoutMinor, money) }),
          el('td', { text: resultLabel(round, t) }),
          el('td', {}, [link]),
        ]);
      }),
    );
  }
  rounds = state.recent;
  showRounds();

  async function refresh() {
    const next = await api.get<StateValue>(PLAY_PATHS.state);
    showFair(next.fair);
    rounds = next.recent;
    showRounds();
    shell.setBalance(next.balanceMinor);
  }

  async function rotate(path: string, body: unknown, done: (value: RotateValue) => string) {
    fairStatus.textContent = t.busy;
    try {
      const value = await api.post<RotateValue>(path, body);
      showFair(value.fair);
      fairStatus.textContent = done(value);
      await refresh();
    } catch (error) {
      fairStatus.textContent = shell.problem(error);
    }
  }
  byId('rotate').addEventListener(
    'click',
    () => void rotate(PLAY_PATHS.rotate, {}, (v) => fill(t.rotated, { seed: v.revealed.serverSeed })),
  );
  byId<HTMLFormElement>('client-seed-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void rotate(PLAY_PATHS.clientSeed, { clientSeed: clientSeed.value.trim() }, () => t.clientSeedChanged);
  });

  return shell;
}
