/** The vendor lobby page's behaviour: a picked game gets a one-time launch link and opens here. */
import { PLAY_PATHS } from '../shared/playApi';
import { fill } from '../shared/format';
import { LOBBY_TEXT as L } from '../shared/text';
import { playApi } from './api';
import { byId } from './dom';

const root = byId('lobby');
const api = playApi(root.dataset.session, L.networkError);
const status = byId('lobby-status');
let busy = false;

root.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button.lobby-game');
  if (!button || busy) return;
  const name = button.querySelector('.lobby-name')?.textContent ?? '';
  busy = true;
  status.classList.remove('problem');
  status.textContent = fill(L.opening, { name });
  api
    .post<{ url: string }>(PLAY_PATHS.lobbyLaunch, { nodeId: button.dataset.node })
    .then(({ url }) => window.location.assign(url))
    .catch((error: unknown) => {
      busy = false;
      status.classList.add('problem');
      status.textContent = error instanceof Error ? error.message : L.networkError;
    });
});

// The tile's game is first: it has the focus, so Enter opens it from the keyboard.
document.querySelector<HTMLButtonElement>('button.lobby-game')?.focus();
