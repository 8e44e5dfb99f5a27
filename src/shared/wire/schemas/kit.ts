/**
 * The building blocks of the wire schemas (./index.ts): TypeBox, so each schema is both the
 * JSON Schema the server validates, serialises and publishes (server/http/wireRoute.ts,
 * server/http/openapi.ts) and, through `Static`, the TypeScript type both sides use.
 *
 * Objects are closed (`additionalProperties: false`): the server's tests validate every answer
 * against its schema (tests/server/helper.ts), so a field the schema forgot fails a test instead
 * of being dropped without a word when the answer is serialised with the schema.
 *
 * Only the server, the tests and the conformance kit load this at run time; the client imports
 * the schemas' types only (`import type`), so TypeBox never reaches the browser bundle.
 */
import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type TLiteral,
  type TProperties,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';

export { Type as T };
export type { Static, TSchema } from '@sinclair/typebox';

/** A closed object: the properties named, no others. */
export const Obj = <P extends TProperties>(properties: P, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** Integer minor units of money as a decimal string ("12345"), never a float (docs/protocol.md). */
export const Minor = (options: SchemaOptions = {}) => Type.String({ pattern: '^-?[0-9]+$', ...options });

/** An exact decimal string in major units ("123.45"), formatted from the minor units. */
export const Major = (options: SchemaOptions = {}) => Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$', ...options });

/** `schema` or null. */
export const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** One of the given strings, as a union of literals (its type: the union of the strings). */
export const OneOf = <const V extends readonly string[]>(values: V, options: SchemaOptions = {}) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ [K in keyof V]: TLiteral<V[K]> } & TSchema[]>;

/** A record keyed by strings. */
export const Dict = <S extends TSchema>(value: S) => Type.Record(Type.String(), value);

/**
 * An endpoint's schemas: its arguments (the query of a GET, the JSON body otherwise, path
 * parameters included; null when it takes none) and the `value` of its success envelope.
 */
export type EndpointSchemas = { args: TSchema | null; value: TSchema };

export const call = <V extends TSchema, A extends TSchema | null = null>(value: V, args: A = null as A) => ({
  args,
  value,
});

/** The envelope of every answer (src/shared/wire/envelope.ts): success, or a failure with its code. */
export const successEnvelope = <V extends TSchema>(value: V) =>
  Obj({ success: Type.Literal(true), value, message: Type.String(), errorCode: Type.String() });

export const failureEnvelope = Obj({
  success: Type.Literal(false),
  value: Type.Unknown(),
  message: Type.String(),
  errorCode: Type.String(),
});

/** What an endpoint answers with HTTP 200: its success envelope, or a business failure. */
export const answerOf = <V extends TSchema>(value: V) => Type.Union([successEnvelope(value), failureEnvelope]);
