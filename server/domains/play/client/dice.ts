/** The dice page: a target slider, under or over, one roll. */
import { diceMultiplier, winningRolls } from '../shared/games/dice';
import { fill } from '../shared/format';
import { DICE_TEXT as T } from '../shared/houseText';
import { byId } from './dom';
import { oneShot, startHouse } from './house';

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const target = byId<HTMLInputElement>('target');
  const direction = () =>
    document.querySelector<HTMLInputElement>('input[name="direction"]:checked')?.value === 'over' ? 'over' : 'under';
  const showChance = () => {
    byId('target-value').textContent = target.value;
    const bet = { direction: direction(), target: Number(target.value) } as const;
    const c = winningRolls(bet);
    byId('chance').textContent = fill(T.chance, {
      chance: (c / 100).toFixed(2),
      multiplier: (diceMultiplier(Math.max(1, c)) / 10_000).toFixed(4),
    });
  };
  target.addEventListener('input', showChance);
  for (const input of document.querySelectorAll('input[name="direction"]'))
    input.addEventListener('change', showChance);
  showChance();
  oneShot(
    house,
    () => ({ direction: direction(), target: Number(target.value), stakeMinor: house.shell.stake() }),
    (round) => {
      const roll = (round.house!.outcome as { roll: number }).roll;
      byId('roll').textContent = String(roll);
      house.outcome.textContent = `${fill(T.rolled, { roll })} ${house.resultText(round)}`;
    },
  );
}

void main();
