/** The 5-reel slot page: spin, the window of the paid spin, winning lines, free spins played. */
import { fill } from '../shared/format';
import { SLOT5_TEXT as T } from '../shared/houseText';
import type { RoundView } from '../shared/playApi';
import { byId } from './dom';
import { oneShot, startHouse } from './house';

type Spin = { window: string[][]; lines: { line: number; pay: number }[] };
type Outcome = { base: Spin; freeSpins: Spin[]; units: number };

const glyph = (symbol: string) => symbol.slice(0, 2);

function showWindow(window: string[][]) {
  window.forEach((cells, i) => {
    const reel = byId(`reel-${i}`);
    reel.setAttribute('aria-label', fill(T.reel, { n: i + 1, symbols: cells.join(', ') }));
    reel.querySelectorAll('.cell').forEach((cell, row) => {
      cell.textContent = glyph(cells[row] ?? '');
      cell.className = `cell sym-${(cells[row] ?? '').toLowerCase()}`;
    });
  });
}

async function main() {
  const house = await startHouse('spin');
  if (!house) return;
  const show = (round: RoundView) => {
    const o = round.house!.outcome as unknown as Outcome;
    const last = o.freeSpins.length ? o.freeSpins[o.freeSpins.length - 1]! : o.base;
    showWindow(last.window);
    const lines = o.base.lines.map((l) => l.line + 1);
    byId('lines').textContent = lines.length ? fill(T.lines, { lines: lines.join(', ') }) : '';
    byId('free-spins').textContent = o.freeSpins.length ? fill(T.freeSpins, { n: o.freeSpins.length }) : '';
    house.outcome.textContent = house.resultText(round);
  };
  oneShot(house, () => ({ stakeMinor: house.shell.stake() }), show);
}

void main();
