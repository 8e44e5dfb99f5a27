import { Suspense, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectMember } from '../../auth/authSlice';
import { selectActiveDialog } from '../../ui/uiSlice';
import { useContractConsolidatedQuery } from './contractsApi';
import { useContractsEligible } from './contractsEligible';
import { ContractOfferDialog } from './ContractOfferDialog';
import { currentReviewRequest, subscribeReviewRequests } from './reviewRequests';

const NONE: ReadonlySet<string> = new Set();

/**
 * The contract dialog host (spec §2 "a contract dialog (logged in only)"): for an eligible
 * member it reads the consolidated info after sign-in and whenever the tab regains focus, and
 * shows the first offer that waits for an answer. An offer put off with "Decide later" is not
 * shown again on its own until the next sign-in; "Review offer" (panel, agent pages) brings it
 * back.
 */
export function ContractDialogHost() {
  const eligible = useContractsEligible();
  const account = useAppSelector(selectMember)?.account ?? '';
  // One modal at a time: the offer waits until the welcome (or any other message) is closed.
  const otherDialog = useAppSelector(selectActiveDialog) !== undefined;
  const { data } = useContractConsolidatedQuery(undefined, { skip: !eligible, refetchOnFocus: true });
  // Offers answered or put off, per member: another sign-in starts afresh.
  const [handled, setHandled] = useState<{ account: string; ids: ReadonlySet<string> }>({ account, ids: NONE });
  const review = useSyncExternalStore(subscribeReviewRequests, currentReviewRequest);
  // Requests made before this host mounted were for a dialog that was not there: not replayed.
  const [reviewSeen, setReviewSeen] = useState(() => currentReviewRequest()?.seq ?? 0);

  if (!eligible || !data || otherDialog) return null;
  const handledIds = handled.account === account ? handled.ids : NONE;
  const pending = data.pending.filter((contract) => contract.status === 'request');
  const reviewed = review && review.seq > reviewSeen ? pending.find((contract) => contract.id === review.contractId) : undefined;
  const waiting = pending.filter((contract) => !handledIds.has(contract.id));
  const offer = reviewed ?? waiting[0];
  if (!offer) return null;

  const finish = () => {
    setHandled({ account, ids: new Set([...handledIds, offer.id]) });
    if (review) setReviewSeen(review.seq);
  };
  return (
    <Suspense fallback={null}>
      <ContractOfferDialog
        key={offer.id}
        contract={offer}
        more={waiting.filter((contract) => contract.id !== offer.id).length}
        onLater={finish}
        onDecided={finish}
      />
    </Suspense>
  );
}

export default ContractDialogHost;
