/**
 * The state every account form shares: values by field, one message per field, the fields
 * whose message shows (once the user typed in a field and left it, or sent the form), a message
 * for the whole form, and the form element, whose inputs are found by name to take the focus.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldMessage } from './fieldMessages';

export type Validate = (values: Readonly<Record<string, string>>) => Record<string, FieldMessage>;

export type FormState = {
  values: Readonly<Record<string, string>>;
  /** Messages to show now (only of fields left or after a submit). */
  errors: Readonly<Record<string, FieldMessage>>;
  formError: FieldMessage | null;
  setFormError: (message: FieldMessage | null) => void;
  setValue: (field: string, value: string) => void;
  /** The user left a field: once they typed in it, its message shows from now on. */
  blur: (field: string) => void;
  /** Shows a field's message now, typed in or not (e.g. Send code with no number). */
  reveal: (field: string) => void;
  /** Validates everything, shows all messages, focuses the first wrong field; true when all pass. */
  validateAll: (order: readonly string[]) => boolean;
  /** Puts a message (e.g. the server's) on a field and focuses it. */
  showError: (field: string, message: FieldMessage) => void;
  /** Ref callback for the form element: fields are found (and focused) by their name. */
  bindForm: (element: HTMLFormElement | null) => void;
  focus: (field: string) => void;
};

export function useFormState(initial: Record<string, string>, validate: Validate): FormState {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  // Fields typed in: leaving an untouched field (or focus moved away by a dialog) says nothing yet.
  const edited = useRef(new Set<string>());
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const bindForm = useCallback((element: HTMLFormElement | null) => {
    formElement.current = element;
  }, []);

  const problems = validate(values);
  const errors: Record<string, FieldMessage> = {};
  for (const field of shown) {
    const message = serverErrors[field] ?? problems[field];
    if (message) errors[field] = message;
  }

  const focus = useCallback((field: string) => {
    const element = formElement.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const setValue = useCallback((field: string, value: string) => {
    edited.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    // A server message was about the old value.
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const reveal = useCallback(
    (field: string) => setShown((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const blur = useCallback(
    (field: string) => {
      if (edited.current.has(field)) reveal(field);
    },
    [reveal],
  );

  const validateAll = (order: readonly string[]) => {
    const all = validate(values);
    setShown(new Set([...order, ...Object.keys(all)]));
    const first = order.find((field) => all[field]);
    if (first) focus(first);
    return Object.keys(all).length === 0;
  };

  const showError = (field: string, message: FieldMessage) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
    setShown((current) => new Set(current).add(field));
    // After the re-render, so a field that was disabled during the submit can take focus.
    setTimeout(() => focus(field), 0);
  };

  return { values, errors, formError, setFormError, setValue, blur, reveal, validateAll, showError, bindForm, focus };
}
