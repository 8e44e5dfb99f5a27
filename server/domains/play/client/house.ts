/**
 * What every house game page shares on top of shell.ts: the chips the game takes (within its own
 * limits), playing a round (one request id kept until the server answers, so a retry after a lost
 * connection is the same round), the next action of an open round, and the open round found on
 * load (a reload, a closed window, a lost connection: the round is resumed, never lost).
 */
import { fill, moneyLabel } from '../shared/format';
import { HOUSE_COMMON as T } from '../shared/houseText';
import type { Json } from '../shared/house/types';
import { PLAY_PATHS, type RoundValue, type RoundView } from '../shared/playApi';
import { isNetworkError, newRequestId } from './api';
import { byId } from './dom';
import { startShell, type Shell } from './shell';

export type House = {
  shell: Shell;
  outcome: HTMLElement;
  action: HTMLButtonElement;
  /** Plays a round with this bet; undefined when refused (the message is shown). */
  play(bet: Json): Promise<RoundValue | undefined>;
  /** The next action of the open round. */
  act(round: RoundView, action: Json): Promise<RoundValue | undefined>;
  /** The member's open round of this game when the page loaded. */
  openRound: RoundView | null;
  /** "You won …" / "… back" / "No win" for a settled round. */
  resultText(round: RoundView): string;
  money(minor: string | bigint): string;
};

/** Chips outside the game's own limits are disabled; the first one it takes is chosen. */
function fitChips(shell: Shell) {
  const stage = document.querySelector<HTMLElement>('main.stage');
  const min = BigInt(stage?.dataset.minStake ?? '0');
  const max = BigInt(stage?.dataset.maxStake ?? '0');
  const inputs = [...document.querySelectorAll<HTMLInputElement>('input[name="stake"]')];
  for (const input of inputs) {
    const value = BigInt(input.value);
    input.disabled = value < min || (max > 0n && value > max);
  }
  const first = inputs.find((input) => !input.disabled);
  if (first) first.checked = true;
  const lock = shell.lockStakes;
  shell.lockStakes = (locked) => {
    lock(locked);
    if (!locked) fitChipsAgain(min, max);
  };
}

function fitChipsAgain(min: bigint, max: bigint) {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name="stake"]')) {
    const value = BigInt(input.value);
    input.disabled = value < min || (max > 0n && value > max);
  }
}

export async function startHouse(actionId: string): Promise<House | undefined> {
  const started = await startShell(T);
  if (!started) return undefined;
  const shell: Shell = started;
  fitChips(shell);
  const outcome = byId('outcome');
  const action = byId<HTMLButtonElement>(actionId);
  let pending: { requestId: string; bet: string } | null = null;

  async function call(path: string, body: unknown): Promise<RoundValue | undefined> {
    try {
      const value = await shell.api.post<RoundValue>(path, body);
      shell.roundPlayed(value.round, value.balanceMinor);
      return value;
    } catch (error) {
      outcome.classList.remove('win');
      outcome.textContent = shell.problem(error);
      throw error;
    }
  }

  const house: House = {
    shell,
    outcome,
    action,
    openRound: shell.state.openRound,
    money: (minor) => moneyLabel(String(minor), shell.state.money),
    async play(bet) {
      const text = JSON.stringify(bet);
      if (!pending || pending.bet !== text) pending = { requestId: newRequestId(), bet: text };
      outcome.textContent = T.busy;
      try {
        const value = await call(PLAY_PATHS.housePlay, { requestId: pending.requestId, bet });
        pending = null;
        return value;
      } catch (error) {
        if (!isNetworkError(error)) pending = null;
        return undefined;
      }
    },
    async act(round, next) {
      const step = round.house?.actions.length ?? 0;
      outcome.textContent = T.busy;
      try {
        return await call(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step, action: next });
      } catch {
        return undefined;
      }
    },
    resultText(round) {
      const payout = BigInt(round.payoutMinor);
      const stake = BigInt(round.stakeMinor);
      outcome.classList.toggle('win', payout > stake);
      if (payout === 0n) return T.lost;
      return fill(payout > stake ? T.won : T.push, { amount: house.money(payout) });
    },
  };
  action.disabled = false;
  return house;
}

/** A bet board of buttons (roulette, baccarat, sic bo): each press puts the chosen stake on that bet. */
export function betBoard(house: House) {
  const placed = new Map<string, bigint>();
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.bet')];
  const total = byId('bet-total');
  const show = () => {
    let sum = 0n;
    for (const button of buttons) {
      const amount = placed.get(button.dataset.bet ?? '') ?? 0n;
      sum += amount;
      const label = button.dataset.label ?? '';
      button.setAttribute('aria-label', amount ? fill(T.onBet, { name: label, amount: house.money(amount) }) : label);
      button.classList.toggle('placed', amount > 0n);
      button.dataset.amount = amount ? house.money(amount) : '';
    }
    total.textContent = sum ? fill(T.betTotal, { amount: house.money(sum) }) : '';
  };
  for (const button of buttons)
    button.addEventListener('click', () => {
      const key = button.dataset.bet ?? '';
      placed.set(key, (placed.get(key) ?? 0n) + BigInt(house.shell.stake()));
      show();
    });
  byId('clear').addEventListener('click', () => {
    placed.clear();
    show();
  });
  show();
  return {
    /** The bets as the server takes them: each bet's JSON with its stake. */
    bets(): Json[] {
      return [...placed.entries()]
        .filter(([, amount]) => amount > 0n)
        .map(([key, amount]) => ({ ...(JSON.parse(key) as Record<string, Json>), stakeMinor: amount.toString() }));
    },
    setDisabled(disabled: boolean) {
      for (const button of buttons) button.disabled = disabled;
    },
  };
}

/** Runs a one-shot round from the action button; `bet` answers null when there is nothing to play. */
export function oneShot(house: House, bet: () => Json | null, show: (round: RoundView) => void | Promise<void>) {
  house.action.addEventListener('click', async () => {
    if (house.action.disabled) return;
    const b = bet();
    if (b === null) {
      house.outcome.textContent = T.noBets;
      return;
    }
    house.action.disabled = true;
    house.action.setAttribute('aria-busy', 'true');
    try {
      const value = await house.play(b);
      if (value) await show(value.round);
    } finally {
      house.action.removeAttribute('aria-busy');
      house.action.disabled = house.shell.ended;
    }
  });
}
