/**
 * A crash round's verification page: fetches the round (its hash always, its seed once crashed)
 * and recomputes in the browser, with the same code the server ran (crash/chain.ts's stream,
 * shared/games/crash.ts's crashPointOf over fairness.ts), the seed's hash and the crash point.
 */
import { CRASH_PATHS, type CrashRoundView } from '../crash/api';
import { CRASH_TEXT as C } from '../crash/text';
import { fill, multiplierLabel } from '../shared/format';
import { sha256Hex } from '../shared/fairness';
import { CRASH_CLIENT_SEED, crashPointOf } from '../shared/games/crash';
import { playFair } from '../shared/games/draw';
import { COMMON_TEXT as T } from '../shared/text';
import { playApi, PlayError } from './api';
import { byId } from './dom';

async function main() {
  const id = byId('crash-verify').dataset.round ?? '';
  if (!id) return;
  const result = byId('v-result');
  let round: CrashRoundView;
  try {
    round = await playApi(undefined, T.networkError).get<CrashRoundView>(`${CRASH_PATHS.round}/${id}`);
  } catch (error) {
    result.textContent = error instanceof PlayError ? error.message : T.networkError;
    return;
  }
  byId('v-chain').textContent = round.chainId;
  byId('v-round-no').textContent = String(round.roundNo);
  byId('v-hash').textContent = round.hash;
  byId('v-seed').textContent = round.seed ?? C.notRevealed;
  byId('v-crash-point').textContent = round.crashPoint === null ? C.notRevealed : multiplierLabel(round.crashPoint);
  if (round.seed === null || round.crashPoint === null) {
    byId('v-seed-hash').textContent = C.notRevealed;
    byId('v-recomputed').textContent = C.notRevealed;
    result.textContent = C.notRevealed;
    return;
  }
  const seedHash = await sha256Hex(round.seed);
  const point = await playFair(
    { serverSeed: round.seed, clientSeed: CRASH_CLIENT_SEED, nonce: round.roundNo },
    crashPointOf,
    1,
  );
  byId('v-seed-hash').textContent = seedHash;
  byId('v-recomputed').textContent = multiplierLabel(point);
  const good = seedHash === round.hash && point === round.crashPoint;
  result.textContent = good ? fill(C.verified, { multiplier: multiplierLabel(point) }) : C.mismatch;
  result.className = `outcome ${good ? 'win' : 'lose'}`;
}

void main();
