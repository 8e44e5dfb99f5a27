/**
 * Demo site configuration: two merchants, the whitelabel module tree, registration field
 * rules, customer-service entries and published resources. Pure data, applied by seed.ts.
 */
import { LANGUAGES } from '../../src/shared/wire/languages';
import type { SiteConfig } from '../../src/shared/wire/system';

export const DEMO_MERCHANTS: { code: string; name: string; site: SiteConfig; hosts: string[] }[] = [
  {
    code: 'demo',
    name: 'Demo Casino',
    hosts: ['localhost', '127.0.0.1'],
    site: {
      merchantName: 'Demo Casino',
      defaultLang: 'EN',
      supportLanguages: LANGUAGES.map((l) => l.code),
      defaultTheme: 'dark',
      memberCenterMode: 'page',
      currency: { code: 'USD', symbol: '$', minorUnits: 2 },
    },
  },
  {
    // A second configuration: Korean by default, Korean and English only.
    code: 'demokr',
    name: 'Demo Korea',
    hosts: ['kr.localhost'],
    site: {
      merchantName: 'Demo Korea',
      defaultLang: 'KO',
      supportLanguages: ['KO', 'EN'],
      defaultTheme: 'light',
      memberCenterMode: 'overlay',
      currency: { code: 'KRW', symbol: '₩', minorUnits: 0 },
    },
  },
];

/** [modId, parent, enabled]: the whitelabel tree (src/shared/wire/system.ts). */
export const WHITELABEL_MODULES: [string, string | null, boolean][] = [
  ['COMM3', null, true],
  ['CAPTCHA3', 'COMM3', true],
  ['GEETEST3', 'COMM3', false],
  ['VERIFICATION3', 'COMM3', true],
  ['MOBILEVERCODELOGIN3', 'COMM3', true],
  ['FREEPLAY3', 'COMM3', true],
  ['LOGINIPVERF3', 'COMM3', true],
  ['PROFPIC3', 'COMM3', true],
  ['FEEDBACK3', 'COMM3', true],
  ['REG3', null, true],
  ['USERNAMEREG3', 'REG3', true],
  ['MOBILENUMREG3', 'REG3', true],
  ['MOBILENUMPASSREG3', 'REG3', true],
  ['REGMOBVERF3', 'REG3', false],
  ['AFFMAN3', 'REG3', true],
  ['PASS3', null, true],
  ['PWDEXPFORCECHANGE3', 'PASS3', true],
  ['CHNGPASSVERIF3', 'PASS3', true],
  ['PWRESETSMS3', 'PASS3', true],
  ['GAMELO3', null, true],
  ['GAMELOHOT3', 'GAMELO3', true],
  ['GAMELOREC3', 'GAMELO3', true],
  ['GAMELOFAV3', 'GAMELO3', true],
  ['MEMBER3', null, true],
  ['FUNDTRANS3', 'MEMBER3', true],
  ['MEMTRANS3', 'MEMBER3', true],
  ['INBOX3', 'MEMBER3', true],
  ['REWCEN3', 'MEMBER3', true],
  ['PTSYS3', 'MEMBER3', true],
  ['AGENTPOLICY3', null, true],
  ['AGEANNOUNCE3', 'AGENTPOLICY3', true],
  ['SIGNCONDIV3', 'AGENTPOLICY3', true],
  ['DAILYSALCONT3', 'AGENTPOLICY3', true],
  ['HOURSAL3', 'AGENTPOLICY3', true],
  ['RTSALARY3', 'AGENTPOLICY3', true],
  ['CBS3', null, true],
];

type Rule = [
  field: string,
  pattern: string,
  min: number,
  max: number,
  patternId: number,
  enabled: boolean,
  required: boolean,
];

