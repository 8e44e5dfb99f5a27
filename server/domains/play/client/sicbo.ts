/** The sic bo page: bets on three dice, one roll. */
import { fill } from '../shared/format';
import { SICBO_TEXT as T } from '../shared/houseText';
import { byId } from './dom';
import { betBoard, oneShot, startHouse } from './house';

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const board = betBoard(house);
  oneShot(
    house,
    () => {
      const bets = board.bets();
      return bets.length ? { bets } : null;
    },
    (round) => {
      const dice = (round.house!.outcome as { dice: number[] }).dice;
      byId('dice').textContent = dice.map((d) => FACES[d - 1]).join(' ');
      const total = dice.reduce((s, d) => s + d, 0);
      house.outcome.textContent = `${fill(T.dice, { dice: dice.join(', '), total })} ${house.resultText(round)}`;
    },
  );
}

void main();
