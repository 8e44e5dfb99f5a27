/**
 * The responsible-gaming hook of a provider bet: asked inside the bet's transaction, before any
 * money moves, whether the member's limits allow this stake. No limits exist yet, so the default
 * allows everything; the issue that adds them passes its own check to createProviderService.
 */
import type { Trx } from '../ledger/post';

export type BetLimitInput = { merchantCode: string; memberId: bigint; vendor: string; stakeMinor: bigint; now: Date };

/** undefined: allowed; a sentence: refused with LIMIT_EXCEEDED and that message. */
export type BetLimits = (trx: Trx, input: BetLimitInput) => Promise<string | undefined>;

export const noBetLimits: BetLimits = async () => undefined;
