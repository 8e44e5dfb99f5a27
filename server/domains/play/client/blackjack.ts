/**
 * The blackjack page: deal, then the action buttons the round allows (its `legal` list: the
 * rules decide, the page only follows). An open round found on load is shown and played on.
 */
import { fill } from '../shared/format';
import { BLACKJACK_TEXT as T, HOUSE_COMMON } from '../shared/houseText';
import type { RoundView } from '../shared/playApi';
import { cardsText } from './cards';
import { byId, el } from './dom';
import { startHouse } from './house';

type Outcome = {
  phase: string;
  active: number;
  hands: { cards: number[]; total: number }[];
  dealer: number[];
  dealerTotal: number;
  legal: string[];
};

async function main() {
  const house = await startHouse('play');
  if (!house) return;
  const deal = house.action;
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.act')];
  let current: RoundView | null = null;

  function show(round: RoundView) {
    current = round;
    const o = round.house!.outcome as unknown as Outcome;
    const open = round.status === 'open';
    const dealer = open ? `${cardsText(o.dealer)} + ${T.hidden}` : cardsText(o.dealer);
    byId('dealer').textContent = fill(T.dealer, { cards: dealer, total: o.dealerTotal });
    byId('hands').replaceChildren(
      ...o.hands.map((h, i) =>
        el('p', {
          className: open && i === o.active ? 'hand active' : 'hand',
          text: fill(T.hand, { n: i + 1, cards: cardsText(h.cards), total: h.total }),
        }),
      ),
    );
    for (const b of buttons) b.disabled = !open || !o.legal.includes(b.dataset.action ?? '');
    deal.disabled = open || house!.shell.ended;
    house!.shell.lockStakes(open);
    house!.outcome.textContent = open ? T.yourTurn : house!.resultText(round);
    if (open) buttons.find((b) => !b.disabled)?.focus();
  }

  for (const b of buttons)
    b.addEventListener('click', async () => {
      if (!current || b.disabled) return;
      for (const other of buttons) other.disabled = true;
      const value = await house.act(current, b.dataset.action ?? '');
      show(value?.round ?? current);
    });
  deal.addEventListener('click', async () => {
    if (deal.disabled) return;
    deal.disabled = true;
    const value = await house.play({ stakeMinor: house.shell.stake() });
    if (value) show(value.round);
    else deal.disabled = house.shell.ended;
  });
  if (house.openRound?.house) {
    show(house.openRound);
    house.outcome.textContent = `${HOUSE_COMMON.resumed} ${T.yourTurn}`;
  }
}

void main();
