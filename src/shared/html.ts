/**
 * Text made safe for HTML, in an element or a quoted attribute: the server's pages (server/web.ts,
 * the API reference, the built-in games' pages) and the first paint's markup (./firstPaint.ts).
 */
export const escapeHtml = (value: string): string => value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
