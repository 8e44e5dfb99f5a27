/**
 * Contracts between an agent and a direct downline (wire agents.ts `contractEndpoints`,
 * `agentEndpoints.contracts|offerContract|offerCeilings|previewContract`; docs/protocol.md):
 *
 *   POST /wps/agent/contracts                  an agent offers a contract to a direct downline
 *   GET  /wps/agent/contracts/ceilings         the highest rate of each kind this agent may offer
 *   POST /wps/agent/contracts/preview          what terms would have paid a downline lately
 *   GET  /wps/agent/contracts                  an agent's offered or held contracts, paged
 *   GET  /wps/member/contracts                 the caller's live contracts (non-trial)
 *   GET  /wps/member/info/funds/consolidated   the contract flags of the consolidated info
 *   the four processing relay calls and their second names, each with its own method
 *
 * The terms of an offer pass the schema as any JSON: terms.ts checks them and answers
 * `contract.terms.invalid` naming the field; everything else is checked by the schemas
 * (src/shared/wire/schemas/agents.ts) and answers `request_param_err`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../src/shared/wire';
import {
  CONTRACT_KINDS,
  PROCESS_ALIAS_OF,
  PROCESS_ENDPOINT_OF,
  agentEndpoints,
  contractEndpoints,
  type ContractKind,
} from '../../../src/shared/wire/agents';
import { isAgentType, isTrialType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { pagingOf } from '../../http/paging';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import { EMPTY_CONSOLIDATED, consolidatedOf } from './consolidated';
import { agentOnly, trialRefused } from './errors';
import { offerCeilings } from './limits';
import { offerContract } from './offer';
import { previewContract } from './preview';
import { processContract } from './process';
import { heldContracts, listContracts } from './repository';

function agentOf(request: FastifyRequest) {
  const caller = memberOf(request);
  if (!isAgentType(caller.type)) throw agentOnly();
  return caller;
}

export type ContractRouteOptions = { db: Kysely<DB>; clock: () => Date };

export async function contractRoutes(app: FastifyInstance, options: ContractRouteOptions) {
  const { db, clock } = options;

  wireRoute(app, agentEndpoints.offerContract, {}, async (request) => {
    const agent = agentOf(request);
    return ok(await offerContract(db, clock(), agent, BigInt(request.body.memberId), request.body.terms));
  });

  wireRoute(app, agentEndpoints.offerCeilings, {}, async (request) => ok(await offerCeilings(db, agentOf(request))));

  wireRoute(app, agentEndpoints.previewContract, {}, async (request) => {
    const agent = agentOf(request);
    return ok(await previewContract(db, clock(), agent, BigInt(request.body.memberId), request.body.terms));
  });

  wireRoute(app, agentEndpoints.contracts, {}, async (request) => {
    const agent = agentOf(request);
    const { side, kind, status } = request.query;
    return ok(await listContracts(db, agent.id, { side, kind, status }, pagingOf(request.query)));
  });

  wireRoute(app, contractEndpoints.held, {}, async (request) => {
    const caller = memberOf(request);
    if (isTrialType(caller.type)) throw trialRefused('Sign up or log in to an official account');
    return ok({ contracts: await heldContracts(db, caller.id) });
  });

  wireRoute(app, contractEndpoints.consolidated, {}, async (request) => {
    const caller = memberOf(request);
    if (isTrialType(caller.type)) return ok(EMPTY_CONSOLIDATED);
    return ok(consolidatedOf(await heldContracts(db, caller.id)));
  });

  for (const kind of CONTRACT_KINDS) registerProcess(app, options, kind);
}

/** One kind's processing call and its second name, answered alike with the kind's method. */
function registerProcess(app: FastifyInstance, { db, clock }: ContractRouteOptions, kind: ContractKind) {
  const alias = PROCESS_ALIAS_OF[kind];
  for (const endpoint of [contractEndpoints[PROCESS_ENDPOINT_OF[kind]], ...(alias ? [contractEndpoints[alias]] : [])]) {
    const inQuery = endpoint.method === 'GET';
    wireRoute(app, endpoint, {}, async (request) =>
      ok(await processContract(db, clock(), memberOf(request), kind, inQuery ? request.query : request.body)),
    );
  }
}
