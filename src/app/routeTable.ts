/**
 * The app's route table as data: every path, its layout, which parts of the page frame
 * it shows and who may open it. router.tsx turns it into react-router routes; tests read it
 * directly. Keep it free of React and of screen imports, so reading it costs nothing.
 */
import type navEn from '../i18n/locales/en/nav.json';

/** A key of the `nav` namespace: the route's title. */
export type NavKey = keyof typeof navEn;

export type LayoutKind = 'main' | 'agent' | 'seamless';

/**
 * 'member': needs a session token, else /login. 'agent': needs a token, else the agent
 * login page /agent (spec: the agent centre sends non-agents to /agent).
 */
export type Access = 'public' | 'member' | 'agent';

/** Which screen a path shows; router.tsx maps each to its (lazy) component. */
export type ScreenId =
  | 'home'
  | 'login'
  | 'register'
  | 'help'
  | 'helpOnly'
  | 'download'
  | 'agentLanding'
  | 'agentHome'
  | 'member'
  | 'gameCenter'
  | 'gameList'
  | 'accountGame'
  | 'lottery'
  | 'promotions'
  | 'pointMall'
  | 'seamless';

/** Game types that have their own route. */
export type RouteGameType =
  'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'FAV' | 'RECENT';

export type RouteSpec = {
  path: string;
  screen: ScreenId;
  title: NavKey;
  layout: LayoutKind;
  access: Access;
  /** Game pages hide the side menu. */
  gamePage: boolean;
  gameType?: RouteGameType;
};

const main = (path: string, screen: ScreenId, title: NavKey, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  screen,
  title,
  layout: 'main',
  access: 'public',
  gamePage: false,
  ...extra,
});

// The lottery pages take ?gameCode; the lower-case spellings are older links to the same pages.
const lotteryPaths = ['/lottery', '/seaLottery', '/vnLottery', '/vnlottery', '/sealottery', '/lottert'];

export const ROUTES: readonly RouteSpec[] = [
  main('/', 'home', 'home'),
  main('/index', 'home', 'home'),
  main('/index.html', 'home', 'home'),
  main('/home', 'home', 'home'),
  main('/login', 'login', 'login'),
  main('/register', 'register', 'register'),
  main('/down', 'download', 'download'),
  main('/member', 'member', 'member', { access: 'member' }),
  main('/help', 'help', 'help'),
  main('/helpmc', 'helpOnly', 'help'),
  main('/sports', 'gameCenter', 'sports', { gameType: 'SPORTS' }),
  main('/esports', 'gameCenter', 'esports', { gameType: 'ESPORTS' }),
  main('/lott', 'gameCenter', 'lottery', { gameType: 'LOTT' }),
  main('/elott', 'gameCenter', 'elott', { gameType: 'ELOTT' }),
  main('/live', 'gameList', 'live', { gameType: 'LIVE' }),
  main('/fish', 'gameList', 'fishing', { gameType: 'FISH' }),
  main('/rng', 'gameList', 'slots', { gameType: 'RNG' }),
  main('/pvp', 'gameList', 'pvp', { gameType: 'PVP' }),
  main('/favorite', 'accountGame', 'favourites', { gameType: 'FAV', access: 'member' }),
  main('/recent', 'accountGame', 'recent', { gameType: 'RECENT', access: 'member' }),
  ...lotteryPaths.map((path) => main(path, 'lottery', 'lottery', { access: 'member', gamePage: true })),
  main('/promotions', 'promotions', 'promotions'),
  main('/pointMall', 'pointMall', 'pointMall'),
  { path: '/seamless', screen: 'seamless', title: 'seamless', layout: 'seamless', access: 'public', gamePage: true },
  { path: '/agent', screen: 'agentLanding', title: 'agentLogin', layout: 'agent', access: 'public', gamePage: false },
  { path: '/agentHome', screen: 'agentHome', title: 'agentCentre', layout: 'agent', access: 'agent', gamePage: false },
];

/** The parts of the page frame a route shows. */
export type Chrome = {
  sideMenu: boolean;
  footer: boolean;
  rightBar: boolean;
  languageSelector: boolean;
};

/** All paths show side menu, header, content and footer, except as listed. */
export function chromeFor(route: Pick<RouteSpec, 'layout' | 'gamePage'>): Chrome {
  if (route.layout === 'seamless') return { sideMenu: false, footer: false, rightBar: false, languageSelector: false };
  if (route.layout === 'agent') return { sideMenu: false, footer: true, rightBar: false, languageSelector: true };
  return { sideMenu: !route.gamePage, footer: true, rightBar: true, languageSelector: true };
}

/** The not-found page keeps the full main frame. */
export const NOT_FOUND_CHROME: Chrome = chromeFor({ layout: 'main', gamePage: false });

/** Where a visitor without a session is sent, or null when the route is open to them. */
export function redirectWithoutSession(access: Access): string | null {
  if (access === 'member') return '/login';
  if (access === 'agent') return '/agent';
  return null;
}
