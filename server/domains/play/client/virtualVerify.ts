/**
 * A virtual sports round's verification page: checks the revealed seed against its commitment
 * and replays every match in the browser with the same code the server ran (virtual/matches.ts).
 */
import { sha256Hex } from '../shared/fairness';
import { COMMON_TEXT as T } from '../shared/text';
import { canonicalJson, playRound } from '../virtual/matches';
import type { VirtualRoundView } from '../virtual/api';
import { VIRTUAL_PATHS } from '../virtual/api';
import type { League } from '../virtual/schema';
import { VIRTUAL_TEXT as V } from '../virtual/text';
import { playApi, PlayError } from './api';
import { byId, el } from './dom';

async function main() {
  const id = byId('virtual-verify').dataset.round ?? '';
  const result = byId('v-result');
  if (!id) return;
  let round: VirtualRoundView;
  try {
    round = await playApi(undefined, T.networkError).get<VirtualRoundView>(`${VIRTUAL_PATHS.round}/${id}`);
  } catch (error) {
    result.textContent = error instanceof PlayError ? error.message : T.networkError;
    return;
  }
  byId('v-hash').textContent = round.seedHash;
  byId('v-seed').textContent = round.seed ?? V.notRevealed;
  if (!round.seed || !round.results) {
    result.textContent = V.notRevealed;
    return;
  }
  const replayed = await playRound(round.league as League, round.round, round.seed);
  byId('v-results').replaceChildren(
    ...replayed.map((r) =>
      el('li', {
        text:
          r.sport === 'football'
            ? `${r.result.fixture.home} ${r.result.home}-${r.result.away} ${r.result.fixture.away}`
            : `${r.result.fixture.teamA} ${r.result.score} ${r.result.fixture.teamB}`,
      }),
    ),
  );
  const good =
    (await sha256Hex(round.seed)) === round.seedHash && canonicalJson(replayed) === canonicalJson(round.results);
  result.textContent = good ? V.verified : V.mismatch;
  result.className = `outcome ${good ? 'win' : 'lose'}`;
}

void main();
