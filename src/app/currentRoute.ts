/**
 * The current page's row of the route table, for layouts (which parts of the frame to show)
 * and screens (their title). Matched with react-router's own rules, like the routes.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { chromeFor, NOT_FOUND_CHROME, ROUTES, type Chrome, type NavKey, type RouteSpec } from './routeTable';

/** The table row a pathname shows; undefined for the not-found page. */
export function routeForPath(pathname: string): RouteSpec | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, caseSensitive: true, end: true }, pathname));
}

/** The route-table row of the current page; undefined on the not-found page. */
export function useRouteSpec(): RouteSpec | undefined {
  return routeForPath(useLocation().pathname);
}

/** Which parts of the page frame to show on the current page. */
export function useChrome(): Chrome {
  const route = useRouteSpec();
  return route ? chromeFor(route) : NOT_FOUND_CHROME;
}

/** The nav key naming the current page. */
export function useRouteTitleKey(): NavKey {
  return useRouteSpec()?.title ?? 'notFound';
}

/** Keeps `document.title` as "<page> · <site>". */
export function useDocumentTitle(siteName: string | undefined): void {
  const { t } = useTranslation('nav');
  const title = t(useRouteTitleKey());
  useEffect(() => {
    document.title = siteName ? `${title} · ${siteName}` : title;
  }, [title, siteName]);
}
