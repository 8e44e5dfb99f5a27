/**
 * The simulated game page's script (tools/provider-sim/gamePage.ts): Spin posts the chosen
 * stake to the simulator, which makes the wallet calls (rounds.ts), and shows the answer.
 * Served as its own file so the page's CSP allows no inline script.
 */
type PageTexts = Record<'playing' | 'won' | 'lost' | 'refunded' | 'refused' | 'ended' | 'reels', string>;
type PlayAnswer = {
  outcome: 'won' | 'lost' | 'refunded' | 'refused';
  balance?: string;
  payout?: string;
  reels?: string[];
  message?: string;
};

const texts = JSON.parse(document.getElementById('texts')?.textContent ?? '{}') as PageTexts;
const form = document.getElementById('play') as HTMLFormElement;
const button = form.querySelector('button') as HTMLButtonElement;
const result = document.getElementById('result') as HTMLElement;
const balance = document.getElementById('balance') as HTMLOutputElement;
const reels = document.getElementById('reels') as HTMLElement;

function message(answer: PlayAnswer): string {
  if (answer.outcome === 'won') return texts.won.replace('{amount}', answer.payout ?? '');
  if (answer.outcome === 'lost') return texts.lost;
  if (answer.outcome === 'refunded') return texts.refunded;
  return texts.refused.replace('{message}', answer.message ?? '');
}

function showReels(symbols: string[]) {
  reels.replaceChildren(
    ...symbols.map((symbol) => {
      const cell = document.createElement('span');
      cell.textContent = symbol;
      return cell;
    }),
  );
  reels.setAttribute('aria-label', `${texts.reels}: ${symbols.join(' ')}`);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const stake = new FormData(form).get('stake');
  button.disabled = true;
  result.textContent = texts.playing;
  void fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake }),
  })
    .then(async (response) => {
      if (response.status === 410) throw new Error(texts.ended);
      const answer = (await response.json()) as PlayAnswer;
      if (answer.reels?.length) showReels(answer.reels);
      if (answer.balance) balance.value = answer.balance;
      result.textContent = message(answer);
    })
    .catch((error: unknown) => {
      result.textContent = error instanceof Error ? error.message : String(error);
    })
    .finally(() => {
      button.disabled = false;
      button.focus();
    });
});
