/**
 * Contracts on the client: the member's contract dialog host (mounted app-wide through
 * ContractDialogMount, which loads it only for an eligible member), the consolidated panel of
 * the member centre, and the agent's offer dialog (its editor loads on first use).
 */
export { ContractDialogHost } from './ContractDialogHost';
export { ConsolidatedPanel } from './ConsolidatedPanel';
export { LazyOfferContractDialog as OfferContractDialog } from './LazyOfferContractDialog';
export type { OfferContractDialogProps } from './OfferContractDialog';
