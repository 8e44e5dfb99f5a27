/**
 * The OpenAPI 3.1 document of the wire contract, generated from the endpoint definitions
 * (src/shared/wire/groups.ts) and their schemas (src/shared/wire/schemas): what
 * `GET /openapi.json` publishes and what the reference page (./openapiPage.ts) shows. Nothing
 * in it is written by hand, so it cannot drift from what the server validates and answers.
 *
 * The protocol's own conventions are described in docs/protocol.md: the headers every call
 * carries, the envelope, the DES + RSA encryption of the calls marked `x-encrypted`.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { allEndpoints, type ContractEndpoint } from '../../src/shared/wire/groups';
import { Header } from '../../src/shared/wire/headers';
import { answerOf } from '../../src/shared/wire/schemas/kit';
import { schemasOf } from '../../src/shared/wire/schemas';
import { routePath } from './wireRoute';

type JsonObject = Record<string, unknown>;

/** The schema as plain JSON (TypeBox keeps its own markers under symbols, which JSON drops). */
const json = (schema: TSchema): JsonObject => JSON.parse(JSON.stringify(schema)) as JsonObject;

const header = (name: string, description: string, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' },
});

/** The headers every call carries (docs/protocol.md, "Headers"). */
const COMMON_HEADERS = [
  header(Header.merchant, 'The merchant (site) code; a host the server knows may omit it.', false),
  header(Header.language, 'The platform language code of the answer, e.g. EN.', false),
  header(Header.device, 'web, desktop, android or ios.', false),
  header(Header.gatewayVersion, 'The protocol version, 3.', false),
];

function parametersOf(def: ContractEndpoint, args: TSchema | null): JsonObject[] {
  const { params } = routePath(def.path);
  const properties = (args as TObject | null)?.properties ?? {};
  const required = new Set((args as TObject | null)?.required ?? []);
  const pathParameters = params.map((name) => ({ name, in: 'path', required: true, schema: json(properties[name]!) }));
  const queryParameters =
    def.method === 'GET'
      ? Object.entries(properties)
          .filter(([name]) => !params.includes(name))
          .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema: json(schema) }))
      : [];
  const extra = [
    ...(def.modId
      ? [
          {
            ...header(
              Header.moduleId,
              `The whitelabel module of this call (${def.modId}); sent, never required.`,
              false,
            ),
          },
        ]
      : []),
    ...(def.encrypt
      ? [header(Header.encryption, 'The RSA-encrypted DES session key (docs/protocol.md, "Encryption").')]
      : []),
  ];
  return [...pathParameters, ...queryParameters, ...COMMON_HEADERS, ...extra];
}

function operationOf(def: ContractEndpoint): JsonObject {
  const { args, value } = schemasOf(def);
  const { params } = routePath(def.path);
  const bodyProperties = Object.keys((args as TObject | null)?.properties ?? {}).filter(
    (name) => !params.includes(name),
  );
  const body =
    def.method !== 'GET' && args && bodyProperties.length
      ? {
          requestBody: {
            required: true,
            // An encrypted call sends the DES ciphertext of its JSON; x-plain-schema is that JSON.
            content:
              def.encrypt === true
                ? {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          value: {
                            type: 'string',
                            description: 'The DES ciphertext of the JSON of x-plain-schema, in base64.',
                          },
                        },
                        'x-plain-schema': json(args),
                      },
                    },
                  }
                : { [def.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: json(args) } },
          },
        }
      : {};
  return {
    operationId: `${def.group}.${def.name}`,
    tags: [def.group],
    parameters: parametersOf(def, args),
    ...body,
    responses: {
      200: def.raw
        ? { description: 'Plain text.', content: { 'text/plain': { schema: json(value) } } }
        : {
            description: 'The envelope: the value on success, or a business failure with its errorCode.',
            content: { 'application/json': { schema: json(answerOf(value)) } },
          },
      400: { description: 'Bad input or a gate (maintenance, region): a failure envelope.' },
      ...(def.token === true ? { 401: { description: 'No valid session: a failure envelope.' } } : {}),
      429: { description: 'Too many attempts: a failure envelope and Retry-After.' },
    },
    ...(def.token === true
      ? { security: [{ token: [] }] }
      : def.token === 'optional'
        ? { security: [{}, { token: [] }] }
        : {}),
    ...(def.encrypt ? { 'x-encrypted': def.encrypt } : {}),
    ...(def.modId ? { 'x-module-id': def.modId } : {}),
  };
}

export function openApiDocument(version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const def of allEndpoints()) {
    const path = def.path;
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operationOf(def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform wire protocol',
      version,
      description:
        'Generated from src/shared/wire. The conventions every call shares (headers, envelope, encryption, money) ' +
        'are in docs/protocol.md.',
    },
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: Header.authorization,
          description: 'The session token of a logged-in member.',
        },
      },
    },
    paths,
  };
}
