/**
 * The app's one page parser and one range parser (server/http/paging.ts, server/http/dateRange.ts):
 * every paged list and report reads its page and range through them, so each bad page or range
 * gets the same answer on every list. The page fields are checked by Fastify's schema
 * validation, worded by the app's error handler (server/wire/errors.ts): they are checked here
 * through a bare Fastify app with that handler, no database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, MAX_REPORT_RANGE_DAYS } from '../../../../src/shared/wire/paging';
import { checkRange, optionalRange, rangeFields, type RangeLimit } from '../../../../server/http/dateRange';
import { WireError } from '../../../../server/http/errors';
import { pageFields, pageOf, pagingOf } from '../../../../server/http/paging';
import { installErrorHandling } from '../../../../server/wire/errors';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

/** The WireError a call throws (fails the test when it throws none). */
function refusal(run: () => unknown): WireError {
  try {
    run();
  } catch (error) {
    if (error instanceof WireError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('date ranges', () => {
  it('answers the range as dates, the start inclusive and the end exclusive, up to the longest span', () => {
    expect(checkRange({ startTime: t0, endTime: t0 + DAY })).toEqual({ start: new Date(t0), end: new Date(t0 + DAY) });
    expect(checkRange({ startTime: t0, endTime: t0 + MAX_REPORT_RANGE_DAYS * DAY }).end).toEqual(
      new Date(t0 + MAX_REPORT_RANGE_DAYS * DAY),
    );
  });

  it('refuses an end that is not after the start, with one text', () => {
    for (const endTime of [t0, t0 - 1, 0]) {
      const error = refusal(() => checkRange({ startTime: t0, endTime }));
      expect(error).toMatchObject({
        statusCode: 400,
        errorCode: 'request_param_err',
        message: 'The end of the date range must be after its start.',
      });
    }
  });

  it('refuses a span longer than the limit with one text, naming the limit, and the limit’s own code', () => {
    const tooLong = refusal(() => checkRange({ startTime: t0, endTime: t0 + MAX_REPORT_RANGE_DAYS * DAY + 1 }));
    expect(tooLong).toMatchObject({
      statusCode: 400,
      errorCode: 'request_param_err',
      message: `A date range covers at most ${MAX_REPORT_RANGE_DAYS} days. Please choose a shorter date range.`,
    });
    const agents: RangeLimit = { maxDays: 31, tooLongCode: 'report.range.too.long' };
    expect(checkRange({ startTime: t0, endTime: t0 + 31 * DAY }, agents)).toEqual({
      start: new Date(t0),
      end: new Date(t0 + 31 * DAY),
    });
    expect(refusal(() => checkRange({ startTime: t0, endTime: t0 + 32 * DAY }, agents))).toMatchObject({
      statusCode: 400,
      errorCode: 'report.range.too.long',
      message: 'A date range covers at most 31 days. Please choose a shorter date range.',
    });
  });

  it('an optional range: none is no filter, half of one is refused, a whole one is checked as any range', () => {
    expect(optionalRange({})).toBeNull();
    for (const half of [{ startTime: t0 }, { endTime: t0 }]) {
      expect(refusal(() => optionalRange(half))).toMatchObject({
        statusCode: 400,
        errorCode: 'request_param_err',
        message: 'Give both startTime and endTime, or neither.',
      });
    }
    expect(optionalRange({ startTime: t0, endTime: t0 + DAY })).toEqual({
      start: new Date(t0),
      end: new Date(t0 + DAY),
    });
    expect(refusal(() => optionalRange({ startTime: t0 + DAY, endTime: t0 })).message).toBe(
      'The end of the date range must be after its start.',
    );
  });
});

describe('pages', () => {
  it('turns a page into its offset, and rows into a page with its totals', () => {
    const paging = pagingOf({ pageNo: 3, pageSize: 20 });
    expect(paging).toEqual({ pageNo: 3, pageSize: 20, offset: 40 });
    expect(pageOf(['a', 'b'], paging, 42n)).toEqual({
      content: ['a', 'b'],
      pageNo: 3,
      pageSize: 20,
      totalElements: 42,
      totalPages: 3,
    });
    expect(pageOf([], pagingOf({ pageNo: 1, pageSize: 10 }), 0)).toMatchObject({ totalElements: 0, totalPages: 0 });
  });

  describe('through the schema and the app’s error handler', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify();
      installErrorHandling(app);
      // As the lists declare them: a plain JSON schema (cashier, messages, contracts) spreads the same fields.
      const querystring = {
        type: 'object',
        additionalProperties: false,
        properties: { ...pageFields, ...rangeFields },
      };
      app.get('/list', { schema: { querystring } }, async (request) => request.query);
      await app.ready();
    });
    afterAll(() => app?.close());

    const list = async (query: string) => {
      const res = await app.inject({ url: `/list?${query}` });
      return {
        status: res.statusCode,
        body: res.json() as { errorCode?: string; message?: string; pageNo?: number; pageSize?: number },
      };
    };

    it('defaults to the first page of 20, and coerces the numbers of the query string', async () => {
      expect(await list('')).toEqual({ status: 200, body: { pageNo: 1, pageSize: 20 } });
      expect((await list(`pageNo=2&pageSize=${MAX_PAGE_SIZE}`)).body).toEqual({ pageNo: 2, pageSize: MAX_PAGE_SIZE });
    });

    it('refuses each bad page field with one 400 text naming the field', async () => {
      const cases: [string, string][] = [
        [`pageSize=${MAX_PAGE_SIZE + 1}`, `The query parameter "pageSize" must be <= ${MAX_PAGE_SIZE}.`],
        ['pageSize=0', 'The query parameter "pageSize" must be >= 1.'],
        ['pageNo=0', 'The query parameter "pageNo" must be >= 1.'],
        ['pageNo=1000001', 'The query parameter "pageNo" must be <= 1000000.'],
        ['pageSize=ten', 'The query parameter "pageSize" must be integer.'],
        ['startTime=-5', 'The query parameter "startTime" must be >= 0.'],
      ];
      for (const [query, message] of cases) {
        expect(await list(query), query).toEqual({
          status: 400,
          body: expect.objectContaining({ errorCode: 'request_param_err', message }),
        });
      }
    });
  });
});
