import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountMessage, checkAmount, type AmountCheck, type AmountLimits } from './amountCheck';
import { useCurrency } from './useCurrency';

export type AmountFieldState = {
  text: string;
  setText: (text: string) => void;
  /** The message under the field, once the person has tried to submit. */
  error: string | undefined;
  /** Checks the text now (on submit): shows the message and returns the result. */
  validate: () => AmountCheck;
  reset: () => void;
  /** The props of AmountField for this state (named "amount", required, in the site currency). */
  field: {
    name: string;
    symbol: string;
    value: string;
    onChange: (text: string) => void;
    error: string | undefined;
    required: boolean;
  };
};

/**
 * The state of one amount input: its text, its message, and the check on submit. The message
 * clears as soon as the person edits the field, and is recomputed on the next submit.
 */
export function useAmountField(limits: AmountLimits = {}): AmountFieldState {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const [text, setTextState] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const setText = (next: string) => {
    setTextState(next);
    setError(undefined);
  };
  return {
    text,
    setText,
    error,
    validate: () => {
      const result = checkAmount(text, currency.minorUnits, limits);
      if (result.ok) setError(undefined);
      else {
        const { key, values } = amountMessage(result.problem, currency, limits);
        setError(t(key, values));
      }
      return result;
    },
    reset: () => {
      setTextState('');
      setError(undefined);
    },
    field: { name: 'amount', symbol: currency.symbol, value: text, onChange: setText, error, required: true },
  };
}
