/**
 * A freshly shuffled shoe of `decks` 52-card decks, dealt without replacement: each card is drawn
 * uniformly from the cards left (`int(cards left)`), which is the same as shuffling the whole shoe
 * and dealing from the top. Card c (0…51) is rank c mod 13 + 1 (1 ace … 13 king), suit floor(c / 13).
 * Baccarat and blackjack deal every round from a fresh shoe, so no round depends on another.
 */
import { type DrawSource } from './draw';

export const rankOf = (card: number): number => (card % 13) + 1;

export class Shoe {
  private readonly counts: number[];
  private left: number;
  constructor(
    private readonly source: DrawSource,
    decks: number,
  ) {
    this.counts = new Array<number>(52).fill(decks);
    this.left = 52 * decks;
  }
  draw(): number {
    let i = this.source.int(this.left);
    this.left -= 1;
    for (let card = 0; card < 52; card += 1) {
      if (i < this.counts[card]!) {
        this.counts[card]! -= 1;
        return card;
      }
      i -= this.counts[card]!;
    }
    throw new Error('unreachable: the index is below the cards left');
  }
}
