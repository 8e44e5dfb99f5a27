import { Suspense } from 'react';
import { lazyScreen } from '../../../app/lazyScreen';
import type { TeamMember } from '../../../shared/wire';
import type { OfferContractDialogProps } from '../../contracts';

/** The contracts' offer dialog, loaded when an agent first offers a contract. */
const OfferContractDialog = lazyScreen<OfferContractDialogProps>(() =>
  import('../../contracts').then((module) => ({ default: module.OfferContractDialog })),
);

/** "Offer contract" on a direct downline: the dialog of ./contracts for that member. */
export function OfferContract({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <OfferContractDialog memberId={member.id} account={member.account} onClose={onClose} />
    </Suspense>
  );
}
