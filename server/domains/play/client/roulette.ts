/** The roulette page: chips on the board's numbers and outside bets, one spin. */
import { fill } from '../shared/format';
import { ROULETTE_TEXT as T } from '../shared/houseText';
import { byId } from './dom';
import { betBoard, oneShot, startHouse } from './house';

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
      const pocket = (round.house!.outcome as { pocket: number }).pocket;
      byId('wheel').textContent = String(pocket);
      house.outcome.textContent = `${fill(T.pocket, { n: pocket })} ${house.resultText(round)}`;
    },
  );
}

void main();
