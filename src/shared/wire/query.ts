/**
 * The query string of the platform's style (contract §1.3), shared by the client, which sends
 * it (src/api/wireRequest.ts), and the server, which answers some calls ahead of time with the
 * page (server/web/bootAnswers.ts) and must name them exactly as the client will.
 */

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * null and undefined skipped, arrays sent as one comma-joined value (`types=B,PL,PU`),
 * everything else as its string form.
 */
export function toQueryString(args: unknown): string {
  if (!isPlainObject(args)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The same query whatever the order of its parameters: what two sides compare. */
export function canonicalQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

/** Fills `{name}` placeholders of a path from the arguments and returns the rest. */
export function fillPath(path: string, args: unknown): { url: string; rest: unknown } {
  if (!path.includes('{') || !isPlainObject(args)) return { url: path, rest: args };
  const rest: Plain = { ...args };
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, rest };
}
