/**
 * The demo catalogue as data: vendors of every game type (spec §3 provider codes), which
 * vendors each demo merchant offers, the fixed titles of the small lists, and the word lists
 * the 10,000 slot names are built from. catalogueBuilder.ts turns this into rows.
 *
 * Words carry their own translations for CN (simplified Chinese), KO and VI; the builder
 * composes display names from them by simple rules. Other languages have no entry and the
 * wire answers the English game name (displayName falls back to gameName).
 */
import type { GameClassify, GameType } from '../../../src/shared/wire/games';

export type VendorSeed = {
  code: string;
  type: GameType;
  name: string;
  /** A group vendor: choosing it opens a popup game list (isGame 'VASSALAGE'). */
  group?: boolean;
  /** Wallet / account type name; the vendor code when not given. */
  account?: string;
  /** RNG only: share of the slot catalogue, in percent (they add up to 100). */
  share?: number;
};

/** Translations of a word or title: [EN, CN, KO, VI]. */
export type Words = readonly [en: string, cn: string, ko: string, vi: string];

/** Languages the builder writes display names for, in the order of Words after EN. */
export const NAME_LANGUAGES = ['CN', 'KO', 'VI'] as const;

export const VENDORS: readonly VendorSeed[] = [
  // Live casinos. EA is a group vendor: its tables open in a popup list.
  { code: 'AG', type: 'LIVE', name: 'AG Live' },
  { code: 'BBIN', type: 'LIVE', name: 'BBIN Live' },
  { code: 'DG', type: 'LIVE', name: 'Dream Gaming' },
  { code: 'EA', type: 'LIVE', name: 'EA Live', group: true },
  { code: 'OG', type: 'LIVE', name: 'Oriental Game' },
  { code: 'BG', type: 'LIVE', name: 'Big Gaming' },
  { code: 'AE', type: 'LIVE', name: 'AE Sexy' },
  { code: 'WD', type: 'LIVE', name: 'WD Live' },
  { code: 'PT', type: 'LIVE', name: 'Playtech Live' },
  // Slots (JL and BGS are slot vendors, spec §3). More than 10, so the header menu uses its large layout.
  { code: 'PG', type: 'RNG', name: 'PG Soft', share: 14 },
  { code: 'JL', type: 'RNG', name: 'JILI', share: 12 },
  { code: 'CQ9', type: 'RNG', name: 'CQ9 Gaming', share: 10 },
  { code: 'PT', type: 'RNG', name: 'Playtech', share: 10 },
  { code: 'MG', type: 'RNG', name: 'Microgaming', share: 9 },
  { code: 'MGS', type: 'RNG', name: 'MG Slots', share: 5 },
  { code: 'PNG', type: 'RNG', name: "Play'n Go", share: 8 },
  { code: 'RTG', type: 'RNG', name: 'Realtime Gaming', share: 6 },
  { code: 'TTG', type: 'RNG', name: 'TopTrend Gaming', share: 5 },
  { code: 'ISB', type: 'RNG', name: 'iSoftBet', share: 5 },
  { code: 'BGS', type: 'RNG', name: 'BGS Slots', share: 5 },
  { code: 'GG', type: 'RNG', name: 'GG Slots', share: 4 },
  { code: 'TGP', type: 'RNG', name: 'TGP Slots', share: 3 },
  // The client files these two under "blockchain" (contract §4.4).
  { code: 'SPB', type: 'RNG', name: 'SPB Blockchain', share: 2 },
  { code: 'SS', type: 'RNG', name: 'SS Blockchain', share: 2 },
  // Fishing.
  { code: 'JL', type: 'FISH', name: 'JILI Fishing' },
  { code: 'CQ9', type: 'FISH', name: 'CQ9 Fishing' },
  { code: 'GG', type: 'FISH', name: 'GG Fishing' },
  { code: 'AG', type: 'FISH', name: 'AG Fishing' },
  // Card games against other players. KY is a group vendor.
  { code: 'KX', type: 'PVP', name: 'KX Cards' },
  { code: 'KY', type: 'PVP', name: 'KY Cards', group: true },
  { code: 'TH', type: 'PVP', name: 'TH Cards' },
  { code: 'WS', type: 'PVP', name: 'WS Cards' },
  { code: 'XY', type: 'PVP', name: 'XY Cards' },
  // Sports books; the client moves IMES, TF and IA into its e-sports lane (contract §4.4).
  { code: 'SBT', type: 'SPORTS', name: 'SBT Sports' },
  { code: 'UG', type: 'SPORTS', name: 'UG Sports' },
  { code: 'IMES', type: 'SPORTS', name: 'IM eSports' },
  { code: 'TF', type: 'SPORTS', name: 'TF Gaming' },
  { code: 'IA', type: 'SPORTS', name: 'IA eSports' },
  // E-sports books in their own type.
  { code: 'AVIA', type: 'ESPORTS', name: 'AVIA eSports' },
  { code: 'LH', type: 'ESPORTS', name: 'LH eSports' },
  // Lotteries: these route to the lottery pages instead of a launch (spec §2).
  { code: 'LOTT', type: 'LOTT', name: 'Lottery' },
  { code: 'TCG_LOTTO_VN', type: 'LOTT', name: 'Vietnam Lottery', account: 'TCG_LOTTO_VN' },
  { code: 'ELOTT', type: 'ELOTT', name: 'E-Lottery' },
  { code: 'LOTUS', type: 'ELOTT', name: 'Lotus Lottery' },
  // Hidden (spec §3): never in lanes or lists, still launchable.
  { code: 'TCG_SEA', type: 'ELOTT', name: 'SEA Lottery', account: 'TCG_SEA' },
];

