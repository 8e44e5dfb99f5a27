/**
 * Query schemas of the member reports (TypeBox: the JSON schema Fastify validates with, and the
 * type the handler reads). Fastify coerces query strings to the declared scalars; what the schema
 * cannot say about a range, server/http/dateRange.ts `checkRange` says.
 */
import { Type, type Static } from '@sinclair/typebox';
import { rangeFields } from '../../http/dateRange';
import { pageFields } from '../../http/paging';

export const transactionsQuery = Type.Object(
  // The kind is checked by the handler, which names the kinds there are.
  { ...pageFields, ...rangeFields, kind: Type.Optional(Type.String({ maxLength: 32 })) },
  { additionalProperties: false },
);
export type TransactionsQuery = Static<typeof transactionsQuery>;

const code = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });
export const betsQuery = Type.Object(
  { ...pageFields, ...rangeFields, vendor: Type.Optional(code), gameType: Type.Optional(code) },
  { additionalProperties: false },
);
export type BetsQuery = Static<typeof betsQuery>;
