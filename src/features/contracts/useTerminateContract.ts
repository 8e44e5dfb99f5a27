import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../../shared/wire';
import { errorText } from '../../components/page/errorText';
import { useDialog } from '../ui/useDialog';
import { useProcessContractMutation } from './contractsApi';

/**
 * Ends a contract after a confirmation (the generic dialog): an accepted one is terminated,
 * an offer still waiting is withdrawn (the same call). `counterpart` is the other side's
 * account, named in the question. A failure is kept in `error` for the section to show.
 */
export function useTerminateContract() {
  const { t } = useTranslation('contracts');
  const dialog = useDialog();
  const [process, { isLoading }] = useProcessContractMutation();
  const [error, setError] = useState<string | null>(null);

  const terminate = async (contract: Contract, counterpart: string) => {
    if (isLoading) return;
    const mode = contract.status === 'request' ? 'withdraw' : 'terminate';
    const answer = await dialog({
      icon: 'warning',
      title: { key: `contracts:${mode}.title` },
      message: { key: `contracts:${mode}.message`, values: { kind: t(`kind.${contract.kind}`), account: counterpart } },
      buttons: [
        { id: 'confirm', label: { key: `contracts:${mode}.button` }, variant: 'danger' },
        { id: 'cancel', label: { key: 'common:cancel' }, variant: 'secondary' },
      ],
    });
    if (answer !== 'confirm') return;
    setError(null);
    const result = await process({ kind: contract.kind, args: { contractId: contract.id, action: 'terminate' } });
    if ('error' in result) setError(errorText(result.error) || t('terminate.failed'));
  };

  return { terminate, busy: isLoading, error };
}
