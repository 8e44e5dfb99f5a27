/**
 * The field state both login forms share: values, one problem per field (shown after a submit,
 * cleared as soon as that field changes), the translated message of a field, and the captcha's
 * focus the moment the server first asks for one.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problems } from './loginValidation';

export type LoginFields<V extends Record<string, string>> = {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  setProblems: Dispatch<SetStateAction<Problems<keyof V & string>>>;
  set: (field: keyof V & string) => (value: string) => void;
  problem: (field: keyof V & string) => string | undefined;
  captchaRef: React.RefObject<HTMLInputElement | null>;
};

export function useLoginFields<V extends Record<string, string>>(initial: V, captchaShown: boolean): LoginFields<V> {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems<keyof V & string>>({});
  const captchaRef = useRef<HTMLInputElement>(null);

  // When the server first asks for a captcha, that is where the user must go next.
  useEffect(() => {
    if (captchaShown) captchaRef.current?.focus();
  }, [captchaShown]);

  const set = (field: keyof V & string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const problem = (field: keyof V & string) => (problems[field] ? t(`validation.${problems[field]}`) : undefined);
  return { values, setValues, setProblems, set, problem, captchaRef };
}
