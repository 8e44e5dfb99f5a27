/**
 * Refuses NUL characters up front on the routes of a plugin that calls it: no account field
 * accepts one, and PostgreSQL text cannot store one (the account, member, verification and agent
 * routes install it).
 */
import type { FastifyInstance } from 'fastify';
import { badInput } from './errors';

/** Whether a value holds a NUL character anywhere (keys too), to a bounded depth. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query))
      throw badInput('The request contains a NUL character, which no field accepts.');
  });
}
