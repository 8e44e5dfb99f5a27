/**
 * Request schemas of the contract calls. The terms of an offer are left to terms.ts, which
 * answers `contract.terms.invalid` naming the field; everything else is checked here and
 * answers `request_param_err`.
 */
import { CONTRACT_KINDS, CONTRACT_STATUSES, type ContractKind, type ContractStatus, type ProcessContractArgs } from '../../../src/shared/wire/agents';
import { pageFields } from '../../http/paging';
import { idTextSchema } from '../../wire/bounds';

const id = idTextSchema;

export const offerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['memberId', 'terms'],
  properties: { memberId: id, terms: {} },
} as const;
export type OfferBody = { memberId: string; terms: unknown };

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['side'],
  properties: {
    ...pageFields,
    side: { type: 'string', enum: ['offered', 'held'] },
    kind: { type: 'string', enum: [...CONTRACT_KINDS] },
    status: { type: 'string', enum: [...CONTRACT_STATUSES] },
  },
} as const;
export type ListQuery = { pageNo: number; pageSize: number; side: 'offered' | 'held'; kind?: ContractKind; status?: ContractStatus };

/** ProcessContractArgs, as the query of the GET calls and the JSON body of the POST ones. */
export const processArgs = {
  type: 'object',
  additionalProperties: false,
  required: ['contractId', 'action'],
  properties: {
    contractId: id,
    action: { type: 'string', enum: ['accept', 'reject', 'terminate'] },
    confirmLowerRate: { type: 'boolean' },
  },
} as const;
export type ProcessArgs = ProcessContractArgs;
