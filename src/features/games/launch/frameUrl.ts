/** A game shown inside a page must be a web page: http(s), resolved against this page. */
export function frameableUrl(url: string, base: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** What every game frame may do: run, submit forms, open vendor cashier popups, leave on a click. */
const FRAME_ALLOWS = [
  'allow-scripts',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
];

/**
 * The `sandbox` of a game frame (issue 14 item 24). `allow-same-origin` is added only for this
 * page's own origin (the platform's built-in games on the web build, whose scripts call their
 * server with the page's cookies): another origin's content runs with scripts in an opaque
 * origin, never with scripts and its own origin together, so nothing a vendor serves can lift
 * its sandbox or reach storage under its origin from inside this page.
 */
export function frameSandbox(frameUrl: string, pageOrigin: string): string {
  let sameOrigin = false;
  try {
    sameOrigin = new URL(frameUrl).origin === pageOrigin && pageOrigin !== 'null';
  } catch {
    sameOrigin = false;
  }
  return (sameOrigin ? [...FRAME_ALLOWS, 'allow-same-origin'] : FRAME_ALLOWS).join(' ');
}
