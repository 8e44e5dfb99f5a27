/** The main process's Server-Sent Events parser: the spec's field rules, in any chunking. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSseParser,
  SseLineTooLong,
  type SseMessage,
} from '../../../electron/main/services/memberEvents/sseParser';

const STREAM = [
  '\ufeffretry: 5000',
  ': connected',
  '',
  'id: 7',
  'event: ready',
  'data: {"cursor":"7"}',
  '',
  'id: 8',
  'event: member',
  'data: {"a":1,',
  'data:"b":2}',
  '',
  ': ping',
  '',
  'data: no event name',
  '',
  'event: ignored because it has no data',
  '',
  'unknown: field',
  'id',
  'data',
  '',
  '',
].join('\n');

const EXPECTED: SseMessage[] = [
  { event: 'ready', data: '{"cursor":"7"}', lastEventId: '7' },
  { event: 'member', data: '{"a":1,\n"b":2}', lastEventId: '8' },
  { event: 'message', data: 'no event name', lastEventId: '8' },
  // A bare `id` resets the id; a bare `data` is one empty line of data.
  { event: 'message', data: '', lastEventId: '' },
];

function parseAll(chunks: readonly string[]): { messages: SseMessage[]; retry: number | undefined } {
  const parser = createSseParser();
  const messages = chunks.flatMap((chunk) => parser.push(chunk));
  return { messages, retry: parser.retryMs };
}

describe('createSseParser', () => {
  it('follows the field rules: event, multi-line data, id carried over, retry, comments, BOM', () => {
    expect(parseAll([STREAM])).toEqual({ messages: EXPECTED, retry: 5000 });
  });

  it('treats CRLF and lone CR as line ends, even when a CRLF is split between chunks', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parseAll([crlf]).messages).toEqual(EXPECTED);
    expect(parseAll([STREAM.replace(/\n/g, '\r')]).messages).toEqual(EXPECTED);
    const split = crlf.indexOf('\r\n') + 1;
    expect(parseAll([crlf.slice(0, split), crlf.slice(split)]).messages).toEqual(EXPECTED);
  });

  it('gives the same messages however the stream is cut into chunks (fuzzed)', () => {
    const variants = [STREAM, STREAM.replace(/\n/g, '\r\n'), STREAM.replace(/\n/g, '\r')];
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, index, all) => text.slice(start, all[index + 1] ?? text.length));
        expect(parseAll(chunks).messages).toEqual(EXPECTED);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps an incomplete message until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: member\ndata: {"x"')).toEqual([]);
    expect(parser.push(':1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'member', data: '{"x":1}', lastEventId: '' }]);
  });

  it('starts from the id it resumes from, and ignores an id with a NUL', () => {
    const parser = createSseParser('41');
    expect(parser.push('id: 4\u00002\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', lastEventId: '41' }]);
    expect(parser.lastEventId).toBe('41');
  });

  it('refuses a runaway line instead of buffering it forever', () => {
    const parser = createSseParser('', 100);
    expect(() => parser.push(`data: ${'x'.repeat(200)}`)).toThrow(SseLineTooLong);
    // After the refusal the buffer is empty again.
    expect(parser.push('\ndata: ok\n\n')).toEqual([{ event: 'message', data: 'ok', lastEventId: '' }]);
  });
});
