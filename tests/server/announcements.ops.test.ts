/**
 * `npm run ops -- announcements …`: what an operator posts is what the announcements call
 * answers (content stored as given: the client sanitises it), popups reach their audience
 * only, bad input is refused with a message that says what to fix and changes nothing, and a
 * disabled announcement disappears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '../../src/shared/wire';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

const HOSTILE = '<p>Read <b>this</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe.each(backends)('announcement ops commands on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  async function guestAnnouncements(merchant = 'demo'): Promise<AnnouncementsValue> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
      headers: wireHeaders(merchant),
    });
    return (response.json() as { value: AnnouncementsValue }).value;
  }
  const count = async () =>
    Number(
      (
        await server.services.db
          .selectFrom('announcements')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const idIn = (output: string) => /Announcement (\d+) added/.exec(output)?.[1] ?? '';

  it('posts a notice whose HTML is answered exactly as stored', async () => {
    const added = await ops(
      server,
      'announcements',
      'add',
      '--type',
      'PL',
      '--title',
      `Ops notice ${kind}`,
      '--content',
      HOSTILE,
      '--sequence',
      '99',
    );
    expect(added.body).toMatchObject({
      success: true,
      value: expect.stringMatching(/^Announcement \d+ added \(PL "Ops notice/),
    });
    const notice = (await guestAnnouncements()).player.find((n) => n.title === `Ops notice ${kind}`);
    expect(notice?.content).toBe(HOSTILE);
    expect(notice?.id).toBe(Number(idIn(added.body.value)));
  });

  it('gives a popup to its audience only', async () => {
    await ops(
      server,
      'announcements',
      'add',
      '--type',
      'PU',
      '--execution',
      'B',
      '--title',
      `Guest popup ${kind}`,
      '--content',
      '<p>hi</p>',
    );
    await ops(server, 'announcements', 'add', '--type', 'PU', '--execution', 'A', '--title', `Member popup ${kind}`);
    const titles = (await guestAnnouncements()).popup.map((p) => p.title);
    expect(titles).toContain(`Guest popup ${kind}`);
    expect(titles).not.toContain(`Member popup ${kind}`);
  });

  it('posts a banner of a group with its link, for one merchant only', async () => {
    const added = await ops(
      server,
      'announcements',
      'add',
      '--type',
      'B',
      '--group',
      'w_home',
      '--title',
      `KR banner ${kind}`,
      '--link-type',
      'URL',
      '--link-target',
      'https://example.com/',
      '--merchant',
      'demokr',
    );
    expect(added.body.success).toBe(true);
    const banner = (await guestAnnouncements('demokr')).banners.find((b) => b.title === `KR banner ${kind}`);
    expect(banner).toMatchObject({ groupName: 'w_home', linkageType: 'URL', linkageTarget: 'https://example.com/' });
    expect((await guestAnnouncements('demo')).banners.some((b) => b.title === `KR banner ${kind}`)).toBe(false);
  });

  it('switches off every popup of a merchant at once, leaving other kinds and merchants alone', async () => {
    const before = await guestAnnouncements();
    expect(before.popup.length).toBeGreaterThan(0);
    const kr = await guestAnnouncements('demokr');
    const done = await ops(server, 'announcements', 'disable-all', '--type', 'PU');
    expect(done.body.value).toMatch(/^\d+ PU announcement\(s\) on demo disabled\.$/);
    const after = await guestAnnouncements();
    expect(after.popup).toEqual([]);
    expect(after.banners).toEqual(before.banners);
    expect(after.player).toEqual(before.player);
    expect((await guestAnnouncements('demokr')).popup).toEqual(kr.popup);
    const refused = await ops(server, 'announcements', 'disable-all');
    expect(refused.body).toMatchObject({ success: false });
  });

  it('refuses bad input with a message, adding nothing', async () => {
    const before = await count();
    const cases: [string[], RegExp][] = [
      [['--title', 'x'], /--type/],
      [['--type', 'XX', '--title', 'x'], /--type "XX" is not one of B, PL, PU, PR/],
      [['--type', 'PL'], /--title must be 1 to 200/],
      [['--type', 'PL', '--title', 'x'.repeat(201)], /--title must be 1 to 200/],
      [['--type', 'PU', '--title', 'x'], /popup needs --execution/],
      [['--type', 'PL', '--title', 'x', '--execution', 'B'], /--execution is for popups/],
      [['--type', 'B', '--title', 'x'], /banner needs --group/],
      [['--type', 'B', '--title', 'x', '--group', 'w_nowhere'], /--group "w_nowhere" is not one of/],
      [['--type', 'B', '--title', 'x', '--group', 'w_home', '--link-type', 'URL'], /--link-type needs --link-target/],
      [['--type', 'PL', '--title', 'x', '--sequence', 'first'], /--sequence "first" is not a whole number/],
      [['--type', 'PL', '--title', 'x', '--merchant', 'nosuch'], /Unknown merchant "nosuch"/],
    ];
    for (const [args, message] of cases) {
      const answer = await ops(server, 'announcements', 'add', ...args);
      expect(answer, args.join(' ')).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(message) },
      });
    }
    expect(await count()).toBe(before);
  });

  it('lists, disables and enables again', async () => {
    const added = await ops(server, 'announcements', 'add', '--type', 'PL', '--title', `Switch ${kind}`);
    const id = idIn(added.body.value);
    expect((await ops(server, 'announcements', 'list', '--type', 'PL')).body.value).toMatch(
      new RegExp(`^\\s*${id} PL .* on  Switch ${kind}$`, 'm'),
    );
    expect((await ops(server, 'announcements', 'disable', id)).body.value).toMatch(/disabled/);
    expect((await guestAnnouncements()).player.some((n) => n.title === `Switch ${kind}`)).toBe(false);
    await ops(server, 'announcements', 'enable', id);
    expect((await guestAnnouncements()).player.some((n) => n.title === `Switch ${kind}`)).toBe(true);
    expect((await ops(server, 'announcements', 'disable', '999999999')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/no announcement 999999999/),
    });
    expect((await ops(server, 'announcements', 'disable', 'abc')).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/not an announcement id/),
    });
  });
});
