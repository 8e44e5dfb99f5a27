/**
 * Asks the contract dialog host to show one waiting offer again (the member closed the dialog
 * with "Decide later" and now presses "Review offer" in the panel or on an agent page). A
 * module-level store, read with useSyncExternalStore: the host and the buttons share no parent.
 */

export type ReviewRequest = { seq: number; contractId: string };

let current: ReviewRequest | null = null;
const listeners = new Set<() => void>();

export function requestContractReview(contractId: string): void {
  current = { seq: (current?.seq ?? 0) + 1, contractId };
  for (const listener of listeners) listener();
}

export function currentReviewRequest(): ReviewRequest | null {
  return current;
}

export function subscribeReviewRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
