/**
 * The app's error handler. Routes throw WireError (server/http/errors.ts) for anything the
 * caller did wrong; it becomes `{success: false, errorCode, message}` with its HTTP code.
 * Anything else is our fault: logged in full, answered with a generic 500 and no details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, failure } from '../../src/shared/wire';
import { WireError } from '../http/errors';

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const field =
    (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
    (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
  return field
    ? `The ${where} "${field}" ${first.message ?? 'is not valid'}.`
    : `The request ${first.message ?? 'is not valid'}.`;
}

/** Lets the web app answer client-side routes before the 404 envelope. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function installErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WireError) {
      return reply.code(error.statusCode).send(failure(error.errorCode, error.message, error.value));
    }
    if (error.validation) {
      return reply.code(400).send(failure(ErrorCode.requestParamError, describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type…
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not accepted here; send JSON.'
            : error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is not valid JSON.'
              : 'The request is not valid.';
      return reply.code(status).send(failure(ErrorCode.requestParamError, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(failure(ErrorCode.internal, 'Something went wrong on our side. Please try again in a moment.'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply
      .code(404)
      .send(failure(ErrorCode.notFound, `There is no ${request.method} ${request.url.split('?')[0]} here.`));
  });
}
