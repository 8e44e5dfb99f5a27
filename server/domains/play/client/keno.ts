/** The keno page: pick up to ten of forty numbers (toggle buttons), ten are drawn. */
import { fill } from '../shared/format';
import { KENO_TEXT as T } from '../shared/houseText';
import { byId } from './dom';
import { oneShot, startHouse } from './house';

const MAX_PICKS = 10;

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('#keno-grid button')];
  const picks = new Set<number>();
  const show = () => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(picks.has(Number(b.dataset.n))));
    byId('picked').textContent = fill(T.picked, { n: picks.size });
  };
  for (const b of buttons)
    b.addEventListener('click', () => {
      const n = Number(b.dataset.n);
      if (picks.has(n)) picks.delete(n);
      else if (picks.size < MAX_PICKS) picks.add(n);
      for (const other of buttons) other.classList.remove('drawn', 'hit');
      show();
    });
  byId('clear').addEventListener('click', () => {
    picks.clear();
    show();
  });
  show();
  oneShot(
    house,
    () => (picks.size ? { picks: [...picks].sort((a, b) => a - b), stakeMinor: house.shell.stake() } : null),
    (round) => {
      const o = round.house!.outcome as { drawn: number[]; hits: number[] };
      for (const b of buttons) {
        const n = Number(b.dataset.n);
        b.classList.toggle('drawn', o.drawn.includes(n));
        b.classList.toggle('hit', o.hits.includes(n));
      }
      const drawn = [...o.drawn].sort((a, b) => a - b).join(', ');
      const said = fill(T.drawn, { numbers: drawn, hits: o.hits.length });
      house.outcome.textContent = `${said} ${house.resultText(round)}`;
    },
  );
}

void main();