/** Types whose vendors are launched through one lobby game each (the game centres). */
export const LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/**
 * What each merchant offers: every vendor, or per type a list of vendor codes. "demokr" has no
 * e-sports and no PVP vendors (those categories must not show) and one fishing vendor (the
 * vendor filter menu must hide); its sports books exclude the ones the client turns into e-sports.
 */
export const MERCHANT_VENDORS: Record<string, 'all' | Partial<Record<GameType, readonly string[]>>> = {
  demo: 'all',
  demokr: {
    LIVE: ['AG', 'EA', 'DG'],
    RNG: ['PG', 'JL', 'PT', 'MG', 'CQ9'],
    FISH: ['JL'],
    SPORTS: ['SBT', 'UG'],
    LOTT: ['LOTT'],
    ELOTT: ['ELOTT'],
  },
};

/** Titles every live vendor has tables of (each vendor gets LIVE_TABLES_PER_VENDOR of them). */
export const LIVE_TITLES: readonly Words[] = [
  ['Baccarat', '百家乐', '바카라', 'Baccarat'],
  ['Roulette', '轮盘', '룰렛', 'Cò Quay'],
  ['Dragon Tiger', '龙虎', '드래곤 타이거', 'Rồng Hổ'],
  ['Speed Baccarat', '极速百家乐', '스피드 바카라', 'Baccarat Tốc Độ'],
  ['Sic Bo', '骰宝', '식보', 'Tài Xỉu'],
  ['Blackjack', '二十一点', '블랙잭', 'Xì Dách'],
  ['Fan Tan', '番摊', '판탄', 'Phan Tan'],
  ['Bull Bull', '牛牛', '불불', 'Ngưu Ngưu'],
  ['Lightning Roulette', '闪电轮盘', '라이트닝 룰렛', 'Cò Quay Tia Chớp'],
  ['Casino Hold\u2019em', '赌场扑克', '카지노 홀덤', 'Casino Hold\u2019em'],
];
export const LIVE_TABLES_PER_VENDOR = 5;

export const FISH_TITLES: readonly Words[] = [
  ['Ocean King', '海王', '오션 킹', 'Vua Đại Dương'],
  ['Fishing War', '捕鱼大战', '피싱 워', 'Chiến Tranh Bắn Cá'],
  ['Dragon Fishing', '龙王捕鱼', '드래곤 피싱', 'Bắn Cá Rồng'],
  ['Jackpot Fishing', '奖池捕鱼', '잭팟 피싱', 'Bắn Cá Jackpot'],
  ['Mega Fishing', '超级捕鱼', '메가 피싱', 'Bắn Cá Siêu Cấp'],
  ['Golden Toad', '金蟾', '황금 두꺼비', 'Cóc Vàng'],
  ['Bombing Fishing', '炸弹捕鱼', '폭탄 피싱', 'Bắn Cá Bom'],
  ['Royal Fishing', '皇家捕鱼', '로열 피싱', 'Bắn Cá Hoàng Gia'],
];
export const FISH_GAMES_PER_VENDOR = 6;

export const PVP_TITLES: readonly Words[] = [
  ["Texas Hold'em", '德州扑克', '텍사스 홀덤', "Texas Hold'em"],
  ['Niu Niu', '抢庄牛牛', '니우니우', 'Ngưu Ngưu'],
  ['Dou Dizhu', '斗地主', '더우디주', 'Đấu Địa Chủ'],
  ['Mahjong Duel', '二人麻将', '마작 대결', 'Mạt Chược Đối Đầu'],
  ['Blackjack Duel', '二十一点对决', '블랙잭 대결', 'Xì Dách Đối Đầu'],
  ['Pai Gow', '牌九', '파이가우', 'Bài Cửu'],
  ['Three Cards', '三公', '쓰리 카드', 'Ba Cây'],
  ['Rummy', '拉米', '러미', 'Rummy'],
];
export const PVP_GAMES_PER_VENDOR = 6;

