/** Times and days of records in the reader's language (i18next's current language tag). */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options); // an unknown tag must not break a table
    }
    formats.set(key, format);
  }
  return format;
}

/** "21/11/2026, 18:47:08" in the reader's style. */
export function formatDateTime(time: number, language: string): string {
  return formatter(language, { dateStyle: 'short', timeStyle: 'medium' }).format(time);
}

/** "21/11/2026". */
export function formatDay(time: number, language: string): string {
  return formatter(language, { dateStyle: 'medium' }).format(time);
}
