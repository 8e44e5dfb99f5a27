import { isApiError } from '../../api/response';
import { AgentErrorCode, type LowerRateDetails } from '../../shared/wire';

type Terminated = LowerRateDetails['terminates'][number];

function isTerminated(value: unknown): value is Terminated {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Terminated>;
  return (
    typeof item.contractId === 'string' && typeof item.memberAccount === 'string' && typeof item.rateBp === 'number'
  );
}

/**
 * The contracts that accepting would end, when the server answered `contract.lower.rate`
 * (its `value` is LowerRateDetails); null for any other answer. A details list that cannot be
 * read still asks for the confirmation, with nothing listed.
 */
export function lowerRateDetails(error: unknown): LowerRateDetails | null {
  if (!isApiError(error) || error.errorCode !== AgentErrorCode.lowerRateConfirm) return null;
  const terminates = (error.value as { terminates?: unknown } | undefined)?.terminates;
  return { terminates: Array.isArray(terminates) ? terminates.filter(isTerminated) : [] };
}
