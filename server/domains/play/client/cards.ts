/** Card faces of the card games (card c: rank c mod 13 + 1, suit floor(c / 13), shared/games/shoe.ts). */
import { HILO_TEXT } from '../shared/text';

export const cardText = (card: number) =>
  `${HILO_TEXT.rankShort[card % 13]}${HILO_TEXT.suitGlyphs[Math.floor(card / 13) % 4]}`;
export const cardsText = (cards: readonly number[]) => cards.map(cardText).join(' ');
