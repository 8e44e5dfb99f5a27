/** Formatting for the gate pages. */

/**
 * An epoch-ms time in the reader's language and time zone, with the zone named, e.g.
 * "15 Jun 2030, 14:00 CEST". Unknown tags fall back to the runtime's default locale.
 */
export function formatGateTime(epochMs: number, languageTag: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone && { timeZone }),
  };
  try {
    return new Intl.DateTimeFormat(languageTag, options).format(new Date(epochMs));
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(new Date(epochMs));
  }
}
