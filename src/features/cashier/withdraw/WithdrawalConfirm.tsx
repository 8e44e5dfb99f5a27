import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/AmountField';
import { parseMinor } from '../../../shared/money';
import type { WithdrawalConfirmArgs, WithdrawalRecord } from '../../../shared/wire';
import { amountMessage, checkAmount } from '../../wallet/amountCheck';
import { formatMoney } from '../../wallet/money';
import { useSubmissionKeys } from '../../wallet/submissionKey';
import { useCurrency } from '../../wallet/useCurrency';
import { errorText } from '../../../components/page/errorText';
import { FormMessage } from '../../../components/page/FormMessage';
import { useDateTime } from '../../../components/page/useDateTime';
import { useConfirmWithdrawalMutation } from '../cashierApi';
import { megabytes, readProof, type ProofProblem } from './proofFile';
import kit from '../../../components/page/pageKit.module.css';
import forms from '../../../components/forms.module.css';

export type Answer = 'received' | 'not_received' | 'partial';
const ANSWERS: Answer[] = ['received', 'not_received', 'partial'];

/**
 * The member's confirmation of one approved withdrawal (issue 4): received; not received, with
 * a proof image (PNG or JPG up to 5 MB, checked before upload); or partly received, with the
 * amount that arrived and the remainder shown. Until the deadline shown it can be answered;
 * after it the withdrawal counts as received.
 */
export function WithdrawalConfirm({
  withdrawal,
  onDone,
}: {
  withdrawal: WithdrawalRecord;
  onDone: (answer: Answer) => void;
}) {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const dateTime = useDateTime();
  const formId = useId();
  // No answer is preselected: the member says what happened (issue 14 item 20).
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [answerError, setAnswerError] = useState<string | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useSubmissionKeys();
  const [confirm] = useConfirmWithdrawalMutation();
  const total = parseMinor(withdrawal.amountMinor) ?? 0n;
  const amount = formatMoney(withdrawal.amountMinor, currency);

  const proofMessage = (problem: ProofProblem, size = 0) =>
    t(`proof.${problem}`, { size: megabytes(size), limit: '5 MB' });

  /** The received amount, or its message: more than zero and less than the whole withdrawal. */
  function checkReceived(): bigint | null {
    const checked = checkAmount(received, currency.minorUnits);
    if (!checked.ok) {
      const { key, values } = amountMessage(checked.problem, currency);
      setReceivedError(t(key, values));
      return null;
    }
    if (checked.minor >= total) {
      setReceivedError(t('confirm.partialTooMuch', { amount }));
      return null;
    }
    return checked.minor;
  }

  // Shown as the member types: what is still missing once the amount reads as one.
  const live = checkAmount(received, currency.minorUnits);
  const remaining = live.ok && live.minor < total ? formatMoney(total - live.minor, currency) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (answer === null) {
      setAnswerError(t('confirm.chooseAnswer'));
      return;
    }
    let body: WithdrawalConfirmArgs;
    if (answer === 'received') body = { withdrawalId: withdrawal.id, result: 'received' };
    else if (answer === 'partial') {
      const minor = checkReceived();
      if (minor === null) return;
      body = { withdrawalId: withdrawal.id, result: 'partial', receivedMinor: minor.toString() };
    } else {
      setBusy(true);
      const proof = await readProof(file);
      setBusy(false);
      if (!proof.ok) {
        setFileError(proofMessage(proof.problem, file?.size));
        return;
      }
      body = { withdrawalId: withdrawal.id, result: 'not_received', proof: proof.base64 };
    }
    setBusy(true);
    // The proof is part of the request, but a key over 5 MB of base64 would cost for nothing: its size stands in.
    const keyBody =
      body.proof === undefined ? body : { ...body, proof: `${body.proof.length}:${body.proof.slice(0, 64)}` };
    const result = await confirm({ ...body, idempotencyKey: keys.keyFor(keyBody) });
    setBusy(false);
    if ('error' in result) setError(errorText(result.error) || t('confirm.failed'));
    else {
      keys.settled();
      onDone(answer);
    }
  }

  return (
    <form className={kit.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`}>
      <p id={`${formId}-title`}>
        <strong>{t('confirm.item', { amount, bank: `${withdrawal.bankName} ${withdrawal.maskedNumber}` })}</strong>
      </p>
      {withdrawal.confirmBy ? (
        <p className={kit.muted}>{t('confirm.deadline', { time: dateTime(withdrawal.confirmBy) })}</p>
      ) : null}
      <fieldset
        className={kit.choices}
        aria-describedby={answerError ? `${formId}-answer-error` : undefined}
        aria-invalid={answerError ? true : undefined}
      >
        <legend className={kit.choicesLegend}>{t('confirm.question')}</legend>
        {ANSWERS.map((option) => (
          <label key={option} className={kit.choice}>
            <input
              type="radio"
              name={`${formId}-answer`}
              value={option}
              checked={answer === option}
              onChange={() => {
                setAnswer(option);
                setAnswerError(undefined);
              }}
            />
            <span>{t(`confirm.answer.${option}`)}</span>
          </label>
        ))}
        {answerError ? (
          <p id={`${formId}-answer-error`} role="alert" className={forms.formError}>
            {answerError}
          </p>
        ) : null}
      </fieldset>
      {answer === 'not_received' ? (
        <div className={forms.field}>
          <label htmlFor={`${formId}-proof`} className={forms.label}>
            {t('confirm.proof')}
          </label>
          <input
            id={`${formId}-proof`}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            className={forms.control}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileError ? `${formId}-proof-error ` : ''}${formId}-proof-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(undefined);
              if (chosen) {
                // Told at once, before any upload is attempted.
                void readProof(chosen).then((read) => {
                  if (!read.ok) setFileError(proofMessage(read.problem, chosen.size));
                });
              }
            }}
          />
          {fileError ? (
            <p id={`${formId}-proof-error`} className={forms.message}>
              {fileError}
            </p>
          ) : null}
          <p id={`${formId}-proof-hint`} className={kit.muted}>
            {t('confirm.proofHint')}
          </p>
        </div>
      ) : null}
      {answer === 'partial' ? (
        <>
          <AmountField
            label={t('confirm.receivedAmount')}
            name="receivedAmount"
            symbol={currency.symbol}
            value={received}
            onChange={(next) => {
              setReceived(next);
              setReceivedError(undefined);
            }}
            error={receivedError}
            required
          />
          <p className={kit.muted} aria-live="polite">
            {remaining ? t('confirm.remaining', { amount: remaining }) : null}
          </p>
        </>
      ) : null}
      <div className={kit.actions}>
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t('confirm.submitting') : t('confirm.submit')}
        </button>
      </div>
      <FormMessage kind="error" text={error} />
    </form>
  );
}