/** Well-known titles first in their vendor's list (the seeded demo rounds name them). */
export const FLAGSHIP_SLOTS: Readonly<Record<string, readonly Words[]>> = {
  PG: [
    ['Mahjong Ways', '麻将胡了', '마작 웨이즈', 'Đường Mạt Chược'],
    ['Fortune Tiger', '财富老虎', '포춘 타이거', 'Hổ Tài Lộc'],
  ],
  PT: [
    ['Age of the Gods', '众神时代', '신들의 시대', 'Thời Đại Các Vị Thần'],
    ['Great Blue', '大蓝鲸', '그레이트 블루', 'Đại Dương Xanh'],
  ],
};

export const ADJECTIVES: readonly Words[] = [
  ['Golden', '黄金', '황금', 'Vàng'],
  ['Lucky', '幸运', '행운의', 'May Mắn'],
  ['Mighty', '强大', '강력한', 'Hùng Mạnh'],
  ['Wild', '狂野', '와일드', 'Hoang Dã'],
  ['Royal', '皇家', '로열', 'Hoàng Gia'],
  ['Mystic', '神秘', '신비한', 'Huyền Bí'],
  ['Fiery', '烈焰', '불타는', 'Rực Lửa'],
  ['Frozen', '冰封', '얼어붙은', 'Băng Giá'],
  ['Ancient', '远古', '고대', 'Cổ Đại'],
  ['Crystal', '水晶', '크리스탈', 'Pha Lê'],
  ['Silver', '白银', '실버', 'Bạc'],
  ['Jade', '翡翠', '비취', 'Ngọc Bích'],
  ['Thunder', '雷霆', '천둥', 'Sấm Sét'],
  ['Shadow', '暗影', '그림자', 'Bóng Tối'],
  ['Diamond', '钻石', '다이아몬드', 'Kim Cương'],
  ['Emerald', '翠绿', '에메랄드', 'Lục Bảo'],
  ['Ruby', '红宝石', '루비', 'Hồng Ngọc'],
  ['Sapphire', '蓝宝石', '사파이어', 'Lam Ngọc'],
  ['Cosmic', '宇宙', '우주', 'Vũ Trụ'],
  ['Sunny', '阳光', '햇살', 'Nắng'],
  ['Midnight', '午夜', '한밤의', 'Nửa Đêm'],
  ['Happy', '快乐', '행복한', 'Hạnh Phúc'],
  ['Magic', '魔法', '마법', 'Phép Thuật'],
  ['Sacred', '神圣', '신성한', 'Thiêng Liêng'],
  ['Eternal', '永恒', '영원한', 'Vĩnh Cửu'],
  ['Jolly', '欢乐', '즐거운', 'Vui Vẻ'],
  ['Blazing', '炽热', '타오르는', 'Bùng Cháy'],
  ['Secret', '秘密', '비밀의', 'Bí Mật'],
  ['Hidden', '隐藏', '숨겨진', 'Ẩn Giấu'],
  ['Grand', '至尊', '그랜드', 'Vĩ Đại'],
  ['Neon', '霓虹', '네온', 'Neon'],
  ['Wicked', '顽皮', '장난꾸러기', 'Tinh Quái'],
  ['Sweet', '甜蜜', '달콤한', 'Ngọt Ngào'],
  ['Savage', '野性', '야생의', 'Man Rợ'],
  ['Rich', '富贵', '부유한', 'Giàu Có'],
  ['Dancing', '舞动', '춤추는', 'Nhảy Múa'],
  ['Flying', '飞翔', '날아가는', 'Bay Lượn'],
  ['Roaring', '咆哮', '포효하는', 'Gầm Thét'],
  ['Starry', '星光', '별빛', 'Đầy Sao'],
  ['Imperial', '帝王', '황제의', 'Đế Vương'],
];

