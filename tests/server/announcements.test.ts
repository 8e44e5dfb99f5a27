/**
 * MCSFE_getListAnnouncements (contract §4.7) on the seeded announcements: groups chosen by
 * `types`, only enabled items inside their time window, in sequence order, popups by audience
 * (guests B; members A, plus F on their first login), per merchant, with operator HTML passed as
 * stored (the client sanitises it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_NOTICE_TITLE } from '../../server/demo/seedAnnouncements';
import {
  ANNOUNCEMENTS_PER_PAGE,
  announcementEndpoints,
  type AnnouncementsValue,
} from '../../src/shared/wire/announcements';
import { newMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import { envelope, gamesClient, nodeIdOf } from './games.support';

const DAY_MS = 86_400_000;
const PATH = announcementEndpoints.list.path;

describe.each(backends)('announcements on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof gamesClient>;
  const list = async (query: Record<string, string>, o: { token?: string; merchant?: string } = {}) => {
    const res = await api.get(PATH, { platform: 'W', ...query }, o);
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope<AnnouncementsValue>(res);
    expect(body.success).toBe(true);
    return body.value;
  };

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = gamesClient(server);
  });
  afterAll(() => server?.close());

  it('answers a guest every group: banners by sequence, notices, guest popups and promotions', async () => {
    const value = await list({ types: 'B,PL,PU,PR', execution: 'B', merchantCode: 'demo', token: '' });
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home.map((b) => b.title)).toEqual([
      '10,000 slots are waiting',
      'Mahjong Ways: play it now',
      'Live tables every night',
      'Weekend reload bonus',
    ]);
    expect(home.map((b) => b.sequence)).toEqual([1, 2, 3, 4]);
    for (const group of ['w_login', 'w_register', 'w_leftmenu'] as const)
      expect(
        value.banners.filter((b) => b.groupName === group),
        group,
      ).toHaveLength(1);
    expect(home[0]).toMatchObject({ linkageType: 'ROUTE', linkageTarget: '/rng' });
    expect(home[1]).toMatchObject({ linkageType: 'GAME', linkageTarget: `PG:${await nodeIdOf(server, 'PG_0001')}` });
    expect(home[2]).toMatchObject({ linkageType: '', linkageTarget: '' });
    for (const b of value.banners) expect(b.url).toBe(`/TCG_PROD_IMAGES/BANNER/${b.id}.svg`);

    expect(value.player.length).toBeGreaterThanOrEqual(3);
    for (const n of value.player) {
      expect(n.content).toMatch(/^<p>/);
      expect(n.createdAt).toBeLessThan(Date.now() + 1);
    }
    // More guest popups than one page of titles holds: the popup shows two pages.
    expect(value.popup.length).toBeGreaterThan(ANNOUNCEMENTS_PER_PAGE);
    expect(value.popup.every((p) => p.execution === 'B')).toBe(true);

    expect(value.promotion.length).toBeGreaterThanOrEqual(3);
    for (const p of value.promotion) {
      expect(p.announcementImages[0]).toEqual({ sequence: 1, url: `/TCG_PROD_IMAGES/BANNER/${p.id}.svg` });
      expect(p.endDate).toBeGreaterThan(p.startDate);
      expect(p.category).toMatch(/_promo$|^new_player$/);
    }
  });

  it('passes operator HTML as stored, hostile parts included, for the client to sanitise', async () => {
    const notice = (await list({ types: 'PL' })).player.find((n) => n.title === HOSTILE_NOTICE_TITLE)!;
    expect(notice.content).toContain('<script>');
    expect(notice.content).toContain('onerror=');
    // Without the markup it still reads.
    expect(notice.content.replace(/<script>[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).toMatch(
      /Deposits are credited within\s+5 minutes\s+on every method\..*Questions\?\s+Contact support\s+any time\./s,
    );
  });

  it('answers only the groups asked for; H and unknown letters answer nothing; no types means all', async () => {
    const banners = await list({ types: 'B' });
    expect(banners.banners.length).toBeGreaterThan(0);
    expect([banners.player, banners.popup, banners.promotion]).toEqual([[], [], []]);
    const notices = await list({ types: 'pl, PR' });
    expect(notices.banners).toEqual([]);
    expect(notices.player.length).toBeGreaterThan(0);
    expect(notices.promotion.length).toBeGreaterThan(0);
    expect(await list({ types: 'H' })).toEqual({ banners: [], player: [], popup: [], promotion: [] });
    expect(await list({ types: 'XYZ,,' })).toEqual({ banners: [], player: [], popup: [], promotion: [] });
    const all = await list({});
    expect(all.banners.length * all.player.length * all.popup.length * all.promotion.length).toBeGreaterThan(0);
  });

  it('leaves out disabled items and items outside their time window', async () => {
    const value = await list({ types: 'B,PL' });
    const titles = [...value.banners, ...value.player].map((a) => a.title);
    expect(titles).not.toContain('Draft banner');
    expect(titles).not.toContain('Last season\u2019s tournament');
    expect(titles).not.toContain('E-sports cup next month');
  });

  it('shows a member A popups, plus F on the first login only', async () => {
    const member = await newMember(server, 'popup_reader');
    const first = await list({ types: 'PU' }, { token: member.token });
    expect(new Set(first.popup.map((p) => p.execution))).toEqual(new Set(['A', 'F']));
    expect(first.popup.filter((p) => p.execution === 'F')).toHaveLength(1);
    // A reload in the same session still counts as the first login.
    expect((await list({ types: 'PU' }, { token: member.token })).popup.some((p) => p.execution === 'F')).toBe(true);

    const second = await server.services.accounts.sessions.create(
      { id: member.id, merchant_code: 'demo' },
      'username',
      '127.0.0.1',
    );
    const later = await list({ types: 'PU' }, { token: second });
    expect(later.popup.length).toBeGreaterThan(0);
    expect(later.popup.every((p) => p.execution === 'A')).toBe(true);
    // Asked "before login" (execution=B), a member gets the guest popups.
    expect(
      (await list({ types: 'PU', execution: 'B' }, { token: second })).popup.every((p) => p.execution === 'B'),
    ).toBe(true);
  });

  it('treats a bad or foreign token as a guest', async () => {
    for (const token of ['nonsense', 'f'.repeat(64)]) {
      const value = await list({ types: 'PU' }, { token });
      expect(value.popup.length).toBeGreaterThan(0);
      expect(value.popup.every((p) => p.execution === 'B')).toBe(true);
    }
    const krMember = await newMember(server, 'kr_reader', { merchant: 'demokr' });
    expect((await list({ types: 'PU' }, { token: krMember.token })).popup.every((p) => p.execution === 'B')).toBe(true);
  });

  it('answers each merchant its own: demokr has exactly one home banner', async () => {
    const value = await list({ types: 'B,PL,PU,PR', execution: 'B' }, { merchant: 'demokr' });
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(1);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.length).toBeGreaterThan(0);
    const demoTitles = new Set((await list({ types: 'B,PL,PU,PR' })).banners.map((b) => b.title));
    expect(value.banners.some((b) => demoTitles.has(b.title))).toBe(false);
  });

  it('refuses an over-long types list with an envelope', async () => {
    const res = await api.get(PATH, { types: 'B,'.repeat(40) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('follows the clock: a notice appears when it starts, and everything goes when it ends', async () => {
    server.clock.advance(11 * DAY_MS);
    expect((await list({ types: 'PL' })).player.map((n) => n.title)).toContain('E-sports cup next month');
    server.clock.advance(400 * DAY_MS);
    const late = await list({ types: 'B,PL,PU,PR', execution: 'B' });
    expect(late).toEqual({ banners: [], player: [], popup: [], promotion: [] });
  });
});
