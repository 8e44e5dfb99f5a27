/**
 * The fishing page: fish swim across the sea (CSS, still with reduced motion); choose one (a
 * toggle button) and shoot it with the Shoot button or Enter. Each shot is a round.
 */
import { fill } from '../shared/format';
import { FISHING_TEXT as T } from '../shared/houseText';
import { oneShot, startHouse } from './house';

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const fish = [...document.querySelectorAll<HTMLButtonElement>('#sea button.fish')];
  let aimed = fish[0]?.dataset.fish ?? '';
  const nameOf = (id: string) => T.names[id] ?? id;
  for (const f of fish)
    f.addEventListener('click', () => {
      aimed = f.dataset.fish ?? '';
      for (const other of fish) other.setAttribute('aria-pressed', String(other === f));
      house.outcome.textContent = fill(T.aimed, { name: nameOf(aimed) });
    });
  oneShot(
    house,
    () => ({ fish: aimed, stakeMinor: house.shell.stake() }),
    (round) => {
      const o = round.house!.outcome as { fish: string; captured: boolean };
      const target = fish.find((f) => f.dataset.fish === o.fish);
      target?.classList.remove('caught');
      if (o.captured) target?.classList.add('caught');
      const said = fill(o.captured ? T.captured : T.missed, { name: nameOf(o.fish) });
      house.outcome.textContent = `${said} ${house.resultText(round)}`;
    },
  );
}

void main();
