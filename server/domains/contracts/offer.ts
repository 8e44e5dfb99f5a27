/**
 * An agent offers a contract to a direct downline. In one transaction that first locks the
 * agent's own member row: the ceiling depends on the agent's own accepted contract, and the
 * agent accepting a new one (process.ts) takes the same lock, so an offer can never slip in
 * above a rate the agent is accepting at that moment.
 *
 * The house (the merchant's house account, type 9) offers through the same function, to a
 * top-level agent only (`npm run ops -- contract offer`): the same terms, tiers, dividend switch
 * and one-live-contract-per-kind rules apply; its ceiling is the site's maximum for the kind, as
 * the house holds no contract of its own.
 */
import type { Kysely } from 'kysely';
import { AgentErrorCode, type Contract } from '../../../src/shared/wire/agents';
import { HOUSE_TYPE, isAgentType, isTrialType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { businessError } from '../../wire/errors';
import type { MemberRow } from '../auth/sessions';
import { dividendOff, isUniqueViolation, memberNotFound, termsInvalid, topLevelOnly, trialRefused } from './errors';
import { agentLimits } from './limits';
import { postContractNotice } from './notices';
import { contractById } from './repository';
import { CONTRACT_NAME, formatRate, offerCeiling, parseContractTerms } from './terms';

const exists = (name: string) =>
  businessError(AgentErrorCode.contractExists, `This member already has a ${name} offered or in force. Terminate it before offering a new one.`);

export async function offerContract(db: Kysely<DB>, now: Date, agent: MemberRow, memberId: bigint, rawTerms: unknown): Promise<Contract> {
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.selectFrom('members').select('id').where('id', '=', agent.id).forNoKeyUpdate().executeTakeFirstOrThrow();
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

      const own = await trx
        .selectFrom('contracts')
        .select('rate_bp')
        .where('member_id', '=', agent.id)
        .where('kind', '=', terms.kind)
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      const ceiling = fromHouse ? limits.maxRateBp[terms.kind] : offerCeiling(own?.rate_bp ?? null, limits.maxRateBp[terms.kind]);
      if (rateBp > ceiling) {
        const why = own && !fromHouse ? 'the rate of your own contract' : 'the highest rate this site allows';
        throw businessError(
          AgentErrorCode.rateOutOfRange,
          `A ${CONTRACT_NAME[terms.kind]} you offer can pay at most ${formatRate(ceiling)} (${ceiling} bp, ${why}); this one pays up to ${formatRate(rateBp)}.`,
        );
      }

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
