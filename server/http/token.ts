/** The member token of a request, as the wire sends it (docs/protocol.md, the Authorization header). */
import type { FastifyRequest } from 'fastify';

/** The raw Authorization header, with or without "Bearer "; undefined when there is none. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.trim().replace(/^Bearer\s+/i, '');
  return token || undefined;
}
