/** The baccarat page: bets on player, banker, tie and pairs; one coup. */
import { fill } from '../shared/format';
import { BACCARAT_TEXT as T } from '../shared/houseText';
import { cardsText } from './cards';
import { byId } from './dom';
import { betBoard, oneShot, startHouse } from './house';

type Hand = {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
};

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
      const hand = (round.house!.outcome as { hand: Hand }).hand;
      byId('player-hand').textContent = fill(T.hand, {
        side: T.options.player,
        cards: cardsText(hand.player),
        total: hand.playerTotal,
      });
      byId('banker-hand').textContent = fill(T.hand, {
        side: T.options.banker,
        cards: cardsText(hand.banker),
        total: hand.bankerTotal,
      });
      house.outcome.textContent = `${T.winner[hand.winner]} ${house.resultText(round)}`;
    },
  );
}

void main();
