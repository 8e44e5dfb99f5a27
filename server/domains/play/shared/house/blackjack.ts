/**
 * Blackjack (../games/blackjack.ts): dealt at the start, then hit / stand / double / split /
 * insurance until settled. The round is its action list, replayed from the start on every
 * request (replayBlackjack); while it is open the dealer's hole card is not shown.
 */
import { BJ_ACTIONS, handValue, replayBlackjack, type BjAction } from '../games/blackjack';
import { refuse } from '../games/errors';
import { objectIn, stakeIn, type HouseRules } from './types';

const actionOf = (raw: unknown): BjAction =>
  BJ_ACTIONS.includes(raw as BjAction)
    ? (raw as BjAction)
    : refuse('unknownOption', `There is no blackjack action "${String(raw)}".`);

export const blackjack: HouseRules = {
  id: 'blackjack',
  interactive: true,
  parseBet: (raw) => ({ stakeMinor: stakeIn(objectIn(raw, 'bet').stakeMinor).toString() }),
  parseAction: (raw) => actionOf(raw),
  play(bet, actions, source) {
    const round = replayBlackjack(stakeIn(objectIn(bet, 'bet').stakeMinor), actions.map(actionOf), source);
    const settled = round.phase === 'settled';
    const dealer = settled ? [...round.dealer] : [round.upCard];
    return {
      stake: round.totalStake,
      payout: round.payout,
      validBet: round.validBet,
      settled,
      outcome: {
        phase: round.phase,
        active: round.active,
        hands: round.hands.map((h) => ({
          cards: [...h.cards],
          total: handValue(h.cards).total,
          stakeMinor: h.stake.toString(),
          doubled: h.doubled,
        })),
        dealer,
        dealerTotal: handValue(dealer).total,
        insuranceMinor: round.insurance.toString(),
        legal: round.legalActions(),
      },
    };
  },
  registryId: () => 'blackjack',
};
