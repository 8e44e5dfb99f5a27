/**
 * What a new bank account must look like before it is sent (the server checks the same and has
 * the last word): a bank name of 2 to 64 characters, an account number of 6 to 30 digits
 * (spaces and hyphens as people write them are allowed), a payee name of at most 100.
 */
export type BankAccountDraft = { payeeName: string; bankName: string; accountNumber: string };

export type BankAccountProblems = Partial<
  Record<keyof BankAccountDraft, 'required' | 'bankName' | 'accountNumber' | 'payeeName'>
>;

export function bankAccountProblems(draft: BankAccountDraft): BankAccountProblems {
  const problems: BankAccountProblems = {};
  const payee = draft.payeeName.trim();
  const bank = draft.bankName.trim();
  const number = draft.accountNumber.replace(/[\s-]/g, '');
  if (payee === '') problems.payeeName = 'required';
  else if (payee.length > 100) problems.payeeName = 'payeeName';
  if (bank === '') problems.bankName = 'required';
  else if (bank.length < 2 || bank.length > 64) problems.bankName = 'bankName';
  if (number === '') problems.accountNumber = 'required';
  else if (!/^\d{6,30}$/.test(number)) problems.accountNumber = 'accountNumber';
  return problems;
}