/** Registration field rules (src/shared/wire/registerRules.ts); the regexes are the server's, the client holds none. */
export const REGISTER_RULES: Rule[] = [
  ['username', '^[A-Za-z][A-Za-z0-9]*$', 6, 16, 1, true, true],
  ['password', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20, 5, true, true],
  ['mobileNum', '^\\d+$', 7, 15, 6, true, false],
  ['email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, 3, true, false],
  ['payeeName', '^[A-Za-z ]+$', 2, 40, 8, true, false],
  ['affiliateCode', '^[A-Za-z0-9]+$', 4, 16, 4, true, false],
  ['captcha', '^[A-Za-z0-9]+$', 4, 4, 4, true, true],
  ['paymentPassword', '^\\d+$', 6, 6, 6, false, false],
  ['qqNum', '^\\d+$', 5, 12, 6, false, false],
  ['line', '^\\S+$', 1, 30, 9, false, false],
  ['whatsapp', '^\\d+$', 7, 15, 6, false, false],
  ['facebook', '^\\S+$', 1, 50, 9, false, false],
  ['telegram', '^\\S+$', 1, 32, 9, false, false],
  ['zalo', '^\\d+$', 7, 15, 6, false, false],
  ['wechat', '^\\S+$', 1, 30, 9, false, false],
  ['idNumber', '^[A-Za-z0-9]+$', 6, 20, 14, false, false],
  ['recommenderId', '^[A-Za-z0-9]+$', 4, 16, 4, false, false],
  ['birthday', '^\\d{4}-\\d{2}-\\d{2}$', 10, 10, 11, false, false],
];

/** Korean configuration: payee names in Hangul. */
export const REGISTER_RULE_OVERRIDES: Record<string, Rule[]> = {
  demokr: [['payeeName', '^[\\uac00-\\ud7a3]+$', 2, 10, 15, true, false]],
};

/** Customer-service destinations; the server stores them DES-encrypted. */
export const CUSTOMER_SERVICE: [csType: string, url: string][] = [
  ['LIVECHAT', '/support/'],
  ['TELEGRAM', 'https://t.me/'],
  ['FACEBOOK', 'https://www.facebook.com/'],
];

export const RESOURCES: [type: string, url: string, label: string][] = [
  ['Android', '/down', 'Android app'],
  ['TELEGRAM', 'https://t.me/', 'Telegram'],
  ['FACEBOOK', 'https://www.facebook.com/', 'Facebook'],
  ['YOUTUBE', 'https://www.youtube.com/', 'YouTube'],
];

export type DemoAccount = {
  username: string;
  password: string;
  type: number;
  nickname: string;
  /** What the start banner says about the account. */
  role: string;
  mobile?: string;
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
  ipCheck?: 'sms' | 'email' | 'bank' | 'totp';
  passwordIsDefault?: boolean;
};

/** Demo accounts of merchant "demo", one per login path (mobiles use dialing code 54). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo_player',
    password: 'Player2026',
    type: 0,
    nickname: 'Demo Player',
    role: 'member (SMS login: mobile 1122334455; payment password 123456)',
    mobile: '1122334455',
    email: 'player@demo.test',
    payeeName: 'Demo Player',
  },
  {
    username: 'demo_agent',
    password: 'Agent2026',
    type: 1,
    nickname: 'Demo Agent',
    role: 'agent  (invitation code DEMO2026)',
    affiliateCode: 'DEMO2026',
    mobile: '1122334466',
    email: 'agent@demo.test',
  },
  {
    username: 'demo_newbie',
    password: '123456',
    type: 0,
    nickname: 'Demo Newbie',
    role: 'member (default password: forced change)',
    passwordIsDefault: true,
  },
  {
    username: 'demo_secure',
    password: 'Secure2026',
    type: 0,
    nickname: 'Demo Secure',
    role: 'member (new-IP check: bank name "Demo Secure")',
    payeeName: 'Demo Secure',
    ipCheck: 'bank',
  },
  {
    username: 'demo_house',
    password: 'House2026',
    type: 9,
    nickname: 'House',
    role: 'house  (not a member: login refused)',
  },
];

/** Money settings and deposit methods per merchant; amounts in major units, parsed exactly by the seed. */
export type MoneySeed = {
  withdrawMin: string;
  withdrawMax: string;
  confirmMinutes: number;
  walletSingle: boolean;
  gameWallets: { code: string; name: string }[];
  /** Per mille of valid bets, by game type (as migration 003 gives existing merchants). */
  rebateRates: Record<string, number>;
  depositMethods: {
    id: string;
    kind: 'bank' | 'card' | 'ewallet' | 'crypto';
    name: string;
    min: string;
    max: string;
  }[];
};

const REBATE_RATES = { RNG: 8, LIVE: 5, SPORTS: 6, FISH: 8, PVP: 5, LOTT: 3 };

export const MONEY_SETTINGS: Record<string, MoneySeed> = {
  demo: {
    withdrawMin: '10.00',
    withdrawMax: '50000.00',
    confirmMinutes: 30,
    walletSingle: false,
    gameWallets: [
      { code: 'AG', name: 'AG' },
      { code: 'PT', name: 'PT' },
    ],
    rebateRates: REBATE_RATES,
    depositMethods: [
      { id: 'bank', kind: 'bank', name: 'Demo bank transfer', min: '10.00', max: '100000.00' },
      { id: 'card', kind: 'card', name: 'Demo card', min: '10.00', max: '20000.00' },
      { id: 'ewallet', kind: 'ewallet', name: 'Demo e-wallet', min: '10.00', max: '50000.00' },
    ],
  },
  demokr: {
    withdrawMin: '10000',
    withdrawMax: '50000000',
    confirmMinutes: 30,
    walletSingle: true,
    gameWallets: [],
    rebateRates: REBATE_RATES,
    depositMethods: [
      { id: 'bank', kind: 'bank', name: 'Demo bank transfer', min: '10000', max: '100000000' },
      { id: 'card', kind: 'card', name: 'Demo card', min: '10000', max: '20000000' },
      { id: 'ewallet', kind: 'ewallet', name: 'Demo e-wallet', min: '10000', max: '50000000' },
    ],
  },
};

/** Money of the demo accounts (merchant "demo"): a credited deposit, and what withdrawing needs. */
export const DEMO_MONEY: {
  username: string;
  deposit: string;
  paymentPassword?: string;
  bankAccount?: { bankName: string; accountNumber: string };
}[] = [
  {
    username: 'demo_player',
    deposit: '1000.00',
    paymentPassword: '123456',
    bankAccount: { bankName: 'Demo Bank', accountNumber: '6222020012345678' },
  },
  { username: 'demo_agent', deposit: '5000.00' },
];
