/**
 * Announcements per language (issue 14 item 14, the defect: banners, notices and popups were
 * English in every language). Each announcement is answered in the Language header's language,
 * else the merchant's default language; an announcement written only in another language is not
 * shown. Operators add translations with `announcements add --of <id> --lang <code>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementEndpoints, type AnnouncementsValue } from '../../src/shared/wire/announcements';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

describe.each(backends)('announcements per language on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(kind);
  });
  afterAll(() => server?.close());

  async function list(language: string, merchant = 'demo'): Promise<AnnouncementsValue> {
    const response = await server.app.inject({
      method: 'GET',
      url: `${announcementEndpoints.list.path}?types=B,PL,PU,PR&platform=W&execution=B`,
      headers: wireHeaders(merchant, { language }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { value: AnnouncementsValue }).value;
  }
  const homeTitles = (v: AnnouncementsValue) => v.banners.filter((b) => b.groupName === 'w_home').map((b) => b.title);
  const idIn = (output: string) => /Announcement (\d+) added/.exec(output)?.[1] ?? '';

  it('answers the seeded banners, notices and popups in the member language, not always English', async () => {
    const en = await list('EN');
    const vi = await list('VI');
    expect(homeTitles(vi)).toEqual([
      '10.000 trò slot đang chờ bạn',
      'Mahjong Ways: chơi ngay',
      'Bàn live mỗi tối',
      'Thưởng nạp lại cuối tuần',
    ]);
    expect(vi.player.map((n) => n.title)).toContain('Bảo trì định kỳ vào Chủ nhật');
    expect(vi.popup[0]).toMatchObject({
      title: 'Chào mừng đến Demo Casino',
      content: '<p>Đăng ký trong một phút và bắt đầu với thưởng chào mừng.</p>',
    });
    // Same announcements, same order and ids: only the text follows the language.
    expect(vi.banners.map((b) => b.id)).toEqual(en.banners.map((b) => b.id));
    expect(vi.popup.map((p) => p.id)).toEqual(en.popup.map((p) => p.id));
    expect((await list('CN')).banners.find((b) => b.groupName === 'w_login')?.title).toBe('登录领取每日奖励');
  });

  it('falls back to the site language per announcement, and for a language with no translation at all', async () => {
    const vi = await list('VI');
    // The hostile notice has no Vietnamese text: it is answered in English, the demo default.
    expect(vi.player.map((n) => n.title)).toContain('Deposit processing times');
    // Arabic has the first guest popup but not the second.
    const ar = await list('AR');
    expect(ar.popup.slice(0, 2).map((p) => p.title)).toEqual(['مرحبًا بك في Demo Casino', '10,000 slots, one lobby']);
    // Japanese has no translation: everything in English, the same as asking for English.
    expect(await list('JA')).toEqual(await list('EN'));
    // demokr's default is Korean; its English texts are translations.
    expect(homeTitles(await list('KO', 'demokr'))).toEqual(['데모 코리아에 오신 것을 환영합니다']);
    expect(homeTitles(await list('EN', 'demokr'))).toEqual(['Welcome to Demo Korea']);
    // A language the merchant does not offer is answered in its default.
    expect(homeTitles(await list('VI', 'demokr'))).toEqual(['데모 코리아에 오신 것을 환영합니다']);
  });

  it('draws a banner without an uploaded picture with the title of its language', async () => {
    const banner = (await list('VI')).banners.find((b) => b.groupName === 'w_home')!;
    expect(banner.url).toBe(`/TCG_PROD_IMAGES/BANNER/${banner.id}.svg?lang=VI`);
    const svg = await server.app.inject({ method: 'GET', url: banner.url });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('10.000 trò slot đang chờ bạn');
    const english = await server.app.inject({ method: 'GET', url: `/TCG_PROD_IMAGES/BANNER/${banner.id}.svg` });
    expect(english.body).toContain('10,000 slots are waiting');
  });

  it('lets the operator add a translation with --of and --lang, replace it, and post in one language', async () => {
    const added = await ops(
      server,
      'announcements',
      'add',
      '--type',
      'PL',
      '--title',
      `Cup ${kind}`,
      '--content',
      '<p>Saturday</p>',
    );
    const id = idIn(added.body.value);
    expect(id).not.toBe('');
    const translated = await ops(
      server,
      'announcements',
      'add',
      '--of',
      id,
      '--lang',
      'vi',
      '--title',
      `Cúp ${kind}`,
      '--content',
      '<p>Thứ bảy</p>',
    );
    expect(translated.body).toMatchObject({
      success: true,
      value: `Announcement ${id} now reads "Cúp ${kind}" in VI.`,
    });
    expect((await list('VI')).player.find((n) => n.id === Number(id))).toMatchObject({
      title: `Cúp ${kind}`,
      content: '<p>Thứ bảy</p>',
    });
    expect((await list('EN')).player.find((n) => n.id === Number(id))?.title).toBe(`Cup ${kind}`);
    await ops(server, 'announcements', 'add', '--of', id, '--lang', 'VI', '--title', `Cúp mới ${kind}`);
    expect((await list('VI')).player.find((n) => n.id === Number(id))?.title).toBe(`Cúp mới ${kind}`);
    expect((await ops(server, 'announcements', 'list', '--type', 'PL')).body.value).toMatch(
      new RegExp(`^\\s*${id} PL .* on  \\[EN\\+VI\\] Cup ${kind}$`, 'm'),
    );

    // Written in Spanish only: Spanish players see it, nobody else (no default-language text).
    const spanish = idIn(
      (await ops(server, 'announcements', 'add', '--type', 'PL', '--lang', 'es', '--title', `Solo ES ${kind}`)).body
        .value,
    );
    expect((await list('ES')).player.map((n) => n.id)).toContain(Number(spanish));
    expect((await list('EN')).player.map((n) => n.id)).not.toContain(Number(spanish));
  });

  it('refuses translations it cannot place, and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.services.db
            .selectFrom('announcement_translations')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const id = String((await list('EN')).banners[0]!.id);
    const refusals: [string[], RegExp][] = [
      [['--of', id, '--title', 'x'], /--lang/],
      [['--of', id, '--lang', 'xx', '--title', 'x'], /not a language of demo/],
      [['--of', id, '--lang', 'en', '--title', 'x'], /itself in EN/],
      [['--of', id, '--lang', 'vi', '--title', ''], /--title must be/],
      [['--of', id, '--lang', 'vi', '--title', 'x', '--type', 'B'], /--type belongs to the announcement itself/],
      [['--of', '999999999', '--lang', 'vi', '--title', 'x'], /There is no announcement 999999999/],
      [['--type', 'PL', '--lang', 'xx', '--title', 'x'], /not a language of demo/],
      [['--type', 'PL', '--lang', 'VI', '--title', 'x', '--merchant', 'demokr'], /not a language of demokr/],
    ];
    for (const [args, message] of refusals) {
      const result = await ops(server, 'announcements', 'add', ...args);
      expect(result.body.success, args.join(' ')).toBe(false);
      expect(result.body.message, args.join(' ')).toMatch(message);
    }
    expect(await count()).toBe(before);
  });
});
