/**
 * `npm run ops -- games map <nodeId> <houseGame>[:<theme>]` chooses which house game a catalogue
 * game opens (games.house_game, read by play/houseMap.ts); `default` goes back to the mapping by
 * type and name. `games map --show <nodeId>` shows what it opens now and why.
 */
import { houseRefOf, houseRefText, parseHouseRef } from '../play/houseMap';
import { SLOT_THEMES } from '../play/shared/games/slot5/themes';
import { HOUSE_GAMES } from '../play/shared/house/types';
import type { Services } from '../../services';
import { unchanged } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';

const THEMES = SLOT_THEMES.map((t) => t.id).join(', ');
const CHOICES = `${[...HOUSE_GAMES, 'slot', 'hilo'].join(', ')}; slot5:<theme> with theme ${THEMES}`;

async function gameOf(services: Services, nodeText: string) {
  if (!/^\d{1,12}$/.test(nodeText)) throw new OpsUsageError(`"${nodeText}" is not a node id (digits).`);
  const game = await services.db
    .selectFrom('games')
    .select(['node_id', 'game_code', 'vendor', 'game_type', 'game_name', 'engine', 'house_game'])
    .where('node_id', '=', BigInt(nodeText))
    .executeTakeFirst();
  if (!game)
    throw new OpsUsageError(`There is no game with node id ${nodeText}. Find ids with: npm run ops -- games list`);
  return game;
}

type Row = Awaited<ReturnType<typeof gameOf>>;
const describe = (g: Row) => `node ${g.node_id} (${g.vendor} ${g.game_type} "${g.game_name}")`;
const opens = (g: Row) =>
  houseRefText(houseRefOf({ gameType: g.game_type, gameName: g.game_name, engine: g.engine, houseGame: g.house_game }));

export const houseMapCommands: OpsCommand[] = [
  {
    path: ['games', 'map'],
    positionals: ['nodeId', 'houseGame[:theme]|default'],
    summary: 'choose the house game a catalogue game opens (default: by its type and name)',
    async run({ positionals }, services) {
      const [nodeText, choice] = positionals as [string, string];
      const game = await gameOf(services, nodeText);
      const next = choice === 'default' ? null : choice;
      if (next !== null && !parseHouseRef(next))
        throw new OpsUsageError(`"${choice}" is not a house game. Choose one of: ${CHOICES}; or default.`);
      if ((game.house_game ?? null) === next) return unchanged(`${describe(game)} already opens ${opens(game)}.`);
      await services.db.updateTable('games').set({ house_game: next }).where('node_id', '=', game.node_id).execute();
      const after = { ...game, house_game: next };
      return `${describe(game)} now opens ${opens(after)}${next === null ? ' (by its type and name)' : ''}.`;
    },
  },
  {
    path: ['games', 'map', '--show'],
    positionals: ['nodeId'],
    summary: 'show which house game a catalogue game opens and whether an operator chose it',
    async run({ positionals }, services) {
      const game = await gameOf(services, positionals[0]!);
      const how = game.house_game ? 'chosen by an operator' : 'by its type and name';
      return `${describe(game)} opens ${opens(game)} (${how}).`;
    },
  },
];
