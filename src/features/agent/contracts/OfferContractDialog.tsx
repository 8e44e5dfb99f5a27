import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { CONTRACT_KINDS, type ContractKind } from '../../../shared/wire';
import { errorText } from '../../member/ui/errorText';
import { FormFooter } from '../../member/ui/FormFooter';
import { SelectField } from '../../member/ui/SelectField';
import { useCurrency } from '../../wallet/useCurrency';
import { useContractAgentSettingsQuery, useOfferContractMutation } from './contractsApi';
import { formatRate } from './rates';
import { TermsEditor } from './TermsEditor';
import { draftToTerms, emptyDraft, type TermsDraft, type TermsProblems } from './termsDraft';
import styles from './contracts.module.css';

export type OfferContractDialogProps = {
  /** The direct downline offered the contract. */
  memberId: string;
  account: string;
  /** The kind to offer; without it the agent chooses. */
  kind?: ContractKind;
  onClose: () => void;
};

/**
 * An agent offers a contract to a direct downline: the kind (unless given), its terms, and the
 * site's limits (agent settings) checked before sending. What the server refuses (a rate out
 * of range, terms it cannot accept, a contract already held) is said inside the dialog.
 */
export default function OfferContractDialog({ memberId, account, kind: fixedKind, onClose }: OfferContractDialogProps) {
  const { t, i18n } = useTranslation(['contracts', 'common']);
  const currency = useCurrency();
  const settings = useContractAgentSettingsQuery().data;
  const kinds = CONTRACT_KINDS.filter((kind) => kind !== 'dividend' || settings?.dividendEnabled !== false);
  const [chosen, setChosen] = useState<ContractKind>(fixedKind ?? 'dividend');
  const kind = fixedKind ?? (kinds.includes(chosen) ? chosen : (kinds[0] ?? chosen));
  const [drafts, setDrafts] = useState<Partial<Record<ContractKind, TermsDraft>>>({});
  const draft = drafts[kind] ?? emptyDraft(kind);
  const [problems, setProblems] = useState<TermsProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [offer, { isLoading }] = useOfferContractMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  const maxRateBp = settings?.maxRateBp[kind];

  // After a refused submit, the first field in error takes focus, so its message is read.
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setError(null);
    const result = draftToTerms(draft, { minorUnits: currency.minorUnits, maxRateBp, maxTiers: settings?.maxTiers });
    if (!result.ok) {
      setProblems(result.problems);
      setChecks((n) => n + 1);
      return;
    }
    setProblems({});
    const answer = await offer({ memberId, terms: result.terms });
    if ('error' in answer) setError(errorText(answer.error) || t('contracts:offer.failed'));
    else setSent(true);
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
              setError(null);
            }}
          />
        )}
        <TermsEditor
          draft={draft}
          onChange={(next) => setDrafts((all) => ({ ...all, [kind]: next }))}
          problems={problems}
          maxRateText={maxRateBp === undefined ? undefined : formatRate(maxRateBp, i18n.language)}
          maxTiers={settings?.maxTiers}
        />
        <FormFooter busy={isLoading} submitLabel={t('contracts:offer.submit')} busyLabel={t('contracts:offer.busy')} error={error}>
          <button type="button" className="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
        </FormFooter>
      </form>
    </Modal>
  );
}
