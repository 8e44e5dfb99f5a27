/**
 * The loopback channel the operator CLI uses while the server runs: one POST carrying argv,
 * accepted only from this machine and only with the secret from DATA_DIR.
 */
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../../../src/shared/wire';
import type { Services } from '../../services';
import { opsCommands } from './commands';
import { OpsFailure, OpsUsageError, runOps } from './registry';
import { sameSecret } from './secret';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function opsRoutes(app: FastifyInstance, opts: { services: Services; secret: string }) {
  app.post<{ Body: { argv: string[] } }>(
    '/ops/run',
    {
      config: { merchant: false },
      schema: {
        body: {
          type: 'object',
          required: ['argv'],
          properties: { argv: { type: 'array', items: { type: 'string', maxLength: 4096 }, maxItems: 64 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const presented = String(request.headers['x-ops-secret'] ?? '');
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(presented, opts.secret)) {
        return reply
          .code(403)
          .send(failure('ops.forbidden', 'Operator commands are only accepted from this machine with the ops secret.'));
      }
      try {
        return ok(await runOps(opsCommands, request.body.argv, opts.services, 'cli-live'));
      } catch (error) {
        if (error instanceof OpsUsageError) return reply.code(400).send(failure('ops.usage', error.message));
        if (error instanceof OpsFailure) return reply.send(failure('ops.failed', error.message));
        throw error;
      }
    },
  );
}
