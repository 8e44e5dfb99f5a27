/**
 * Registers a route from its wire definition (src/shared/wire/endpoint.ts): method, path,
 * whether it needs a session (`config.auth`) and whether its body is encrypted
 * (`config.encrypted`) all come from the definition, never written again here, and the request
 * and response schemas are the definition's (src/shared/wire/schemas). A route therefore
 * cannot differ from the client's idea of it; tests/server/contract.routes.test.ts checks that
 * every definition has its route and every API route its definition.
 *
 * The arguments are validated by Fastify (path parameters, the query of a GET, the JSON body
 * otherwise, decrypted first when the call is encrypted: server/wire/transport.ts); the answer
 * is serialised with its schema. The server's tests also check each answer against it
 * (checkAnswers in server/app.ts), with objects closed, so a field the schema lacks fails there.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
} from 'fastify';
import type { EndpointDef, Envelope } from '../../src/shared/wire';
import { answerOf } from '../../src/shared/wire/schemas/kit';
import { schemasOf } from '../../src/shared/wire/schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition the route was registered from (wireRoute); absent on routes outside the contract. */
    wire?: { group: string; name: string };
  }
}

/** A definition that has its schemas (every group declared with endpointGroup). */
export type WireDef<A, V> = EndpointDef<A, V> & { group: string; name: string };

/**
 * A handler answers its envelope (or the plain text of a raw definition), or the reply itself
 * when it sent another kind of answer on it (an agent report's `format=csv` export).
 */
type Handler<A, V> = (
  request: FastifyRequest<{ Querystring: A; Body: A; Params: Partial<A> } & RouteGenericInterface>,
  reply: FastifyReply,
) => Promise<Envelope<V> | (V extends string ? string : never) | FastifyReply>;

/** `{id}` placeholders of a wire path, and the path in Fastify's `:id` form. */
export function routePath(path: string): { url: string; params: string[] } {
  const params: string[] = [];
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    params.push(name);
    return `:${name}`;
  });
  return { url, params };
}

/** Splits an object schema of arguments into the path parameters and the rest. */
function splitArgs(args: TSchema | null, params: string[]): { params?: TObject; rest?: TSchema } {
  if (!args) return {};
  if (!params.length) return { rest: args };
  const object = args as TObject;
  return {
    params: Type.Pick(object, params),
    rest: Type.Omit(object, params, { additionalProperties: object.additionalProperties }),
  };
}

/** The route config a definition implies. */
export function configOf(def: EndpointDef<unknown, unknown>): Pick<FastifyContextConfig, 'auth' | 'encrypted'> {
  return {
    ...(def.token === true
      ? { auth: 'member' as const }
      : def.token === 'optional'
        ? { auth: 'optional' as const }
        : {}),
    ...(def.encrypt === true ? { encrypted: true } : {}),
  };
}

export type WireRouteOptions = {
  /** Everything else a route may say (gated, merchant, session columns…), never auth or encrypted. */
  config?: Omit<FastifyContextConfig, 'auth' | 'encrypted' | 'wire'>;
  /** The largest request body this route reads, when it is not the app's (a withdrawal's proof image). */
  bodyLimit?: number;
};

export function wireRoute<A, V>(
  app: FastifyInstance,
  def: WireDef<A, V>,
  options: WireRouteOptions,
  handler: Handler<A, V>,
): void {
  const schemas = schemasOf(def);
  const { url, params } = routePath(def.path);
  const args = splitArgs(schemas.args, params);
  app.route({
    method: def.method,
    url,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    config: { ...options.config, ...configOf(def), wire: { group: def.group, name: def.name } },
    schema: {
      ...(args.params && { params: args.params }),
      ...(args.rest && (def.method === 'GET' ? { querystring: args.rest } : { body: args.rest })),
      // Plain-text answers (the RSA key) are sent as they are.
      ...(!def.raw && { response: { 200: answerOf(schemas.value) } }),
    },
    handler: handler as never,
  });
}
