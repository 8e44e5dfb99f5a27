/** The slot page: spin, reels, outcome. One request per spin places the bet and settles it. */
import { fill, moneyLabel } from '../shared/format';
import { PLAY_PATHS, type RoundValue, type SlotOutcome } from '../shared/playApi';
import type { SlotSymbol } from '../shared/slotRules';
import { SLOT_TEXT as T } from '../shared/text';
import { isNetworkError, newRequestId } from './api';
import { byId, prefersReducedMotion, wait } from './dom';
import { startShell } from './shell';

const SPIN_MS = 650;

function showReels(window: SlotSymbol[][]) {
  window.forEach((cells, i) => {
    const reel = byId(`reel-${i}`);
    reel.setAttribute(
      'aria-label',
      fill(T.reel, {
        n: i + 1,
        above: T.symbolNames[cells[0]!],
        line: T.symbolNames[cells[1]!],
        below: T.symbolNames[cells[2]!],
      }),
    );
    reel.querySelectorAll('.cell').forEach((cell, row) => {
      const symbol = cells[row]!;
      cell.className = `cell sym-${symbol.toLowerCase()}${row === 1 ? ' payline' : ''}`;
      cell.textContent = T.symbolGlyphs[symbol];
    });
  });
}

async function main() {
  const shell = await startShell(T);
  if (!shell) return;
  const spin = byId<HTMLButtonElement>('spin');
  const reels = byId('reels');
  const outcome = byId('outcome');
  const money = shell.state.money;
  // Kept until the server answers, so a retry after a lost connection is the same round.
  let pending: { requestId: string; stakeMinor: string } | null = null;

  function describe(slot: SlotOutcome, stakeMinor: string, payoutMinor: string) {
    const line = fill(T.line, { symbols: slot.line.map((s) => T.symbolNames[s]).join(', ') });
    const payout = BigInt(payoutMinor);
    if (payout === 0n) return `${T.lose} ${line}`;
    const params = { amount: moneyLabel(payoutMinor, money), name: T.winNames[slot.win] };
    return `${payout > BigInt(stakeMinor) ? fill(T.win, params) : fill(T.back, params)} ${line}`;
  }

  spin.disabled = false;
  spin.addEventListener('click', async () => {
    if (spin.disabled) return;
    const stakeMinor = shell.stake();
    if (!pending || pending.stakeMinor !== stakeMinor) pending = { requestId: newRequestId(), stakeMinor };
    spin.disabled = true;
    spin.setAttribute('aria-busy', 'true');
    outcome.textContent = T.busy;
    const animate = !prefersReducedMotion();
    if (animate) reels.classList.add('spinning');
    try {
      const [value] = await Promise.all([
        shell.api.post<RoundValue>(PLAY_PATHS.spin, pending),
        animate ? wait(SPIN_MS) : Promise.resolve(),
      ]);
      pending = null;
      const slot = value.round.slot!;
      showReels(slot.window);
      outcome.textContent = describe(slot, value.round.stakeMinor, value.round.payoutMinor);
      outcome.classList.toggle('win', BigInt(value.round.payoutMinor) > 0n);
      shell.roundPlayed(value.round, value.balanceMinor);
    } catch (error) {
      if (!isNetworkError(error)) pending = null;
      outcome.classList.remove('win');
      outcome.textContent = shell.problem(error);
    } finally {
      reels.classList.remove('spinning');
      spin.removeAttribute('aria-busy');
      spin.disabled = shell.ended;
    }
  });
}

void main();
