/**
 * An agent offers a contract to a direct downline. In one transaction that first locks the
 * agent's own member row: the ceilings (ceilings.ts) depend on the agent's own accepted contracts
 * and on the holder's other live ones (which only this agent, its direct upline, can offer), and the
 * agent accepting a new one (process.ts) takes the same lock, so an offer can never slip in
 * above a rate the agent is accepting at that moment.
 *
 * The house (the merchant's house account, type 9) offers through the same function, to a
 * top-level agent only (`npm run ops -- contract offer`): the same terms, tiers, dividend switch
 * and one-live-contract-per-kind rules apply; its ceiling is the site's maximum for the kind, as
 * the house holds no contract of its own, and the salary kinds on one holder stay under the
 * stacked ceiling (ceilings.ts SALARY_STACK_CEILING_BP) like any agent's offer.
 */
import type { Kysely } from 'kysely';
import { AgentErrorCode, type Contract, type ContractKind } from '../../../src/shared/wire/agents';
import { HOUSE_TYPE, isAgentType, isTrialType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { dividendOff, isUniqueViolation, memberNotFound, termsInvalid, topLevelOnly, trialRefused } from './errors';
import { agentLimits } from './limits';
import { postContractNotice } from './notices';
import { contractById } from './repository';
import { offerCeilingProblem } from './ceilings';
import { CONTRACT_NAME, parseContractTerms } from './terms';

const exists = (name: string) =>
  businessError(
    AgentErrorCode.contractExists,
    `This member already has a ${name} offered or in force. Terminate it before offering a new one.`,
  );

export async function offerContract(
  db: Kysely<DB>,
  now: Date,
  agent: MemberRow,
  memberId: bigint,
  rawTerms: unknown,
): Promise<Contract> {
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('members')
        .select('id')
        .where('id', '=', agent.id)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      const fromHouse = agent.type === HOUSE_TYPE;
      const holder = await trx
        .selectFrom('members')
        .select(['id', 'type', 'username'])
        .where('id', '=', memberId)
        .where((eb) => (fromHouse ? eb('parent_id', 'is', null) : eb('parent_id', '=', agent.id)))
        .where('merchant_code', '=', agent.merchant_code)
        .executeTakeFirst();
      if (!holder) throw fromHouse ? topLevelOnly() : memberNotFound();
      if (isTrialType(holder.type)) throw trialRefused('A trial account cannot hold a contract.');
      if (fromHouse && !isAgentType(holder.type)) throw topLevelOnly();

      const limits = await agentLimits(trx, agent.merchant_code);
      const parsed = parseContractTerms(rawTerms, limits.maxTiers);
      if (!parsed.ok) throw termsInvalid(parsed.problem.message);
      const { terms, rateBp } = parsed;
      if (terms.kind === 'dividend' && !limits.dividendEnabled) throw dividendOff();

      // The ceilings (ceilings.ts): the agent's own accepted contracts, the holder's other live ones.
      const ownRows = await trx
        .selectFrom('contracts')
        .select(['kind', 'rate_bp'])
        .where('member_id', '=', agent.id)
        .where('status', '=', 'accepted')
        .execute();
      const holderRows = await trx
        .selectFrom('contracts')
        .select(['kind', 'rate_bp'])
        .where('member_id', '=', holder.id)
        .where('kind', '<>', terms.kind)
        .where('status', 'in', ['request', 'accepted'])
        .execute();
      const byKind = (rows: Array<{ kind: ContractKind; rate_bp: number }>) =>
        Object.fromEntries(rows.map((r) => [r.kind, r.rate_bp])) as Partial<Record<ContractKind, number>>;
      const problem = offerCeilingProblem({
        kind: terms.kind,
        rateBp,
        siteMaxBp: limits.maxRateBp[terms.kind],
        own: fromHouse ? limits.maxRateBp : byKind(ownRows),
        holderLive: byKind(holderRows),
        fromHouse,
      });
      if (problem) throw businessError(AgentErrorCode.rateOutOfRange, problem);

      const live = await trx
        .selectFrom('contracts')
        .select('id')
        .where('member_id', '=', holder.id)
        .where('kind', '=', terms.kind)
        .where('status', 'in', ['request', 'accepted'])
        .executeTakeFirst();
      if (live) throw exists(CONTRACT_NAME[terms.kind]);

      const inserted = await trx
        .insertInto('contracts')
        .values({
          merchant_code: agent.merchant_code,
          kind: terms.kind,
          agent_id: agent.id,
          member_id: holder.id,
          terms: JSON.stringify(terms),
          rate_bp: rateBp,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await postContractNotice(trx, {
        merchantCode: agent.merchant_code,
        contractId: inserted.id,
        kind: terms.kind,
        rateBp,
        to: holder.id,
        other: agent.username,
        event: fromHouse ? 'offered_by_house' : 'offered',
        now,
      });
      return contractById(trx, inserted.id);
    });
  } catch (error) {
    // Only the live-contract index can be violated here: a concurrent offer won.
    if (isUniqueViolation(error)) throw exists('contract of this kind');
    throw error;
  }
}
