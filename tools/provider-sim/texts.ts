/**
 * The game page's words in the languages the simulator speaks: the launch request's `language`
 * (docs/protocol.md, "Launching an external game") picks one, anything else reads English.
 * The browser script (client/game.ts) gets its share through the page (gamePage.ts).
 */
export type Texts = {
  lang: string;
  title: string;
  balance: string;
  stake: string;
  play: string;
  playing: string;
  won: string;
  lost: string;
  refunded: string;
  refused: string;
  lobby: string;
  deposit: string;
  ended: string;
  reels: string;
  by: string;
};

const EN: Texts = {
  lang: 'en',
  title: 'Simulated Fruits',
  balance: 'Balance',
  stake: 'Stake',
  play: 'Spin',
  playing: 'Spinning…',
  won: 'You won {amount}!',
  lost: 'No win this time.',
  refunded: 'The provider cancelled this round: your stake is back.',
  refused: 'The platform refused the bet: {message}',
  lobby: 'Back to the lobby',
  deposit: 'Deposit',
  ended: 'This game session has ended: launch the game again from the lobby.',
  reels: 'Reels',
  by: 'An external game from the provider simulator',
};

const VI: Texts = {
  lang: 'vi',
  title: 'Trái Cây Mô Phỏng',
  balance: 'Số dư',
  stake: 'Mức cược',
  play: 'Quay',
  playing: 'Đang quay…',
  won: 'Bạn thắng {amount}!',
  lost: 'Lần này không thắng.',
  refused: 'Nền tảng từ chối cược: {message}',
  refunded: 'Nhà cung cấp đã hủy ván này: tiền cược đã được hoàn lại.',
  lobby: 'Về sảnh',
  deposit: 'Nạp tiền',
  ended: 'Phiên chơi đã kết thúc: hãy mở lại trò chơi từ sảnh.',
  reels: 'Cuộn quay',
  by: 'Trò chơi bên ngoài từ trình mô phỏng nhà cung cấp',
};

const LANGUAGES: Record<string, Texts> = { EN, VI };

/** The texts of a platform language code (EN, VI…), English when the simulator lacks it. */
export const textsFor = (language: string): Texts => LANGUAGES[language.toUpperCase()] ?? EN;

/** The stake choices, in minor units. */
export const STAKES: readonly bigint[] = [100n, 500n, 1000n, 5000n];

/** Currencies without minor units; the others have two. */
const NO_MINOR_UNITS = new Set(['JPY', 'KRW', 'VND', 'IDR']);

export function formatMinor(amount: bigint | string, currency: string): string {
  const value = BigInt(amount);
  if (NO_MINOR_UNITS.has(currency)) return `${value} ${currency}`;
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')} ${currency}`;
}
