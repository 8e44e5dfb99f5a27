/**
 * Contracts between an agent and a direct downline (wire agents.ts `contractEndpoints`,
 * `agentEndpoints.contracts|offerContract`; spec §3, §4, §6):
 *
 *   POST /wps/agent/contracts                  an agent offers a contract to a direct downline
 *   GET  /wps/agent/contracts/ceilings         the highest rate of each kind this agent may offer
 *   POST /wps/agent/contracts/preview          what terms would have paid a downline lately
 *   GET  /wps/agent/contracts                  an agent's offered or held contracts, paged
 *   GET  /wps/member/contracts                 the caller's live contracts (non-trial)
 *   GET  /wps/member/info/funds/consolidated   the contract flags of the consolidated info
 *   the four processing relay calls and their aliases, each with its own method
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../src/shared/wire';
import { CONTRACT_KINDS, CONTRACT_PROCESS_ALIASES, PROCESS_ENDPOINT_OF, agentEndpoints, contractEndpoints, type ContractKind } from '../../../src/shared/wire/agents';
import { isAgentType, isTrialType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { pagingOf } from '../../http/paging';
import { memberOf } from '../auth/requireMember';
import { EMPTY_CONSOLIDATED, consolidatedOf } from './consolidated';
import { agentOnly, trialRefused } from './errors';
import { offerCeilings } from './limits';
import { offerContract } from './offer';
import { previewContract } from './preview';
import { processContract } from './process';
import { heldContracts, listContracts } from './repository';
import { listQuery, offerBody, processArgs, type ListQuery, type OfferBody, type ProcessArgs } from './schemas';

const member = { auth: 'member' as const };

function agentOf(request: FastifyRequest) {
  const caller = memberOf(request);
  if (!isAgentType(caller.type)) throw agentOnly();
  return caller;
}

export type ContractRouteOptions = { db: Kysely<DB>; clock: () => Date };

export async function contractRoutes(app: FastifyInstance, options: ContractRouteOptions) {
  const { db, clock } = options;

  app.post<{ Body: OfferBody }>(agentEndpoints.offerContract.path, { config: member, schema: { body: offerBody } }, async (request) => {
    const agent = agentOf(request);
    return ok(await offerContract(db, clock(), agent, BigInt(request.body.memberId), request.body.terms));
  });

  app.get(agentEndpoints.offerCeilings.path, { config: member }, async (request) => ok(await offerCeilings(db, agentOf(request))));

  app.post<{ Body: OfferBody }>(agentEndpoints.previewContract.path, { config: member, schema: { body: offerBody } }, async (request) => {
    const agent = agentOf(request);
    return ok(await previewContract(db, clock(), agent, BigInt(request.body.memberId), request.body.terms));
  });

  app.get<{ Querystring: ListQuery }>(agentEndpoints.contracts.path, { config: member, schema: { querystring: listQuery } }, async (request) => {
    const agent = agentOf(request);
    const { side, kind, status } = request.query;
    return ok(await listContracts(db, agent.id, { side, kind, status }, pagingOf(request.query)));
  });

  app.get(contractEndpoints.held.path, { config: member }, async (request) => {
    const caller = memberOf(request);
    if (isTrialType(caller.type)) throw trialRefused('Sign up or log in to an official account');
    return ok({ contracts: await heldContracts(db, caller.id) });
  });

  app.get(contractEndpoints.consolidated.path, { config: member }, async (request) => {
    const caller = memberOf(request);
    if (isTrialType(caller.type)) return ok(EMPTY_CONSOLIDATED);
    return ok(consolidatedOf(await heldContracts(db, caller.id)));
  });

  for (const kind of CONTRACT_KINDS) registerProcess(app, options, kind);
}

/** One kind's processing call and its alias, answered alike with the kind's method. */
function registerProcess(app: FastifyInstance, { db, clock }: ContractRouteOptions, kind: ContractKind) {
  const endpoint = contractEndpoints[PROCESS_ENDPOINT_OF[kind]];
  const paths = [endpoint.path, CONTRACT_PROCESS_ALIASES[kind]].filter((path): path is string => path !== undefined);
  const inQuery = endpoint.method === 'GET';
  for (const url of paths) {
    app.route<{ Querystring: ProcessArgs; Body: ProcessArgs }>({
      method: endpoint.method,
      url,
      config: member,
      schema: inQuery ? { querystring: processArgs } : { body: processArgs },
      handler: async (request) => ok(await processContract(db, clock(), memberOf(request), kind, inQuery ? request.query : request.body)),
    });
  }
}
