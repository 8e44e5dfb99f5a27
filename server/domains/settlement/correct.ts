/**
 * `settlement correct`: settles the difference of a period whose posted settlement no longer
 * matches its bets (a run before the period ended, a bet the provider reported late), so that
 * `settlement verify` passes afterwards.
 *
 * Per contract, in ONE database transaction: lock the settlement row, recompute the amount from
 * raw bets (verify.ts's plain query), add up what the period has paid so far (its own
 * transaction plus earlier corrections, all referenced 'settlement:<id>'), and post the
 * difference: house → holder's main wallet when more is owed, holder → house when too much was
 * paid. The n-th correction of a contract-period has its own idempotency key
 * (settleOne.ts correctionIdempotencyKey), so two corrections at once pay once; a correction run
 * again finds no difference and posts nothing.
 *
 * Only a period that exists and has ended is corrected; a MISSING period is the settlement
 * pass's to settle, and a row for a contract that was not in force is reported, not undone.
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractTerms } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { post } from '../ledger/post';
import { merchantMoney } from '../wallet/merchantMoney';
import { settlementAmount, termsProblem } from './amounts';
import { settlementWindow, teamFiguresDirect } from './compute';
import { parsePeriodKey, type Period } from './periods';
import { correctionIdempotencyKey, ledgerKindOf } from './settleOne';
import { verifyPeriod, type VerifyRow } from './verify';

export type CorrectionOutcome =
  | { contractId: bigint; holder: string; status: 'corrected'; difference: bigint; transactionId: bigint }
  | { contractId: bigint; holder: string; status: 'unchanged' }
  | { contractId: bigint; holder: string; status: 'not-corrected'; reason: string };

export type CorrectOptions = {
  key: string;
  now: Date;
  contractId?: bigint;
  merchantCode?: string;
  kinds?: readonly ContractKind[];
};

type SettlementRow = {
  id: bigint;
  merchant_code: string;
  contract_id: bigint;
  member_id: bigint;
  kind: ContractKind;
  period_key: string;
  terms: unknown;
  decided_at: Date;
  terminated_at: Date | null;
};

/** One contract's period, corrected in its own transaction. */
async function correctOne(db: Kysely<DB>, period: Period, row: VerifyRow, now: Date): Promise<CorrectionOutcome> {
  const who = { contractId: row.contractId, holder: row.holder };
  return db.transaction().execute(async (trx) => {
    const settlement = (
      await sql<SettlementRow>`
        SELECT s.id, s.merchant_code, s.contract_id, s.member_id, s.kind, s.period_key, c.terms, c.decided_at,
          c.terminated_at
        FROM settlements s JOIN contracts c ON c.id = s.contract_id
        WHERE s.contract_id = ${row.contractId}::bigint AND s.period_key = ${period.key}
        FOR UPDATE OF s`.execute(trx)
    ).rows[0];
    if (!settlement)
      return {
        ...who,
        status: 'not-corrected',
        reason: 'no settlement row: `settlement run` settles the period first',
      };
    const problem = termsProblem(settlement.kind, settlement.terms);
    if (problem) return { ...who, status: 'not-corrected', reason: `terms cannot be settled: ${problem}` };
    const terms = settlement.terms as ContractTerms;
    const singleBet = terms.kind === 'realtime' ? BigInt(terms.realtime.singleBetMinor) : 0n;
    const { team, realtime, below } = await teamFiguresDirect(
      trx,
      settlement.member_id,
      terms.kind,
      settlementWindow(period, settlement.decided_at, settlement.terminated_at),
      singleBet,
    );
    // What verify recomputes, level difference included (verify.ts), so a corrected period verifies.
    const owed = settlementAmount(terms, team, realtime, below).amount;

    // Everything the period has paid to the holder so far, and how many corrections made it.
    const paid = (
      await sql<{ paid: string; corrections: number }>`
        SELECT coalesce(sum(e.amount), 0)::text AS paid,
               count(DISTINCT t.id)
                 FILTER (WHERE t.idempotency_key LIKE
                   ${`settlement:${settlement.contract_id}:${period.key}:correction:%`})::int AS corrections
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = ${settlement.member_id}::bigint
          AND a.kind = 'main'
        WHERE t.merchant_code = ${settlement.merchant_code} AND t.reference = ${`settlement:${settlement.id}`}`.execute(
        trx,
      )
    ).rows[0]!;
    const difference = owed - BigInt(paid.paid);
    if (difference === 0n) return { ...who, status: 'unchanged' };

    const currency = (await merchantMoney(trx, settlement.merchant_code)).currency.code;
    const house = { house: 'house' } as const;
    const holder = { member: settlement.member_id, kind: 'main' } as const;
    try {
      const posted = await post(trx, {
        merchantCode: settlement.merchant_code,
        currency,
        kind: ledgerKindOf(settlement.kind),
        idempotencyKey: correctionIdempotencyKey(settlement.contract_id, period.key, paid.corrections + 1),
        reference: `settlement:${settlement.id}`,
        memberId: settlement.member_id,
        postings: [
          { account: house, amount: -difference },
          { account: holder, amount: difference },
        ],
        now,
      });
      return { ...who, status: 'corrected', difference, transactionId: posted.transactionId };
    } catch (error) {
      // A claw-back larger than the holder's balance: the ledger refuses it (balances never go below zero).
      if (difference < 0n)
        throw new ClawbackRefused(
          `${row.holder}'s main wallet holds less than the ${-difference} minor units to claw back`,
        );
      throw error;
    }
  });
}

