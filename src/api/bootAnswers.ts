/**
 * The answers the server wrote into the page (server/bootAnswers.ts; which calls and why:
 * src/shared/bootAnswers.ts). Read once, at the first call; each answers the first matching
 * call only, every later one (a refetch, a language change) asks the server. A page without
 * them, another merchant's or an unreadable block (./pageData.ts) answers nothing, and the
 * calls go out as before.
 */
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswerKey, type BootAnswers } from '../shared/bootAnswers';
import { wireContext } from './wireContext';
import { takePageData } from './pageData';
import { buildRequestParts, type WireRequest } from './wireRequest';

let answers: Map<string, unknown> | undefined;

function readAnswers(merchant: string): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = takePageData(BOOT_ANSWERS_ELEMENT_ID, merchant) as Partial<BootAnswers> | null | undefined;
  const listed = typeof block === 'object' && Array.isArray(block?.answers) ? block.answers : [];
  for (const answer of listed) {
    if (typeof answer?.path !== 'string' || typeof answer.query !== 'string' || typeof answer.language !== 'string')
      continue;
    found.set(bootAnswerKey(answer.path, answer.query, answer.language), answer.envelope);
  }
  return found;
}

/**
 * The envelope the server sent ahead for this call, once; undefined when there is none. The
 * server answered as for a guest: with a session, a call that may send the token
 * (`token: 'optional'`) could be answered for that member, so it goes to the server.
 */
export function takeBootAnswer(request: WireRequest, signedIn: boolean): unknown {
  if (request.endpoint.method !== 'GET' || (signedIn && request.endpoint.token !== false)) return undefined;
  const { merchant, language } = wireContext();
  answers ??= readAnswers(merchant);
  if (answers.size === 0 || !language) return undefined;
  const parts = buildRequestParts(request);
  const key = bootAnswerKey(parts.url, parts.query, language);
  const envelope = answers.get(key);
  answers.delete(key);
  return envelope;
}

/** Tests only: forget what was read, so the next call reads the page again. */
export function resetBootAnswers(): void {
  answers = undefined;
}
