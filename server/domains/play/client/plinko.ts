/** The plinko page: rows and risk, the ball's path drawn row by row (at once with reduced motion). */
import { tableOf, type PlinkoRisk } from '../shared/games/plinko';
import { fill } from '../shared/format';
import { PLINKO_TEXT as T } from '../shared/houseText';
import { byId, el, prefersReducedMotion, wait } from './dom';
import { oneShot, startHouse } from './house';

const STEP_MS = 60;

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const rows = byId<HTMLSelectElement>('rows');
  const risk = byId<HTMLSelectElement>('risk');
  const pins = byId('pins');
  const bins = byId('bins');
  const showTable = () => {
    const table = tableOf(Number(rows.value), risk.value as PlinkoRisk);
    bins.replaceChildren(...table.map((pay) => el('li', { className: 'bin', text: `×${pay / 100}` })));
    pins.replaceChildren(
      ...Array.from({ length: Number(rows.value) }, (_, r) =>
        el(
          'div',
          { className: 'pin-row' },
          Array.from({ length: r + 3 }, () => el('span', { className: 'pin' })),
        ),
      ),
    );
  };
  rows.addEventListener('change', showTable);
  risk.addEventListener('change', showTable);
  showTable();
  oneShot(
    house,
    () => ({ rows: Number(rows.value), risk: risk.value, stakeMinor: house.shell.stake() }),
    async (round) => {
      const o = round.house!.outcome as { path: number[]; bin: number; pay: number };
      const animate = !prefersReducedMotion();
      let at = 0;
      for (const [r, step] of o.path.entries()) {
        at += step;
        if (!animate) continue;
        pins.querySelectorAll('.ball').forEach((b) => b.classList.remove('ball'));
        pins.children[r]?.children[at + 1]?.classList.add('ball');
        await wait(STEP_MS);
      }
      bins.querySelectorAll('.hit').forEach((b) => b.classList.remove('hit'));
      bins.children[o.bin]?.classList.add('hit');
      house.outcome.textContent = `${fill(T.landed, { bin: o.bin + 1, pay: o.pay / 100 })} ${house.resultText(round)}`;
    },
  );
}

void main();
