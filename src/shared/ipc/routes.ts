/**
 * Renderer routes the main process may ask the renderer to show (`app:navigate`): built by the
 * main process from validated parts (deep links, tray, menu, notifications) and checked again
 * by the renderer before it touches its location. A route is a path with an optional query:
 * no scheme, no host, no fragment, no `..`, nothing a router would read as another origin.
 */

const ROUTE = /^\/[A-Za-z0-9_-]*(\?[A-Za-z0-9_.:=&%-]*)?$/;

/** True for '/member?page=depositv2&deposit=12', '/seamless?vassalage=PG&gameCode=x', '/'. */
export function isAppRoute(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 512 && ROUTE.test(value);
}
