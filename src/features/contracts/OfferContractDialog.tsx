import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { errorCodeOf, errorText } from '../../components/page/errorText';
import { FormFooter } from '../../components/page/FormFooter';
import { SelectField } from '../../components/page/SelectField';
import { useCurrency } from '../wallet/useCurrency';
import { isApiError } from '../../api/response';
import { AgentErrorCode, CONTRACT_KINDS, type ContractKind, type ContractPreviewValue } from '../../shared/wire';
import { ContractPreview } from './ContractPreview';
import {
  useContractAgentSettingsQuery,
  useContractOfferCeilingsQuery,
  useOfferContractMutation,
  usePreviewContractMutation,
} from './contractsApi';
import { formatRate } from './rates';
import { TermsEditor } from './TermsEditor';
import { draftToTerms, editorFieldOf, emptyDraft, type TermsDraft, type TermsProblems } from './termsDraft';
import styles from './contracts.module.css';

export type OfferContractDialogProps = {
  /** The direct downline offered the contract. */
  memberId: string;
  account: string;
  /** The kind to offer; without it the agent chooses. */
  kind?: ContractKind;
  onClose: () => void;
};

/** A refusal of the terms that names its field: that field and the server's words, without the field name. */
function refusedField(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || errorCodeOf(error) !== AgentErrorCode.termsInvalid) return null;
  const value = error.value as { field?: unknown } | null | undefined;
  const path = editorFieldOf(value?.field);
  return path ? { [path]: error.message.replace(/^[\w.[\]]+: /, '') } : null;
}

/**
 * An agent offers a contract to a direct downline: the kind (unless given), its terms, checked
 * before sending against the agent's OWN ceiling of the kind (offer ceilings: its own contract's
 * rate; the site's maximum only for an agent under the house; kinds it holds no contract of are
 * not offered) and the tier order, each problem under its field. "Preview earnings" shows what
 * the terms would have paid over the team's last 7 and 30 days. What the server still refuses is
 * said under its field, or inside the dialog.
 */
export default function OfferContractDialog({ memberId, account, kind: fixedKind, onClose }: OfferContractDialogProps) {
  const { t, i18n } = useTranslation(['contracts', 'common']);
  const currency = useCurrency();
  const settings = useContractAgentSettingsQuery().data;
  const ceilingsValue = useContractOfferCeilingsQuery().data;
  const ceilings = ceilingsValue?.ceilings;
  const kinds = CONTRACT_KINDS.filter(
    (kind) => (kind !== 'dividend' || settings?.dividendEnabled !== false) && ceilings?.[kind] !== null,
  );
  const [chosen, setChosen] = useState<ContractKind>(fixedKind ?? 'dividend');
  const kind = fixedKind ?? (kinds.includes(chosen) ? chosen : (kinds[0] ?? chosen));
  const [drafts, setDrafts] = useState<Partial<Record<ContractKind, TermsDraft>>>({});
  const draft = drafts[kind] ?? emptyDraft(kind);
  const [problems, setProblems] = useState<TermsProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [offer, { isLoading }] = useOfferContractMutation();
  const [runPreview, previewState] = usePreviewContractMutation();
  const [preview, setPreview] = useState<ContractPreviewValue | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  const ceiling = ceilings?.[kind];
  const maxRateBp = ceiling ?? undefined;
  const cannotOffer = ceiling === null || (ceilings !== undefined && kinds.length === 0);
  // Every agent's ceiling is its own contract's rate (server/domains/contracts/limits.ts).
  const limits = { minorUnits: currency.minorUnits, maxRateBp, maxTiers: settings?.maxTiers };

  // After a refused submit, the first field in error takes focus, so its message is read.
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  /** The draft as terms, or its problems shown (and the first one focused). */
  const checked = () => {
    setError(null);
    setFieldErrors({});
    const result = draftToTerms(draft, limits);
    if (!result.ok) {
      setProblems(result.problems);
      setChecks((n) => n + 1);
      return null;
    }
    setProblems({});
    return result.terms;
  };

  /** A server refusal: under its field when it names one, else inside the dialog. */
  const refused = (failure: unknown, fallback: string, set: (text: string) => void) => {
    const onField = refusedField(failure);
    if (onField) {
      setFieldErrors(onField);
      setChecks((n) => n + 1);
    } else set(errorText(failure) || fallback);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || cannotOffer) return;
    const terms = checked();
    if (!terms) return;
    const answer = await offer({ memberId, terms });
    if ('error' in answer) refused(answer.error, t('contracts:offer.failed'), setError);
    else setSent(true);
  };

  const showPreview = async () => {
    if (previewState.isLoading) return;
    setPreviewError(null);
    const terms = checked();
    if (!terms) return;
    const answer = await runPreview({ memberId, terms });
    if ('error' in answer) {
      setPreview(null);
      refused(answer.error, t('contracts:preview.failed'), setPreviewError);
    } else setPreview(answer.data);
  };

  const title = t('contracts:offer.title', { account });
  if (sent) {
    return (
      <Modal
        title={title}
        onClose={onClose}
        footer={
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common:ok')}
          </button>
        }
      >
        <p role="status">{t('contracts:offer.sent', { account, kind: t(`contracts:kind.${kind}`) })}</p>
      </Modal>
    );
  }
  return (
    <Modal title={title} onClose={onClose} size="large">
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {fixedKind ? (
          <p>{t(`contracts:kind.${fixedKind}`)}</p>
        ) : (
          <SelectField
            label={t('contracts:offer.kind')}
            name="kind"
            value={kind}
            options={kinds.map((option) => ({ value: option, label: t(`contracts:kind.${option}`) }))}
            onChange={(next) => {
              setChosen(next as ContractKind);
              setProblems({});
              setFieldErrors({});
              setError(null);
              setPreview(null);
            }}
          />
        )}
        {cannotOffer ? (
          <p role="alert">{t('contracts:offer.cannotOffer', { kind: t(`contracts:kind.${kind}`) })}</p>
        ) : (
          <>
            <TermsEditor
              draft={draft}
              onChange={(next) => {
                setDrafts((all) => ({ ...all, [kind]: next }));
                setPreview(null);
              }}
              problems={problems}
              fieldErrors={fieldErrors}
              maxRateText={maxRateBp === undefined ? undefined : formatRate(maxRateBp, i18n.language)}
              maxTiers={settings?.maxTiers}
            />
            <div>
              <button
                type="button"
                className="button"
                aria-disabled={previewState.isLoading}
                onClick={() => void showPreview()}
              >
                {t('contracts:preview.button')}
              </button>
              {previewState.isLoading ? <span role="status"> {t('contracts:preview.busy')}</span> : null}
            </div>
            {previewError ? <p role="alert">{previewError}</p> : null}
            {preview ? <ContractPreview preview={preview} account={account} /> : null}
          </>
        )}
        <FormFooter
          busy={isLoading}
          submitLabel={t('contracts:offer.submit')}
          busyLabel={t('contracts:offer.busy')}
          error={error}
        >
          <button type="button" className="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
        </FormFooter>
      </form>
    </Modal>
  );
}
