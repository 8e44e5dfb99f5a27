/**
 * The vendor lobby page (lobby.ts): the vendor's games of one type as a list of buttons, the
 * tile's game first and marked. Picking one asks the play API for a one-time launch link and
 * opens the game in this window (client/lobby.ts).
 */
import type { Lobby } from '../lobby';
import { fill } from '../shared/format';
import { LOBBY_TEXT as L } from '../shared/text';
import { documentHtml, html, type Assets } from './html';

export type LobbyPageInput = { lobby: Lobby; secret: string; assets: Assets; freePlay: boolean };

export function lobbyPage({ lobby, secret, assets, freePlay }: LobbyPageInput): string {
  const typeName = L.gameTypes[lobby.gameType as keyof typeof L.gameTypes] ?? lobby.gameType;
  const title = fill(L.title, { vendor: lobby.vendorName, type: typeName });
  const games = lobby.games.map((game) => {
    const describedBy = game.focus ? html` aria-describedby="chosen-note"` : null;
    const badge = game.focus ? html` <span class="badge" id="chosen-note">${L.chosen}</span>` : null;
    return html`<li class="lobby-item${game.focus ? ' focus' : ''}">
<button type="button" class="lobby-game" data-node="${game.nodeId.toString()}"${describedBy}>
<span class="lobby-name" dir="auto">${game.name}</span>${badge}
</button>
</li>`;
  });
  const listLabel = fill(L.listLabel, { vendor: lobby.vendorName, type: typeName });
  const body = html`<div id="lobby" class="page" data-session="${secret}">
<header class="topbar">
<div class="brand"><h1 id="lobby-title">${title}</h1><p class="vendor">${freePlay ? L.freePlay : L.intro}</p></div>
</header>
<main class="stage" aria-labelledby="lobby-title">
<p id="lobby-status" class="status" role="status" aria-live="polite"></p>
${lobby.games.length ? html`<ul class="lobby-list" aria-label="${listLabel}">${games}</ul>` : html`<p>${L.empty}</p>`}
</main>
<noscript><p class="notice">${L.noScript}</p></noscript>
</div>`;
  return documentHtml(title, assets, body, 'lobby-page');
}
