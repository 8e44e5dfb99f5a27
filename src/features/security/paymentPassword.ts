import { PAYMENT_PASSWORD_RE } from '../../shared/wire';

/** Catalog key (namespace member) of a payment password's problem, or null when it is fine. */
export function paymentPasswordProblem(
  value: string,
): 'security.paymentPassword.required' | 'security.paymentPassword.format' | null {
  if (value === '') return 'security.paymentPassword.required';
  return PAYMENT_PASSWORD_RE.test(value) ? null : 'security.paymentPassword.format';
}
