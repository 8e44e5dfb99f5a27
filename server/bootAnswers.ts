/**
 * A guest's first calls of a home or lobby page, answered while index.html is sent
 * (src/shared/bootAnswers.ts says which and why). Each is answered by the route that would answer the browser, through
 * `app.inject` with the headers the client sends and the visitor's address: the same envelope,
 * the same rules (gates, rate limits), nothing written twice.
 */
import type { FastifyInstance } from 'fastify';
import type { BootAnswer, BootCall } from '../src/shared/bootAnswers';
import { DEVICE_WEB, GATEWAY_VERSION, Header } from '../src/shared/wire';
import { toQueryString } from '../src/shared/wire/query';

const header = (name: string) => name.toLowerCase();

/**
 * The answers for a guest of `merchant` in `language`; a call that did not succeed is left out (the client asks again).
 */
export async function answerBootCalls(
  app: FastifyInstance,
  calls: readonly BootCall[],
  merchant: string,
  language: string,
  ip: string,
): Promise<BootAnswer[]> {
  const answers = await Promise.all(
    calls.map(async ({ endpoint, args }): Promise<BootAnswer | undefined> => {
      const query = toQueryString(args);
      const response = await app.inject({
        method: 'GET',
        url: query ? `${endpoint.path}?${query}` : endpoint.path,
        remoteAddress: ip,
        headers: {
          [header(Header.merchant)]: merchant,
          [header(Header.language)]: language,
          [header(Header.device)]: DEVICE_WEB,
          [header(Header.gatewayVersion)]: GATEWAY_VERSION,
          ...(endpoint.modId ? { [header(Header.moduleId)]: endpoint.modId } : {}),
        },
      });
      if (response.statusCode !== 200) return undefined;
      try {
        const envelope = response.json<{ success?: unknown }>();
        return envelope.success === true ? { path: endpoint.path, query, language, envelope } : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return answers.filter((answer) => answer !== undefined);
}
