/**
 * The router: the route table (routeTable.ts) turned into react-router routes, grouped by
 * layout, with the session guard around member routes and every screen but Home loaded
 * lazily. Declarative routes (`useRoutes`) rather than a data router: we use no loaders or
 * actions, and the data router would add about 17 KB gzip to the home page.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, useRoutes, type RouteObject } from 'react-router-dom';
import Home from '../features/lobby/Home';
import { AgentLayout } from '../layouts/AgentLayout';
import { MainLayout } from '../layouts/MainLayout';
import { SeamlessLayout } from '../layouts/SeamlessLayout';
import { lazyScreen } from './lazyScreen';
import { NotFound } from './NotFound';
import { RequireSession } from './RequireSession';
import { redirectWithoutSession, ROUTES, type LayoutKind, type RouteSpec, type ScreenId } from './routeTable';

const AuthPopup = lazyScreen(() => import('../features/auth/AuthPopup'));
const HelpModal = lazyScreen(() => import('../features/help/HelpModal'));
const screens: Record<Exclude<ScreenId, 'home' | 'login' | 'register' | 'help'>, ComponentType> = {
  helpOnly: lazyScreen(() => import('../features/help/HelpPage')),
  download: lazyScreen(() => import('../features/help/Download')),
  promotions: lazyScreen(() => import('../features/rewards/Promotions')),
  pointMall: lazyScreen(() => import('../features/rewards/PointMall')),
  // The member centre behind the trial check (trial accounts get a notice instead).
  member: lazyScreen(() => import('../features/auth/account/MemberCentreRoute')),
  gameCenter: lazyScreen(() => import('../features/lobby/GameCenter')),
  gameList: lazyScreen(() => import('../features/lobby/GameListCenter')),
  accountGame: lazyScreen(() => import('../features/lobby/AccountGame')),
  lottery: lazyScreen(() => import('../features/lottery/Lottery')),
  seamless: lazyScreen(() => import('../features/lobby/Seamless')),
  agentLanding: lazyScreen(() => import('../features/agents/AgentLanding')),
  agentHome: lazyScreen(() => import('../features/agents/AgentHome')),
};

/** Home with a popup over it (/login, /register, /help); Home shows while the popup's chunk loads. */
function overHome(popup: ReactNode): ReactNode {
  return (
    <>
      <Home />
      <Suspense fallback={null}>{popup}</Suspense>
    </>
  );
}

function screenElement(screen: ScreenId): ReactNode {
  switch (screen) {
    case 'home':
      return <Home />;
    case 'login':
    case 'register':
      return overHome(<AuthPopup mode={screen} />);
    case 'help':
      return overHome(<HelpModal />);
    default: {
      const Screen = screens[screen];
      return <Screen />;
    }
  }
}

function toRouteObject(route: RouteSpec): RouteObject {
  const target = redirectWithoutSession(route.access);
  const element = screenElement(route.screen);
  return {
    path: route.path,
    // '/vnLottery' and '/vnlottery' are distinct entries of the table; match them exactly.
    caseSensitive: true,
    element: target ? <RequireSession redirectTo={target}>{element}</RequireSession> : element,
  };
}

const LAYOUTS: Record<LayoutKind, ReactNode> = {
  main: <MainLayout />,
  agent: <AgentLayout />,
  seamless: <SeamlessLayout />,
};

/** Layout routes with the table's paths beneath them, then the not-found page. */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutKind[]).map((layout): RouteObject => ({
    element: LAYOUTS[layout],
    children: ROUTES.filter((r) => r.layout === layout).map(toRouteObject),
  }));
  return [...layouts, { element: <MainLayout />, children: [{ path: '*', element: <NotFound /> }] }];
}

const APP_ROUTES = buildRoutes();

/** The matched page inside its layout. Render inside <PlatformRouter> (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

/**
 * Web: real URLs (BrowserRouter). Desktop: the app is index.html under app://bundle/, which
 * has no server to answer deep links, so the route lives in the hash.
 */
export function PlatformRouter({ kind, children }: { kind: 'web' | 'desktop'; children: ReactNode }) {
  return kind === 'desktop' ? <HashRouter>{children}</HashRouter> : <BrowserRouter>{children}</BrowserRouter>;
}
