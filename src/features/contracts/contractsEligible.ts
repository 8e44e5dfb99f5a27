/**
 * Who deals with contracts (src/shared/wire/agents.ts): a signed-in member who is not on a trial
 * account, on a site whose whitelabel tree has the agent policy module on. Kept small and free of
 * the contract screens: the app shell imports it to decide whether to load them at all.
 */
import { useAppSelector } from '../../app/hooks';
import { selectMember } from '../auth/authSlice';
import { useWhitelabelFlags } from '../system';

/** The whitelabel module of agent policy: contracts, salaries and dividends. */
export const CONTRACTS_MODULE = 'AGENTPOLICY3';

export function useContractsEligible(): boolean {
  const member = useAppSelector(selectMember);
  const flags = useWhitelabelFlags();
  return member !== null && !member.isTrial && flags[CONTRACTS_MODULE] === true;
}
