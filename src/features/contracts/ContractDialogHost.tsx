import { Suspense, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectMember } from '../auth/authSlice';
import { useModalTurn } from '../ui/modalTurn';
import { useContractConsolidatedQuery } from './contractsApi';
import { useContractsEligible } from './contractsEligible';
import { ContractOfferDialog } from './ContractOfferDialog';
import { currentReviewRequest, subscribeReviewRequests } from './reviewRequests';

const NONE: ReadonlySet<string> = new Set();

/**
 * The contract dialog host (signed-in members only): for an eligible
 * member it reads the consolidated info after sign-in and whenever the tab regains focus, and
 * shows the first offer that waits for an answer. An offer put off with "Decide later" is not
 * shown again on its own until the next sign-in; "Review offer" (panel, agent pages) brings it
 * back.
 */
export function ContractDialogHost() {
  const eligible = useContractsEligible();
  const account = useAppSelector(selectMember)?.account ?? '';
  const { data } = useContractConsolidatedQuery(undefined, { skip: !eligible, refetchOnFocus: true });
  // Offers answered or put off, per member: another sign-in starts afresh.
  const [handled, setHandled] = useState<{ account: string; ids: ReadonlySet<string> }>({ account, ids: NONE });
  const review = useSyncExternalStore(subscribeReviewRequests, currentReviewRequest);
  // Requests made before this host mounted were for a dialog that was not there: not replayed.
  const [reviewSeen, setReviewSeen] = useState(() => currentReviewRequest()?.seq ?? 0);

  const handledIds = handled.account === account ? handled.ids : NONE;
  const pending = eligible && data ? data.pending.filter((contract) => contract.status === 'request') : [];
  const reviewed =
    review && review.seq > reviewSeen ? pending.find((contract) => contract.id === review.contractId) : undefined;
  const waiting = pending.filter((contract) => !handledIds.has(contract.id));
  const offer = reviewed ?? waiting[0];
  // One modal at a time: the offer waits until the welcome, the announcement popup or any other
  // dialog is closed (modalTurn.ts); a confirmation it opens itself stacks over it.
  const myTurn = useModalTurn('contract-offer', offer !== undefined);
  if (!offer || !myTurn) return null;

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
