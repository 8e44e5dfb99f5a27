import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWrongPassword } from '../../components/page/fieldError';
import { paymentPasswordProblem } from './paymentPassword';

/**
 * The payment password of a money form (withdraw, transfer to upline): its value, the message
 * under it, the check on submit, and the server's "wrong password" shown under the field rather
 * than under the button.
 */
export function usePaymentPasswordField() {
  const { t } = useTranslation('member');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    value,
    /** value, onChange and error of PaymentPasswordField; editing clears the message. */
    field: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
    },
    /** On submit: shows the password's problem, if any; true when it may be sent. */
    validate: (): boolean => {
      const problem = paymentPasswordProblem(value);
      setError(problem ? t(problem) : undefined);
      return problem === null;
    },
    /** After a submission, whatever its outcome: the password is never kept in the form. */
    clear: () => setValue(''),
    /** Shows `text` under the field when the server said the password was wrong; false otherwise. */
    showIfWrong: (failure: unknown, text: string): boolean => {
      if (!isWrongPassword(failure)) return false;
      setError(text);
      return true;
    },
  };
}
