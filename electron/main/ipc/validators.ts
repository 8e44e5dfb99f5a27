/**
 * Tiny payload validators for IPC arguments. The renderer is treated as untrusted input: a
 * compromised page can invoke any exposed channel with any structured-cloneable value, so every
 * handler states the exact shape it accepts. A schema returns the typed value or throws.
 */

/** Parses `value` (found at `path`, for messages) into T, or throws PayloadError. */
export type Schema<T> = (value: unknown, path: string) => T;

/** A payload that does not match its channel's schema. */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

export type StringRules = { min?: number; max: number; pattern?: RegExp };

/** A string of `min`..`max` UTF-16 units (default min 0) without control characters. */
export function string(rules: StringRules): Schema<string> {
  return (value, path) => {
    if (typeof value !== 'string') throw new PayloadError(`${path} must be a string`);
    if (value.length < (rules.min ?? 0) || value.length > rules.max) {
      throw new PayloadError(`${path} must be ${rules.min ?? 0}-${rules.max} characters`);
    }
    if (hasControlCharacter(value)) throw new PayloadError(`${path} must not contain control characters`);
    if (rules.pattern && !rules.pattern.test(value)) throw new PayloadError(`${path} has an invalid format`);
    return value;
  };
}

/** A boolean (no truthy strings or numbers). */
export const boolean: Schema<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new PayloadError(`${path} must be a boolean`);
  return value;
};

/** An argument list of exactly these items. */
export function tuple<T extends unknown[]>(...items: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  return (value, path) => {
    if (!Array.isArray(value) || value.length !== items.length) {
      throw new PayloadError(`${path} must have exactly ${items.length} argument(s)`);
    }
    return items.map((item, index) => item(value[index], `${path}[${index}]`)) as T;
  };
}

/** A plain object with exactly these keys (extra keys are refused, not dropped). */
export function object<T extends Record<string, unknown>>(shape: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new PayloadError(`${path} must be an object`);
    const extra = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
    if (extra.length > 0) throw new PayloadError(`${path} has unexpected key(s): ${extra.join(', ')}`);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      result[key] = shape[key](value[key], `${path}.${key}`);
    }
    return result as T;
  };
}

/** The schema of a channel that takes no arguments. */
export const noArgs: Schema<[]> = tuple<[]>();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
