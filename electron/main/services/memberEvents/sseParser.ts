/**
 * An incremental Server-Sent Events parser (WHATWG HTML "event stream interpretation"): feed it
 * text chunks as they arrive, in any split, and it returns the complete messages. The main
 * process has no EventSource, and fetch lets it send the session token as a header instead of
 * in the URL (where proxies would log it).
 */

export type SseMessage = {
  /** `event:` field, 'message' when absent. */
  event: string;
  /** `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream so far (it carries over to later messages). */
  lastEventId: string;
};

export type SseParser = {
  /** Parses a chunk; returns the messages it completed. Throws SseLineTooLong on a runaway line. */
  push(chunk: string): SseMessage[];
  /** The reconnection delay the server asked for with `retry:`, if any. */
  readonly retryMs: number | undefined;
  readonly lastEventId: string;
};

/** A line longer than the limit: the stream is not an event stream (or is hostile). */
export class SseLineTooLong extends Error {
  override name = 'SseLineTooLong';
}

/** Longest line kept; our events are a few hundred bytes. */
export const MAX_LINE_LENGTH = 65_536;

export function createSseParser(initialLastEventId = '', maxLine = MAX_LINE_LENGTH): SseParser {
  let buffer = '';
  let started = false;
  let skipLeadingLf = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = initialLastEventId;
  let retryMs: number | undefined;

  function field(line: string, out: SseMessage[]): void {
    if (line === '') {
      if (data.length > 0) out.push({ event: eventType || 'message', data: data.join('\n'), lastEventId });
      eventType = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else if (name === 'event') eventType = value;
    else if (name === 'id' && !value.includes('\0')) lastEventId = value;
    else if (name === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }

  return {
    push(chunk) {
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith('\ufeff')) text = text.slice(1);
      }
      // A CR ending the previous chunk may be the first half of CRLF.
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      const out: SseMessage[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        field(buffer.slice(start, index), out);
        if (char === '\r') {
          if (buffer[index + 1] === '\n') index += 1;
          else if (index + 1 === buffer.length) skipLeadingLf = true;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      if (buffer.length > maxLine) {
        buffer = '';
        throw new SseLineTooLong(`an event stream line exceeded ${maxLine} characters`);
      }
      return out;
    },
    get retryMs() {
      return retryMs;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
