/**
 * Random request bodies from a route's JSON schema, for the bad-input tests (quality bar 14):
 * mostly the right shape with plausible, oversized or hostile values, plus junk keys, plus now
 * and then something that is not the right shape at all.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  enum?: readonly unknown[];
  /** TypeBox writes a literal as `const` and a union (OneOf, Nullable) as `anyOf`. */
  const?: unknown;
  anyOf?: readonly JsonSchema[];
};

export const hostileStrings = fc.constantFrom(
  "'; DROP TABLE members; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '\u0000\u0001\u0002',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\ud800',
  '💥'.repeat(40),
  ' ',
  '\r\n\r\n',
  'A'.repeat(3000),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  hostileStrings,
);

function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valueFor));
  if (schema.const !== undefined)
    return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: junkValue });
  if (types.includes('null') && types.length === 1) return fc.oneof(fc.constant(null), junkValue);
  if (schema.enum)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: junkValue });
  if (types.includes('object')) return objectFor(schema);
  if (types.includes('boolean'))
    return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: junkValue });
  const max = schema.maxLength ?? 64;
  const plausible = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max)
    : fc.string({ minLength: schema.minLength ?? 0, maxLength: max });
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 5, arbitrary: plausible },
    { weight: 1, arbitrary: fc.string({ minLength: max + 1, maxLength: max + 50 }) },
    { weight: 1, arbitrary: hostileStrings },
    { weight: 1, arbitrary: junkValue },
  ];
  if (types.includes('null')) options.push({ weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(...options);
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueFor(s)]));
  const complete = fc.record(model, { requiredKeys: [...(schema.required ?? [])] });
  const partial = fc.record(model, { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), junkValue, { maxKeys: 3 });
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: complete }, { weight: 1, arbitrary: partial }), extra)
    .map(([known, junk]) => ({ ...junk, ...known }));
}

/** A request body for a route with this body schema (or any JSON when it has none). */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 2 }));
  return fc.oneof({ weight: 9, arbitrary: objectFor(schema) }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) });
}

/** Flattens a generated object into query or form text (objects become JSON strings). */
export function toParams(value: unknown): string {
  if (!value || typeof value !== 'object') return `x=${encodeURIComponent(String(value))}`;
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const item of v) params.append(key, String(item));
    else params.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}
