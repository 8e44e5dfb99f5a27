/** The refusals of the contract calls, worded once. */
import { ErrorCode } from '../../../src/shared/wire';
import { AgentErrorCode } from '../../../src/shared/wire/agents';
import { AuthErrorCode } from '../../../src/shared/wire/auth';
import { businessError, WireError } from '../../http/errors';

/** HTTP 403: the call is for agents. */
export const agentOnly = () =>
  new WireError(403, AgentErrorCode.agentOnly, 'Only agents can offer contracts or see the contracts they offered.');

/** HTTP 404, the same for an id that does not exist and one that is not the caller's to see. */
export const contractNotFound = () => new WireError(404, ErrorCode.notFound, 'There is no such contract among yours.');
export const memberNotFound = () =>
  new WireError(404, ErrorCode.notFound, 'There is no such member among your direct downlines.');

/** The house offers contracts to top-level agents only: everyone else has an agent above them who does. */
export const topLevelOnly = () =>
  new WireError(
    404,
    ErrorCode.notFound,
    'The house offers contracts to top-level agents only (agents with no upline); ' +
      'a downline gets its contracts from its own agent.',
  );

export const trialRefused = (message: string) => businessError(AuthErrorCode.trialRefused, message);

/**
 * `field` (as terms.ts names it, e.g. 'terms.salary.tiers[1].rateBp') lets the offer form show the message under its
 * field.
 */
export const termsInvalid = (message: string, field?: string) =>
  businessError(AgentErrorCode.termsInvalid, message, field === undefined ? null : { field });

export const stateConflict = (message: string) => businessError(AgentErrorCode.contractState, message);

export const dividendOff = () =>
  businessError(ErrorCode.functionNotAvailable, 'Dividend contracts are not offered on this site.');

/** A unique-index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
