/**
 * The registration field rules for the forms: GET /wps/system/setting/register, kept for the
 * session in sessionStorage `validate` (the call: src/shared/wire/system.ts; the rules:
 * src/shared/wire/registerRules.ts). A stored copy that does not parse as rules is ignored and
 * fetched again.
 */
import { useEffect, useState } from 'react';
import { useRegisterSettingsQuery } from '../../../api/api';
import { wireContext } from '../../../api/wireContext';
import type { ApiError } from '../../../api/response';
import type { RegisterRule, RegisterRules } from '../../../shared/wire';

/** sessionStorage key of the cached rules. */
export const RULES_STORAGE_KEY = 'validate';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRule(value: unknown): value is RegisterRule {
  return (
    isObject(value) &&
    typeof value.acceptedPattern === 'string' &&
    typeof value.minLength === 'number' &&
    typeof value.maxLength === 'number' &&
    typeof value.patternId === 'number' &&
    typeof value.enabled === 'boolean' &&
    typeof value.required === 'boolean'
  );
}

/**
 * The rules stored in `storage` for this merchant, or undefined when absent, another merchant's
 * (issue 14 item 7) or not rules.
 */
export function readCachedRules(
  storage: Pick<Storage, 'getItem'> | undefined,
  merchant = wireContext().merchant,
): RegisterRules | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RULES_STORAGE_KEY) ?? 'null');
    if (!isObject(parsed) || parsed.merchant !== merchant || !isObject(parsed.rules)) return undefined;
    const rules = parsed.rules;
    if (!Object.values(rules).every(isRule)) return undefined;
    return rules as RegisterRules;
  } catch {
    return undefined;
  }
}

export function writeCachedRules(
  storage: Pick<Storage, 'setItem'> | undefined,
  rules: RegisterRules,
  merchant = wireContext().merchant,
): void {
  try {
    storage?.setItem(RULES_STORAGE_KEY, JSON.stringify({ merchant, rules }));
  } catch {
    // Storage full or disabled: the rules are fetched again next time, nothing else changes.
  }
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export type RegisterRulesView = { rules: RegisterRules | undefined; error: ApiError | undefined; retry: () => void };

/** The rules, from the session cache or the server (then cached). */
export function useRegisterRules(): RegisterRulesView {
  const [cached] = useState(() => readCachedRules(sessionStore()));
  const query = useRegisterSettingsQuery(undefined, { skip: cached !== undefined });
  useEffect(() => {
    if (query.data) writeCachedRules(sessionStore(), query.data);
  }, [query.data]);
  return {
    rules: cached ?? query.data,
    error: query.isError ? (query.error as ApiError) : undefined,
    retry: () => void query.refetch(),
  };
}
