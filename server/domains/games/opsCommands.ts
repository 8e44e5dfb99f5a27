/**
 * `npm run ops -- games …`: look at the catalogue and switch single games off and on, or in and
 * out of the hot list, so operators (and end-to-end specs) can take a game away. Every change
 * drops the catalogue read model, so the next lobby request already sees it.
 */
import { isGameType } from '../../../src/shared/wire/games';
import type { Services } from '../../services';
import { unchanged } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';
import { invalidateCatalogue } from './catalogue';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
const LIST_LIMIT = 100;

async function setFlag(
  services: Services,
  gameCode: string,
  set: { enabled: boolean } | { is_hot: boolean },
): Promise<string> {
  const game = await services.db
    .selectFrom('games')
    .select(['node_id', 'game_name', 'vendor', 'game_type', 'enabled', 'is_hot'])
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  if (!game)
    throw new OpsUsageError(
      `There is no game "${gameCode}". Find codes with: npm run ops -- games list --vendor <vendor>`,
    );
  const what = 'enabled' in set ? (set.enabled ? 'enabled' : 'disabled') : set.is_hot ? 'marked hot' : 'no longer hot';
  const described = `${gameCode} (${game.vendor} ${game.game_type} "${game.game_name}", node ${game.node_id})`;
  const already = 'enabled' in set ? game.enabled === set.enabled : game.is_hot === set.is_hot;
  if (already) return unchanged(`${described} is already ${what}.`);
  await services.db.updateTable('games').set(set).where('game_code', '=', gameCode).execute();
  invalidateCatalogue(services.db);
  return `${described} ${what}.`;
}

export const gamesOpsCommands: OpsCommand[] = [
  {
    path: ['games', 'list'],
    options: {
      vendor: { type: 'string', description: 'vendor code, e.g. PG' },
      type: { type: 'string', description: 'game type: LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT' },
      limit: { type: 'string', description: `how many to show (default ${LIST_LIMIT})` },
    },
    summary: 'list catalogue games (disabled ones too) with their codes, node ids and flags',
    async run({ options }, services) {
      const vendor = text(options.vendor)?.toUpperCase();
      const type = text(options.type)?.toUpperCase();
      if (type !== undefined && !isGameType(type))
        throw new OpsUsageError(
          `--type "${type}" is not a game type (LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT).`,
        );
      const limitText = text(options.limit);
      const limit = limitText === undefined ? LIST_LIMIT : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > 20_000)
        throw new OpsUsageError('--limit must be a whole number from 1 to 20000.');
      let query = services.db.selectFrom('games');
      if (vendor) query = query.where('vendor', '=', vendor);
      if (type) query = query.where('game_type', '=', type);
      const [{ count }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        query
          .select(['node_id', 'game_code', 'game_type', 'vendor', 'game_name', 'enabled', 'is_hot'])
          .orderBy('node_id')
          .limit(limit)
          .execute(),
      ]);
      if (rows.length === 0) return `No games${vendor ? ` of vendor ${vendor}` : ''}${type ? ` of type ${type}` : ''}.`;
      const lines = rows.map((g) =>
        [
          String(g.node_id).padStart(6),
          g.game_code.padEnd(20),
          g.game_type.padEnd(8),
          g.vendor.padEnd(13),
          (g.enabled ? 'on' : 'OFF').padEnd(4),
          (g.is_hot ? 'hot' : '').padEnd(4),
          g.game_name,
        ].join(' '),
      );
      return [
        `${'node'.padStart(6)} ${'code'.padEnd(20)} ${'type'.padEnd(8)} ${'vendor'.padEnd(13)} ${'on'.padEnd(4)} ` +
          `${'hot'.padEnd(4)} name`,
        ...lines,
        `${rows.length} of ${count} game(s).`,
      ].join('\n');
    },
  },
  {
    path: ['games', 'disable'],
    positionals: ['gameCode'],
    summary: 'take a game out of every list (launching it is refused)',
    run: ({ positionals }, services) => setFlag(services, positionals[0]!, { enabled: false }),
  },
  {
    path: ['games', 'enable'],
    positionals: ['gameCode'],
    summary: 'put a disabled game back',
    run: ({ positionals }, services) => setFlag(services, positionals[0]!, { enabled: true }),
  },
  {
    path: ['games', 'hot'],
    positionals: ['gameCode', 'on|off'],
    summary: 'mark a game hot (hot badge, hot games) or not',
    async run({ positionals }, services) {
      const [gameCode, state] = positionals as [string, string];
      if (state !== 'on' && state !== 'off') throw new OpsUsageError(`Say "on" or "off", not "${state}".`);
      return setFlag(services, gameCode, { is_hot: state === 'on' });
    },
  },
];