class ClawbackRefused extends Error {}

/** Corrects every mismatched contract of the period (or the one --contract names). */
export async function correctPeriod(
  db: Kysely<DB>,
  options: CorrectOptions,
): Promise<{ period: Period; outcomes: CorrectionOutcome[] }> {
  const period = parsePeriodKey(options.key);
  const verified = await verifyPeriod(db, {
    key: options.key,
    now: options.now,
    merchantCode: options.merchantCode,
    kinds: options.kinds,
  });
  const rows = verified.rows.filter((r) => options.contractId === undefined || r.contractId === options.contractId);
  const outcomes: CorrectionOutcome[] = [];
  for (const row of rows) {
    const who = { contractId: row.contractId, holder: row.holder };
    if (row.status === 'ok') outcomes.push({ ...who, status: 'unchanged' });
    else if (row.status === 'MISSING')
      outcomes.push({ ...who, status: 'not-corrected', reason: 'not settled yet: `settlement run` settles it' });
    else if (row.status === 'UNEXPECTED')
      outcomes.push({
        ...who,
        status: 'not-corrected',
        reason: 'the contract was not in force in this period; look into it by hand',
      });
    else {
      try {
        outcomes.push(await correctOne(db, period, row, options.now));
      } catch (error) {
        if (!(error instanceof ClawbackRefused)) throw error;
        outcomes.push({ ...who, status: 'not-corrected', reason: error.message });
      }
    }
  }
  return { period, outcomes };
}

export function correctionText(result: { period: Period; outcomes: CorrectionOutcome[] }, contractId?: bigint): string {
  const { period, outcomes } = result;
  if (outcomes.length === 0) {
    return contractId === undefined
      ? `Period ${period.key}: no contract was in force; nothing to correct.`
      : `Period ${period.key}: contract ${contractId} was not in force; nothing to correct.`;
  }
  const lines = outcomes.map((o) => {
    const head = `  contract ${o.contractId} (${o.holder}): `;
    if (o.status === 'corrected')
      return (
        `${head}${o.difference > 0n ? `paid ${o.difference} more` : `clawed back ${-o.difference}`} minor units ` +
        `(ledger transaction ${o.transactionId})`
      );
    if (o.status === 'unchanged') return `${head}already matches; nothing changed`;
    return `${head}NOT corrected: ${o.reason}`;
  });
  const corrected = outcomes.filter((o) => o.status === 'corrected').length;
  const verdict =
    corrected === 0
      ? `Period ${period.key}: nothing to correct; nothing changed.`
      : `Period ${period.key}: ${corrected} contract(s) corrected.`;
  return [verdict, ...lines].join('\n');
}
