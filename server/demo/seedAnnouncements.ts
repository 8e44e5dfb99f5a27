/**
 * Seeds the announcements (src/shared/wire/announcements.ts) per demo merchant: banners by group,
 * notices (the marquee), popups for each audience and promotions. Runs inside seed.ts's transaction
 * after seedGames.ts (a banner links to a catalogue game by node id).
 *
 * What the seed is shaped to exercise:
 *   - "demo": four home banners (one ROUTE to /rng, one GAME, one without a link), twelve guest
 *     popups (the 9-per-page list shows two pages), member and first-login popups, an expired
 *     banner, a disabled one and a notice not yet started (the time window and the switch),
 *     and one notice of deliberately hostile HTML the client's sanitiser must defuse while the
 *     text stays readable.
 *   - "demokr": exactly one home banner (the carousel shows no controls).
 * Images are left empty: the server draws each one (/TCG_PROD_IMAGES/BANNER/<id>.svg).
 */
import type { Insertable } from 'kysely';
import type { AnnouncementsTable } from '../db/schemaGames';
import type { Trx } from '../domains/ledger/post';
import { translationsOf } from './seedAnnouncementTranslations';

const DAY_MS = 86_400_000;

type Seed = Omit<Insertable<AnnouncementsTable>, 'merchant_code' | 'images'> & {
  /** Days from now; null = open. Defaults: started yesterday, ends in a year. */
  startsInDays?: number | null;
  endsInDays?: number | null;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** A notice with script, an event handler and a javascript: link; the words around them still read. */
export const HOSTILE_NOTICE_TITLE = 'Deposit processing times';
const HOSTILE_NOTICE =
  '<p>Deposits are credited within <b>5 minutes</b> on every method.</p>' +
  '<img src=x onerror="alert(\'notice-xss\')">' +
  "<script>alert('notice-xss')</script>" +
  '<p>Questions? <a href="javascript:alert(1)" onclick="alert(2)">Contact support</a> any time.</p>';

function demoAnnouncements(gameLink: string): Seed[] {
  const guestPopups: Seed[] = [
    ['Welcome to Demo Casino', 'Register in one minute and start with a welcome bonus.'],
    ['10,000 slots, one lobby', 'Filter by vendor or by scratch, poker, jackpot, table and arcade games.'],
    ['Live tables every night', 'Baccarat, roulette and dragon tiger from nine live studios.'],
    ['Sports and e-sports', 'Five sports books and two e-sports books in one wallet.'],
    ['Lottery draws', 'Vietnam lottery and e-lottery draws through the day.'],
    ['Fishing games', 'Ocean King, Dragon Fishing and more from four vendors.'],
    ['Play fair', 'Every round of our built-in games can be verified afterwards.'],
    ['Safe deposits', 'Bank transfer, card and e-wallet; credited within minutes.'],
    ['Refer a friend', 'Share your link and earn when your friends play.'],
    ['VIP levels', 'Climb the VIP ladder for bigger rebates.'],
    ['Mobile ready', 'The same lobby on your phone, your tablet and your desktop.'],
    ['Customer service', 'Live chat around the clock.'],
  ].map(([title, text], i): Seed => ({
    type: 'PU',
    title: title!,
    content: p(text!),
    execution: 'B',
    category: i === 0 ? 'new_player' : '',
    sequence: i + 1,
  }));

  return [
    // Home banners: a route, a game, no link, another route; one expired and one switched off.
    {
      type: 'B',
      group_name: 'w_home',
      title: '10,000 slots are waiting',
      linkage_type: 'ROUTE',
      linkage_target: '/rng',
      sequence: 1,
    },
    {
      type: 'B',
      group_name: 'w_home',
      title: 'Mahjong Ways: play it now',
      linkage_type: 'GAME',
      linkage_target: gameLink,
      sequence: 2,
    },
    { type: 'B', group_name: 'w_home', title: 'Live tables every night', sequence: 3 },
    {
      type: 'B',
      group_name: 'w_home',
      title: 'Weekend reload bonus',
      linkage_type: 'ROUTE',
      linkage_target: '/promotions',
      sequence: 4,
    },
    {
      type: 'B',
      group_name: 'w_home',
      title: 'Last season\u2019s tournament',
      sequence: 0,
      startsInDays: -60,
      endsInDays: -30,
    },
    { type: 'B', group_name: 'w_home', title: 'Draft banner', sequence: 0, enabled: false },
    { type: 'B', group_name: 'w_login', title: 'Log in for your daily reward', sequence: 1 },
    { type: 'B', group_name: 'w_register', title: 'Register today: a welcome bonus', sequence: 1 },
    {
      type: 'B',
      group_name: 'w_leftmenu',
      title: 'Invite friends, earn together',
      linkage_type: 'ROUTE',
      linkage_target: '/promotions',
      sequence: 1,
    },
    { type: 'B', group_name: 'w_forget', title: 'Back in the game in a minute', sequence: 1 },
    // Notices: the marquee and the notice list.
    {
      type: 'PL',
      title: 'Scheduled maintenance on Sunday',
      content: p(
        'The site is offline on Sunday from <strong>02:00 to 04:00 UTC</strong> for upgrades.',
        'Balances are safe and open rounds settle first.',
      ),
      sequence: 1,
    },
    {
      type: 'PL',
      title: 'New slot vendors',
      content: p('BGS, GG and TGP slots are now in the lobby.', '<a href="/rng">Browse the slots</a>'),
      sequence: 2,
    },
    { type: 'PL', title: HOSTILE_NOTICE_TITLE, content: HOSTILE_NOTICE, sequence: 3 },
    {
      type: 'PL',
      title: 'E-sports cup next month',
      content: p('Registration opens soon.'),
      sequence: 4,
      startsInDays: 10,
      endsInDays: 40,
    },
    // Popups: guests, members after login, and the first login only.
    ...guestPopups,
    {
      type: 'PU',
      title: 'Your daily check-in',
      content: p('Open the reward centre to collect today\u2019s check-in reward.'),
      execution: 'A',
      sequence: 1,
    },
    {
      type: 'PU',
      title: 'VIP club news',
      content: p('Rebates grow with every VIP level.', 'See the VIP page for this month\u2019s rates.'),
      execution: 'A',
      sequence: 2,
    },
    {
      type: 'PU',
      title: 'Play responsibly',
      content: p('Set a deposit limit in the <a href="/member?page=securityCenter">security centre</a> at any time.'),
      execution: 'A',
      sequence: 3,
    },
    {
      type: 'PU',
      title: 'Welcome aboard!',
      content: p('This is your first login: your first deposit today earns a 100% bonus up to 100.00.'),
      execution: 'F',
      category: 'new_player',
      sequence: 1,
    },
    // Promotions.
    {
      type: 'PR',
      title: 'Slot of the week',
      category: 'rng_promo',
      content: p('Play Mahjong Ways this week for double mission points.'),
      sequence: 1,
      startsInDays: -7,
      endsInDays: 30,
    },
    {
      type: 'PR',
      title: 'First deposit bonus',
      category: 'deposit_promo',
      content: p('100% of your first deposit, up to 100.00.', 'Turnover 10x before withdrawal.'),
      sequence: 2,
      startsInDays: -7,
      endsInDays: 90,
    },
    {
      type: 'PR',
      title: 'New player pack',
      category: 'new_player',
      content: p('A welcome reward of 8.88 for every new account.'),
      sequence: 3,
      startsInDays: -30,
      endsInDays: 60,
    },
    {
      type: 'PR',
      title: 'Live casino rebate',
      category: 'live_promo',
      content: p('0.5% rebate on live casino turnover, paid daily.'),
      sequence: 4,
      startsInDays: -1,
      endsInDays: 14,
    },
  ];
}

function demokrAnnouncements(): Seed[] {
  return [
    {
      type: 'B',
      group_name: 'w_home',
      title: '데모 코리아에 오신 것을 환영합니다',
      linkage_type: 'ROUTE',
      linkage_target: '/rng',
      sequence: 1,
    },
    { type: 'B', group_name: 'w_login', title: '로그인하고 매일 보상을 받으세요', sequence: 1 },
    { type: 'B', group_name: 'w_register', title: '지금 가입하세요', sequence: 1 },
    { type: 'B', group_name: 'w_leftmenu', title: '친구 초대', sequence: 1 },
    {
      type: 'PL',
      title: '일요일 정기 점검',
      content: p('일요일 <strong>02:00–04:00 UTC</strong>에 점검이 있습니다.'),
      sequence: 1,
    },
    { type: 'PL', title: '새로운 슬롯', content: p('새로운 슬롯 게임이 추가되었습니다.'), sequence: 2 },
    { type: 'PU', title: '환영합니다', content: p('1분 만에 가입하세요.'), execution: 'B', sequence: 1 },
    { type: 'PU', title: '라이브 카지노', content: p('매일 밤 라이브 테이블.'), execution: 'B', sequence: 2 },
    { type: 'PU', title: '안전한 입금', content: p('몇 분 안에 입금됩니다.'), execution: 'B', sequence: 3 },
    { type: 'PU', title: '오늘의 출석 보상', content: p('보상 센터에서 받으세요.'), execution: 'A', sequence: 1 },
    {
      type: 'PU',
      title: '첫 로그인을 환영합니다',
      content: p('첫 입금 보너스를 받으세요.'),
      execution: 'F',
      sequence: 1,
    },
    {
      type: 'PR',
      title: '첫 입금 보너스',
      category: 'deposit_promo',
      content: p('첫 입금의 100%.'),
      sequence: 1,
      startsInDays: -7,
      endsInDays: 90,
    },
  ];
}

const SEEDS: Record<string, (gameLink: string) => Seed[]> = { demo: demoAnnouncements, demokr: demokrAnnouncements };

/** The home banner's game: the first PG slot ('<vassalage>:<nodeId>', as Banner.linkageTarget says). */
async function bannerGameLink(trx: Trx): Promise<string> {
  const game = await trx
    .selectFrom('games')
    .select(['node_id', 'vendor'])
    .where('game_code', '=', 'PG_0001')
    .executeTakeFirst();
  return game ? `${game.vendor}:${game.node_id}` : '';
}

export async function seedAnnouncements(
  trx: Trx,
  merchantCodes: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const existing = await trx.selectFrom('announcements').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const gameLink = await bannerGameLink(trx);
  const at = (days: number | null | undefined, fallback: number | null) => {
    const d = days === undefined ? fallback : days;
    return d === null ? null : new Date(now.getTime() + d * DAY_MS);
  };
  const rows = merchantCodes.flatMap((merchant_code) =>
    (SEEDS[merchant_code]?.(gameLink) ?? []).map(({ startsInDays, endsInDays, ...row }, i) => ({
      ...row,
      merchant_code,
      starts_at: at(startsInDays, -1),
      ends_at: at(endsInDays, 365),
      // Newest first in lists that sort by time: later rows of the seed are older.
      created_at: new Date(now.getTime() - (i + 1) * 60_000),
    })),
  );
  if (rows.length === 0) return;
  const inserted = await trx
    .insertInto('announcements')
    .values(rows)
    .returning(['id', 'merchant_code', 'title'])
    .execute();
  const translations = inserted.flatMap((row) =>
    translationsOf(row.merchant_code, row.title).map((t) => ({ ...t, announcement_id: row.id })),
  );
  if (translations.length > 0) await trx.insertInto('announcement_translations').values(translations).execute();
}
