/**
 * The verification page's script: recomputes a round in the browser with the same fairness code
 * the server used (Web Crypto HMAC-SHA256), checks the revealed server seed against its
 * commitment, and checks the payout from the outcome. Also the look-up and the seed calculator.
 */
import { drawInts, sha256Hex, CLIENT_SEED_RE, SERVER_SEED_RE } from '../shared/fairness';
import { fill, moneyLabel } from '../shared/format';
import { CARD_RANGE, cashOutPayout, rankOf, replay, suitOf } from '../shared/hiloRules';
import { PLAY_PATHS, type Money, type RotateValue, type VerifyValue } from '../shared/playApi';
import { lineOf, SLOT_DRAWS, slotPayout } from '../shared/slotRules';
import { HILO_TEXT, SLOT_TEXT, VERIFY_TEXT as T } from '../shared/text';
import { playFair } from '../shared/games/draw';
import { HOUSE_RULES } from '../shared/house';
import { houseSummary } from '../shared/house/summary';
import { isHouseId, sameJson } from '../shared/house/types';
import { playApi, PlayError } from './api';
import { byId } from './dom';

const cardText = (card: number) => `${HILO_TEXT.rankShort[rankOf(card) - 1]}${HILO_TEXT.suitGlyphs[suitOf(card)]}`;

function describe(engine: 'slot' | 'hilo', draws: number[]): string {
  if (engine === 'hilo') return draws.map(cardText).join(' ');
  const line = lineOf(draws);
  return `${draws.join(', ')} → ${line.line.map((s) => SLOT_TEXT.symbolNames[s]).join(', ')} (×${line.pay / 100})`;
}

function mark(id: string, ok: boolean) {
  const node = byId(id);
  node.textContent = ok ? T.pass : T.fail;
  node.classList.add(ok ? 'pass' : 'fail');
}

async function checkRound(section: HTMLElement) {
  const data = JSON.parse(section.dataset.round ?? 'null') as (VerifyValue & { money: Money }) | null;
  if (!data?.serverSeed) return;
  const r = data.round;
  const seeds = { serverSeed: data.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce };
  mark('check-commitment', (await sha256Hex(data.serverSeed)) === r.serverSeedHash);
  if (isHouseId(r.engine) && r.house) {
    // A house game: its rules replayed on the round's fair stream (shared/games/draw.ts playFair).
    const h = r.house;
    const rules = HOUSE_RULES[r.engine];
    const played = await playFair(seeds, (source) => rules.play(h.bet, h.actions, source, h.theme));
    const payoutOk = r.status !== 'settled' || played.payout === BigInt(r.payoutMinor);
    mark('check-outcome', sameJson(played.outcome, h.outcome) && payoutOk && played.stake === BigInt(r.stakeMinor));
    byId('recomputed').textContent =
      `${houseSummary(r.engine, played.outcome)} — ${T.payout}: ${moneyLabel(played.payout.toString(), data.money)}`;
    return;
  }
  const draws = await drawInts(seeds, data.ranges);
  let same: boolean;
  const engine = r.engine === 'slot' ? 'slot' : 'hilo';
  if (engine === 'slot') {
    const stops = r.slot?.stops ?? [];
    same =
      draws.length === stops.length &&
      draws.every((d, i) => d === stops[i]) &&
      slotPayout(BigInt(r.stakeMinor), lineOf(draws).pay) === BigInt(r.payoutMinor);
  } else {
    const hilo = r.hilo!;
    const lost = replay(draws, hilo.guesses).lost;
    const payout = hilo.result === 'cashedOut' ? cashOutPayout(BigInt(r.stakeMinor), draws, hilo.guesses) : 0n;
    const payoutOk = hilo.result === 'refunded' || hilo.result === 'open' || payout === BigInt(r.payoutMinor);
    same = draws.every((d, i) => d === hilo.cards[i]) && lost === (hilo.result === 'lost') && payoutOk;
  }
  mark('check-outcome', same);
  byId('recomputed').textContent = `${describe(engine, draws)} — ${T.payout}: ${moneyLabel(r.payoutMinor, data.money)}`;
}

function wireRotate(root: HTMLElement) {
  const button = document.getElementById('rotate-now');
  if (!button) return;
  const api = playApi(root.dataset.session, T.networkError);
  button.addEventListener('click', async () => {
    const status = byId('rotate-status');
    try {
      await api.post<RotateValue>(PLAY_PATHS.rotate, {});
      status.textContent = T.rotateDone;
      location.reload();
    } catch (error) {
      status.textContent = error instanceof PlayError ? error.message : String(error);
    }
  });
}

function wireLookup() {
  const form = byId<HTMLFormElement>('lookup');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const key = byId<HTMLInputElement>('round-key').value.trim();
    if (key) location.assign(`${PLAY_PATHS.verifyPage}/${encodeURIComponent(key)}`);
  });
}

function wireManual() {
  const form = byId<HTMLFormElement>('manual');
  const result = byId('manual-result');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const engine = byId<HTMLSelectElement>('m-engine').value === 'hilo' ? 'hilo' : 'slot';
    const serverSeed = byId<HTMLInputElement>('m-server').value.trim().toLowerCase();
    const clientSeed = byId<HTMLInputElement>('m-client').value.trim();
    const nonceText = byId<HTMLInputElement>('m-nonce').value.trim();
    const cards = Math.min(51, Math.max(1, Number.parseInt(byId<HTMLInputElement>('m-cards').value, 10) || 1));
    if (!SERVER_SEED_RE.test(serverSeed)) return void (result.textContent = T.badSeed);
    if (!CLIENT_SEED_RE.test(clientSeed)) return void (result.textContent = T.badClientSeed);
    if (!/^\d{1,9}$/.test(nonceText)) return void (result.textContent = T.badNonce);
    const ranges = engine === 'slot' ? [...SLOT_DRAWS] : Array.from({ length: cards }, () => CARD_RANGE);
    const draws = await drawInts({ serverSeed, clientSeed, nonce: Number(nonceText) }, ranges);
    const hash = await sha256Hex(serverSeed);
    result.textContent = `${fill(T.hashOf, { hash })} — ${T.result}: ${describe(engine, draws)}`;
  });
}

async function main() {
  const root = byId('verify');
  wireLookup();
  wireManual();
  wireRotate(root);
  const section = document.getElementById('round');
  if (section) await checkRound(section);
}

void main();