export const NOUNS: readonly Words[] = [
  ['Dragon', '龙', '드래곤', 'Rồng'],
  ['Tiger', '虎', '호랑이', 'Hổ'],
  ['Panda', '熊猫', '판다', 'Gấu Trúc'],
  ['Phoenix', '凤凰', '불사조', 'Phượng Hoàng'],
  ['Koi', '锦鲤', '잉어', 'Cá Chép'],
  ['Lotus', '莲花', '연꽃', 'Hoa Sen'],
  ['Temple', '神殿', '신전', 'Đền Thờ'],
  ['Pharaoh', '法老', '파라오', 'Pharaoh'],
  ['Pirate', '海盗', '해적', 'Cướp Biển'],
  ['Wolf', '狼', '늑대', 'Sói'],
  ['Buffalo', '野牛', '버팔로', 'Trâu Rừng'],
  ['Eagle', '雄鹰', '독수리', 'Đại Bàng'],
  ['Lion', '狮子', '사자', 'Sư Tử'],
  ['Monkey', '猴子', '원숭이', 'Khỉ'],
  ['Rabbit', '兔子', '토끼', 'Thỏ'],
  ['Fox', '狐狸', '여우', 'Cáo'],
  ['Gems', '宝石', '보석', 'Đá Quý'],
  ['Fruits', '水果', '과일', 'Trái Cây'],
  ['Cherries', '樱桃', '체리', 'Anh Đào'],
  ['Sevens', '七', '세븐', 'Số Bảy'],
  ['Bells', '铃铛', '종', 'Chuông'],
  ['Coins', '金币', '동전', 'Đồng Xu'],
  ['Treasure', '宝藏', '보물', 'Kho Báu'],
  ['Empire', '帝国', '제국', 'Đế Chế'],
  ['Kingdom', '王国', '왕국', 'Vương Quốc'],
  ['Jungle', '丛林', '정글', 'Rừng Rậm'],
  ['Ocean', '海洋', '바다', 'Đại Dương'],
  ['Volcano', '火山', '화산', 'Núi Lửa'],
  ['Galaxy', '银河', '은하', 'Thiên Hà'],
  ['Samurai', '武士', '사무라이', 'Samurai'],
  ['Ninja', '忍者', '닌자', 'Ninja'],
  ['Viking', '维京', '바이킹', 'Viking'],
  ['Goddess', '女神', '여신', 'Nữ Thần'],
  ['Wizard', '巫师', '마법사', 'Phù Thủy'],
  ['Candy', '糖果', '사탕', 'Kẹo'],
  ['Carnival', '嘉年华', '카니발', 'Lễ Hội'],
  ['Mermaid', '美人鱼', '인어', 'Nàng Tiên Cá'],
  ['Unicorn', '独角兽', '유니콘', 'Kỳ Lân'],
  ['Genie', '神灯', '지니', 'Thần Đèn'],
  ['Pearl', '珍珠', '진주', 'Ngọc Trai'],
  ['Crown', '皇冠', '왕관', 'Vương Miện'],
  ['Safari', '狩猎', '사파리', 'Safari'],
  ['Emperor', '皇帝', '황제', 'Hoàng Đế'],
  ['Dynasty', '王朝', '왕조', 'Triều Đại'],
];

/** Endings of a slot name; '' (no ending) is the most common. */
export const SUFFIXES: readonly Words[] = [
  ['', '', '', ''],
  ['', '', '', ''],
  ['', '', '', ''],
  ['Megaways', '百搭路', '메가웨이즈', 'Megaways'],
  ['Deluxe', '豪华版', '디럭스', 'Cao Cấp'],
  ['Riches', '财富', '리치스', 'Phú Quý'],
  ['Rising', '崛起', '라이징', 'Trỗi Dậy'],
  ['Blitz', '闪电', '블리츠', 'Chớp Nhoáng'],
  ['Link', '连线', '링크', 'Liên Kết'],
  ['Hold & Win', '持有并赢', '홀드 앤 윈', 'Giữ & Thắng'],
  ['Legends', '传说', '레전드', 'Huyền Thoại'],
  ['Adventure', '冒险', '어드벤처', 'Phiêu Lưu'],
];

/** The ending a slot of a sub-category takes, so its name says what it is. */
export const CLASSIFY_SUFFIXES: Readonly<Record<GameClassify, readonly Words[]>> = {
  SC: [['Scratch', '刮刮乐', '스크래치', 'Thẻ Cào']],
  VP: [
    ['Poker', '扑克', '포커', 'Poker'],
    ['Video Poker', '视频扑克', '비디오 포커', 'Video Poker'],
  ],
  JP: [
    ['Jackpot', '大奖', '잭팟', 'Jackpot'],
    ['Mega Jackpot', '超级大奖', '메가 잭팟', 'Siêu Jackpot'],
  ],
  TG: [
    ['Blackjack', '二十一点', '블랙잭', 'Xì Dách'],
    ['Roulette', '轮盘', '룰렛', 'Cò Quay'],
    ['Baccarat', '百家乐', '바카라', 'Baccarat'],
  ],
  AC: [
    ['Arcade', '街机', '아케이드', 'Trò Chơi Điện Tử'],
    ['Crash', '爆点', '크래시', 'Crash'],
  ],
  BG: [['Bingo', '宾果', '빙고', 'Bingo']],
};

/** English names of the sub-categories, as the vendor lanes answer them. */
export const CLASSIFY_NAMES: Readonly<Record<GameClassify, string>> = {
  SC: 'Scratch',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BG: 'Bingo',
};
