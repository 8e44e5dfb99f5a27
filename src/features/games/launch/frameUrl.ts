/** A game shown inside a page must be a web page: http(s), resolved against this page. */
export function frameableUrl(url: string, base: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
