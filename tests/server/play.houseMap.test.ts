/**
 * Catalogue games open the house game that fits them, and operators change that with
 * `npm run ops -- games map` (games/houseMapCommands.ts): every game of the seeded catalogue
 * maps to a game the server plays, and a launch after a change opens the chosen game under the
 * catalogue game's name and vendor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseRefOf } from '../../server/domains/play/houseMap';
import { PLAY_PATHS, type StateValue } from '../../server/domains/play/shared/playApi';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { credit, newMember, type TestMember } from './bettingSupport';
import { gameCalls, launchAndOpen, seedTestGames, type TestGames } from './play.support';

describe.each(backends)('the house game mapping on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let player: TestMember;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    player = await newMember(server, `map_${kind}`);
    await credit(server, player.id, 10_000n);
  });
  afterAll(() => server?.close());

  it('maps every catalogue game to a game the server plays', async () => {
    const rows = await server.services.db
      .selectFrom('games')
      .select(['game_type', 'game_name', 'engine', 'house_game'])
      .execute();
    const counts = new Map<string, number>();
    for (const r of rows) {
      const ref = houseRefOf({
        gameType: r.game_type,
        gameName: r.game_name,
        engine: r.engine,
        houseGame: r.house_game,
      });
      counts.set(ref.game, (counts.get(ref.game) ?? 0) + 1);
    }
    for (const game of ['slot5', 'baccarat', 'roulette', 'sicbo', 'blackjack', 'fishing', 'keno'])
      expect(counts.get(game), game).toBeGreaterThan(0);
  });

  it('changes what a game opens with games map, shows it, and goes back to the default', async () => {
    const node = String(games.slot);
    const shown = await ops(server, 'games', 'map', '--show', node);
    expect(shown.body.value).toMatch(/opens slot \(chosen by an operator\)/);
    const mapped = await ops(server, 'games', 'map', node, 'roulette');
    expect(mapped.body.success).toBe(true);
    expect(mapped.body.value).toMatch(/now opens roulette/);
    const secret = (await launchAndOpen(server, player, games.slot)).secret;
    const state = await gameCalls(server, secret).get<StateValue>(PLAY_PATHS.state);
    expect(state.value.game).toMatchObject({ engine: 'roulette', name: 'Test Fruit Slot', vendorName: 'Test Vendor' });
    const themed = await ops(server, 'games', 'map', node, 'slot5:ocean-treasure');
    expect(themed.body.value).toMatch(/now opens slot5:ocean-treasure/);
    const back = await ops(server, 'games', 'map', node, 'default');
    // "Test Fruit Slot": a slot whose name says fruit.
    expect(back.body.value).toMatch(/now opens slot5:fruit-fiesta \(by its type and name\)/);
    await ops(server, 'games', 'map', node, 'slot');
  });

  it('refuses a choice that names no game or no node, changing nothing', async () => {
    const node = String(games.hilo);
    const bad = await ops(server, 'games', 'map', node, 'poker');
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/not a house game/);
    const theme = await ops(server, 'games', 'map', node, 'slot5:nowhere');
    expect(theme.body.success).toBe(false);
    const missing = await ops(server, 'games', 'map', '999999999', 'dice');
    expect(missing.body.message).toMatch(/no game with node id/);
    const shown = await ops(server, 'games', 'map', '--show', node);
    expect(shown.body.value).toMatch(/opens hilo/);
  });
});
