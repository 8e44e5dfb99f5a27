/**
 * Test sources that make a game deal what a test needs: ScriptedSource answers int(n) with the
 * given values in order (checking each is in range), and cardsSource turns a list of wanted cards
 * into the shoe indices that deal them from a fresh shoe (shoe.ts deals index i of the cards left,
 * in card order). Tests only.
 */
import { type DrawSource } from '../../../../../server/domains/play/shared/games/draw';

export class ScriptedSource implements DrawSource {
  private at = 0;
  constructor(private readonly values: readonly number[]) {}
  int(n: number): number {
    const v = this.values[this.at++];
    if (v === undefined) throw new Error('the script has no more values');
    if (v < 0 || v >= n) throw new Error(`scripted ${v} is out of range ${n}`);
    return v;
  }
}

/** A source that deals these cards (0…51; rank = card mod 13 + 1) from a fresh shoe of `decks`. */
export function cardsSource(cards: readonly number[], decks: number): DrawSource {
  const counts = new Array<number>(52).fill(decks);
  let at = 0;
  return {
    int(): number {
      const card = cards[at++];
      if (card === undefined) throw new Error('the script has no more cards');
      let index = 0;
      for (let c = 0; c < card; c += 1) index += counts[c]!;
      counts[card]! -= 1;
      return index;
    },
  };
}

/** Card of a rank (1 ace … 13 king) in suit 0. */
export const card = (rank: number): number => rank - 1;
