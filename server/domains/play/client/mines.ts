/**
 * The mines page: a 5×5 field of buttons. Start a round (stake and mine count), open tiles,
 * cash out. An open round found on load is shown and played on.
 */
import { fill } from '../shared/format';
import { HOUSE_COMMON, MINES_TEXT as T } from '../shared/houseText';
import type { RoundView } from '../shared/playApi';
import { byId } from './dom';
import { startHouse } from './house';

type Outcome = { opened: number[]; status: string; mines: number[] | null; cashOutMinor: string; mineCount: number };

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const start = house.action;
  const count = byId<HTMLSelectElement>('mine-count');
  const cashOut = byId<HTMLButtonElement>('cashout');
  const tiles = [...document.querySelectorAll<HTMLButtonElement>('#field button.tile')];
  let current: RoundView | null = null;

  function show(round: RoundView) {
    current = round;
    const o = round.house!.outcome as unknown as Outcome;
    const open = round.status === 'open';
    for (const tile of tiles) {
      const n = Number(tile.dataset.tile);
      const mine = o.mines?.includes(n) ?? false;
      const opened = o.opened.includes(n);
      tile.textContent = opened ? (mine ? '✹' : '◆') : mine ? '✹' : '';
      tile.className = `tile${opened ? ' opened' : ''}${mine ? ' mine' : ''}`;
      tile.setAttribute('aria-label', fill(opened ? (mine ? T.tileMine : T.tileSafe) : T.tile, { n: n + 1 }));
      tile.disabled = !open || opened;
    }
    cashOut.disabled = !open || o.opened.length === 0;
    cashOut.textContent =
      open && o.opened.length ? fill(T.cashOutAmount, { amount: house!.money(o.cashOutMinor) }) : T.cashOut;
    start.disabled = open || house!.shell.ended;
    count.disabled = open;
    house!.shell.lockStakes(open);
    house!.outcome.textContent = open ? T.open : o.status === 'lost' ? T.boom : house!.resultText(round);
  }

  for (const tile of tiles)
    tile.addEventListener('click', async () => {
      if (!current || tile.disabled) return;
      tile.disabled = true;
      const value = await house.act(current, { tile: Number(tile.dataset.tile) });
      show(value?.round ?? current);
    });
  cashOut.addEventListener('click', async () => {
    if (!current || cashOut.disabled) return;
    cashOut.disabled = true;
    const value = await house.act(current, 'cashOut');
    show(value?.round ?? current);
  });
  start.addEventListener('click', async () => {
    if (start.disabled) return;
    start.disabled = true;
    const value = await house.play({ stakeMinor: house.shell.stake(), mines: Number(count.value) });
    if (value) show(value.round);
    else start.disabled = house.shell.ended;
  });
  if (house.openRound?.house) {
    show(house.openRound);
    house.outcome.textContent = `${HOUSE_COMMON.resumed} ${T.open}`;
  }
}

void main();
