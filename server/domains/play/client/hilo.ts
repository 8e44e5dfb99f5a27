/**
 * The hi-lo page: deal (the stake is debited, the round stays open), guess higher or lower as
 * long as you like, cash out. Reopening the game resumes an open round.
 */
import { fill, moneyLabel, multiplierLabel } from '../shared/format';
import { guessRefusal, multiplierHundredths, rankOf, suitOf, winningRanks, type Guess } from '../shared/hiloRules';
import { PLAY_PATHS, type RoundValue, type RoundView } from '../shared/playApi';
import { HILO_TEXT as T } from '../shared/text';
import { isNetworkError, newRequestId } from './api';
import { byId, el } from './dom';
import { startShell } from './shell';

const cardName = (card: number) => fill(T.cardName, { rank: T.ranks[rankOf(card) - 1]!, suit: T.suits[suitOf(card)]! });
const cardShort = (card: number) => `${T.rankShort[rankOf(card) - 1]}${T.suitGlyphs[suitOf(card)]}`;
const isRed = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;

async function main() {
  const shell = await startShell(T);
  if (!shell) return;
  const money = shell.state.money;
  const deal = byId<HTMLButtonElement>('deal');
  const higher = byId<HTMLButtonElement>('higher');
  const lower = byId<HTMLButtonElement>('lower');
  const cashOut = byId<HTMLButtonElement>('cashout');
  const card = byId('card');
  const trail = byId('trail');
  const outcome = byId('outcome');
  const multiplier = byId('multiplier');
  const odds: Record<Guess, HTMLElement> = { higher: byId('higher-odds'), lower: byId('lower-odds') };
  const buttons: Record<Guess, HTMLButtonElement> = { higher, lower };

  let round: RoundView | null = null;
  let busy = false;
  let pendingDeal: { requestId: string; stakeMinor: string } | null = null;

  function showCard(value: number | undefined) {
    const rank = card.querySelector('.rank')!;
    const suit = card.querySelector('.suit')!;
    if (value === undefined) {
      card.className = 'card card-empty';
      rank.textContent = '';
      suit.textContent = '';
      card.setAttribute('aria-label', fill(T.currentCard, { card: T.noCard }));
      return;
    }
    card.className = `card${isRed(value) ? ' red' : ''}`;
    rank.textContent = T.rankShort[rankOf(value) - 1]!;
    suit.textContent = T.suitGlyphs[suitOf(value)]!;
    card.setAttribute('aria-label', fill(T.currentCard, { card: cardName(value) }));
  }

  function controls() {
    const open = round?.status === 'open' && !shell!.ended;
    const hilo = round?.hilo;
    deal.disabled = busy || open || shell!.ended;
    shell!.lockStakes(busy || open);
    cashOut.disabled = busy || !open;
    cashOut.textContent =
      open && hilo ? fill(T.cashOutAmount, { amount: moneyLabel(hilo.cashOutMinor, money) }) : T.cashOut;
    for (const guess of ['higher', 'lower'] as Guess[]) {
      if (!open || !hilo) {
        buttons[guess].disabled = true;
        odds[guess].textContent = '';
        continue;
      }
      const current = hilo.cards[hilo.cards.length - 1]!;
      const refused = guessRefusal(hilo.cards, hilo.guesses, guess);
      buttons[guess].disabled = busy || refused !== null;
      const chance = winningRanks(current, guess);
      odds[guess].textContent = refused
        ? T.limit
        : fill(T.odds, {
            chance: `${chance}/13`,
            multiplier: multiplierLabel(multiplierHundredths(hilo.cards, [...hilo.guesses, guess])),
          });
    }
  }

  function show(next: RoundView, message: string) {
    round = next;
    const hilo = next.hilo!;
    showCard(hilo.cards[hilo.cards.length - 1]);
    trail.replaceChildren(
      ...hilo.cards.map((c, i) =>
        el('li', {
          className: `mini${isRed(c) ? ' red' : ''}`,
          text: cardShort(c),
          attrs: {
            'aria-label': `${cardName(c)}${i > 0 ? ` (${hilo.guesses[i - 1] === 'higher' ? T.higher : T.lower})` : ''}`,
          },
        }),
      ),
    );
    multiplier.textContent = multiplierLabel(hilo.multiplierHundredths);
    outcome.textContent = message;
    outcome.classList.toggle('win', hilo.result === 'cashedOut' && BigInt(next.payoutMinor) > 0n);
    controls();
  }

  function messageFor(next: RoundView): string {
    const hilo = next.hilo!;
    const last = hilo.cards[hilo.cards.length - 1]!;
    if (hilo.result === 'lost') return fill(T.lost, { card: cardName(last) });
    if (hilo.result === 'cashedOut') return fill(T.cashedOut, { amount: moneyLabel(next.payoutMinor, money) });
    if (hilo.result === 'refunded') return T.refunded;
    if (hilo.guesses.length === 0) return T.dealt;
    return fill(T.correct, { card: cardName(last), amount: moneyLabel(hilo.cashOutMinor, money) });
  }

  async function act(call: () => Promise<RoundValue>, after?: () => void) {
    if (busy) return;
    busy = true;
    controls();
    outcome.textContent = T.busy;
    try {
      const value = await call();
      after?.();
      shell!.roundPlayed(value.round, value.balanceMinor);
      busy = false;
      show(value.round, messageFor(value.round));
    } catch (error) {
      if (!isNetworkError(error)) pendingDeal = null;
      busy = false;
      outcome.textContent = shell!.problem(error);
      controls();
    }
  }

  deal.addEventListener('click', () => {
    const stakeMinor = shell.stake();
    if (!pendingDeal || pendingDeal.stakeMinor !== stakeMinor) pendingDeal = { requestId: newRequestId(), stakeMinor };
    const body = pendingDeal;
    void act(
      () => shell.api.post<RoundValue>(PLAY_PATHS.deal, body),
      () => (pendingDeal = null),
    );
  });
  for (const guess of ['higher', 'lower'] as Guess[]) {
    buttons[guess].addEventListener('click', () => {
      if (!round?.hilo) return;
      const body = { roundKey: round.roundKey, step: round.hilo.guesses.length, guess };
      void act(() => shell.api.post<RoundValue>(PLAY_PATHS.guess, body));
    });
  }
  cashOut.addEventListener('click', () => {
    if (!round) return;
    const body = { roundKey: round.roundKey };
    void act(() => shell.api.post<RoundValue>(PLAY_PATHS.cashOut, body));
  });

  if (shell.state.openRound) show(shell.state.openRound, T.resumed);
  else controls();
}

void main();
