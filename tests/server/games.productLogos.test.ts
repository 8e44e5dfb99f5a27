/**
 * Vendor logos carry their own product's name and the winner board each game's own icon
 * (issue 14 item 13, the defects: "AG Fishing" on the AG Live lobby, one default icon on every
 * winner row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WinnerBoardValue } from '../../src/shared/wire/games';
import { DEFAULT_GAME_ICON } from '../../server/domains/games/iconUrls';
import { sharedName } from '../../server/domains/games/catalogue';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

describe.each(backends)('vendor product logos and winner icons on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  const titleOf = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
  };

  it('names the product of the lobby the logo stands for', async () => {
    expect(await titleOf('/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/AG-COLOR.svg')).toBe('AG Live');
    expect(await titleOf('/TCG_PROD_IMAGES/FISH_LIST_VENDOR/AG-COLOR.svg')).toBe('AG Fishing');
    expect(await titleOf('/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/LIVE-AG.svg')).toBe('AG Live');
    expect(await titleOf('/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/FISH-AG.svg')).toBe('AG Fishing');
    // Without a product: what all its products share.
    expect(await titleOf('/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/AG-DEFAULT.svg')).toBe('AG');
    expect(await titleOf('/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PT-DEFAULT.svg')).toBe('Playtech');
    expect(await titleOf('/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PT-COLOR.svg')).toBe('Playtech');
  });

  it('shares the leading words of product names, else falls back to the code', () => {
    expect(sharedName('AG', ['AG Live', 'AG Fishing'])).toBe('AG');
    expect(sharedName('PT', ['Playtech Live', 'Playtech'])).toBe('Playtech');
    expect(sharedName('X', ['Alpha', 'Beta'])).toBe('X');
    expect(sharedName('JL', ['JILI'])).toBe('JILI');
  });

  it("shows each winner row its own game's icon, never the default for all", async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20&language=EN',
      headers: wireHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { value: WinnerBoardValue }).value.list;
    expect(rows.length).toBeGreaterThan(1);
    for (const { vo } of rows) expect(vo.iconUrl, `${vo.vendor} ${vo.gameName}`).not.toBe(DEFAULT_GAME_ICON);
    // Not one icon for every row.
    expect(new Set(rows.map(({ vo }) => vo.iconUrl)).size).toBeGreaterThan(1);
  });
});
