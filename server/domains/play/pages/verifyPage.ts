/**
 * /play/verify and /play/verify/<roundKey>: the round's inputs rendered on the server, and a
 * script that recomputes the outcome in the browser (Web Crypto, the same fairness.ts the server
 * decided the round with) and checks the revealed seed against the commitment. Without a round
 * it offers a look-up and a calculator for any seeds.
 */
import { fill, moneyLabel } from '../shared/format';
import type { Money, VerifyValue } from '../shared/playApi';
import { VERIFY_TEXT as V } from '../shared/text';
import { HOUSE_NAMES } from '../shared/houseText';
import { houseSummary } from '../shared/house/summary';
import { documentHtml, html, type Assets, type Html } from './html';

export type VerifyPageInput = {
  assets: Assets;
  /** The round asked for, when the viewer may see it. */
  round?: VerifyValue & { money: Money };
  /** Why the round cannot be shown. */
  problem?: string;
  /** The round exists, but it cannot be shown to this viewer yet (its seed is not revealed). */
  pending?: string;
  /** The owner's game session, when the viewer is the round's player (to rotate from here). */
  secret?: string;
  roundKey?: string;
};

function roundSection(round: VerifyValue & { money: Money }, secret: string | undefined): Html {
  const r = round.round;
  const outcome = r.slot
    ? r.slot.stops.join(', ')
    : r.house
      ? houseSummary(r.engine, r.house.outcome)
      : (r.hilo?.cards ?? []).join(', ');
  const engineName = r.engine === 'slot' ? V.engineSlot : r.engine === 'hilo' ? V.engineHilo : HOUSE_NAMES[r.engine];
  const owner = !round.serverSeed && secret;
  const guesses = r.hilo ? r.hilo.guesses.map((g) => (g === 'higher' ? V.higher : V.lower)).join(', ') || '—' : '';
  const rotateStatus = html`<p id="rotate-status" class="status" role="status" aria-live="polite"></p>`;
  const rotate = owner
    ? html`<p><button id="rotate-now" type="button">${V.rotateNow}</button></p>${rotateStatus}`
    : null;
  return html`<section id="round" class="card-box" aria-labelledby="round-title" data-round="${JSON.stringify(round)}">
<h2 id="round-title">${fill(V.roundTitle, { key: r.roundKey })}</h2>
<dl class="facts">
<dt>${V.game}</dt><dd>${r.gameName} (${r.vendor})</dd>
<dt>${V.engine}</dt><dd>${engineName}${r.house?.theme ? ` (${r.house.theme})` : ''}</dd>
<dt>${V.status}</dt><dd>${V.statuses[r.status]}</dd>
<dt>${V.stake}</dt><dd>${moneyLabel(r.stakeMinor, round.money)}</dd>
<dt>${V.payout}</dt><dd>${moneyLabel(r.payoutMinor, round.money)}</dd>
<dt>${V.serverSeedHash}</dt><dd><code class="hash">${r.serverSeedHash}</code></dd>
<dt>${V.serverSeed}</dt><dd><code class="hash">${round.serverSeed ?? V.notRevealed}</code></dd>
<dt>${V.clientSeed}</dt><dd><code>${r.clientSeed}</code></dd>
<dt>${V.nonce}</dt><dd>${r.nonce}</dd>
<dt>${V.outcome}</dt><dd><code>${outcome}</code></dd>
${r.hilo ? html`<dt>${V.guesses}</dt><dd>${guesses}</dd>` : null}
</dl>
${
  round.serverSeed
    ? html`<h3>${V.recomputed}</h3>
<dl class="facts checks">
<dt>${V.checkCommitment}</dt><dd id="check-commitment" class="check">${V.checking}</dd>
<dt>${V.checkOutcome}</dt><dd id="check-outcome" class="check">${V.checking}</dd>
<dt>${V.result}</dt><dd id="recomputed"></dd>
</dl>`
    : html`<p class="status">${owner ? V.unrevealed : V.unrevealedOther}</p>
${rotate}`
}
</section>`;
}

export function verifyPage(input: VerifyPageInput): string {
  const body = html`<main id="verify" class="verify" ${input.secret ? html`data-session="${input.secret}"` : null}>
<h1>${V.title}</h1>
<p>${V.intro}</p>
${input.problem ? html`<p class="problem" role="alert">${input.problem}</p>` : null}
${input.pending ? html`<section id="pending" class="card-box" aria-labelledby="pending-title"><h2 id="pending-title">${fill(V.pendingTitle, { key: input.roundKey ?? '' })}</h2><p class="status">${input.pending}</p><p>${V.pendingHow}</p></section>` : null}
${input.round ? roundSection(input.round, input.secret) : null}
<section class="card-box" aria-labelledby="lookup-title">
<h2 id="lookup-title">${V.lookUpTitle}</h2>
<form id="lookup" class="row">
<label for="round-key">${V.roundKey}</label>
<input id="round-key" name="roundKey" type="text" autocomplete="off" spellcheck="false" required value="${input.roundKey ?? ''}" />
<button type="submit">${V.lookUp}</button>
</form>
</section>
<section class="card-box" aria-labelledby="manual-title">
<h2 id="manual-title">${V.manualTitle}</h2>
<p>${V.manualIntro}</p>
<form id="manual" class="grid-form">
<label for="m-engine">${V.engine}</label>
<select id="m-engine" name="engine"><option value="slot">${V.engineSlot}</option><option value="hilo">${V.engineHilo}</option></select>
<label for="m-server">${V.serverSeed}</label>
<input id="m-server" name="serverSeed" type="text" autocomplete="off" spellcheck="false" required />
<label for="m-client">${V.clientSeed}</label>
<input id="m-client" name="clientSeed" type="text" autocomplete="off" spellcheck="false" required />
<label for="m-nonce">${V.nonce}</label>
<input id="m-nonce" name="nonce" type="number" min="0" step="1" value="0" required />
<label for="m-cards">${V.cards}</label>
<input id="m-cards" name="cards" type="number" min="1" max="51" step="1" value="5" />
<button type="submit">${V.calculate}</button>
</form>
<output id="manual-result" class="result" aria-live="polite"></output>
</section>
<section class="card-box" aria-labelledby="derivation-title">
<h2 id="derivation-title">${V.derivationTitle}</h2>
<ol>${V.derivation.map((line) => html`<li>${line}</li>`)}</ol>
</section>
</main>`;
  return documentHtml(
    input.round ? `${V.title} — ${input.round.round.roundKey}` : V.title,
    input.assets,
    body,
    'verify-page',
  );
}
