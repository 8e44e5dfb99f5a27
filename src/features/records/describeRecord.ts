/**
 * Account and betting records in words a member knows (issue 14 item 8): what an entry was, from
 * its kind and the details the server sends (TransactionDetails in src/shared/wire/records.ts),
 * a round key short enough to read, and a settled bet's result (won, lost, push). Nothing here
 * shows ledger ids or references: those stay on the wire for support.
 */
import type { TFunction } from 'i18next';
import type { BetRecord, TransactionRecord } from '../../shared/wire';
import { parseMinor } from '../../shared/money';
import { kindLabel, walletLabel } from './recordLabels';

type RecordsT = TFunction<'records'>;

/** Characters of a round key shown in a list; the full key is a click away (copy). */
export const SHORT_ROUND_LENGTH = 8;

/**
 * A round key for reading: a built-in game's 32-character key becomes its first 8 characters and
 * an ellipsis; a vendor's short round id (up to 12 characters) shows whole.
 */
export function shortRoundKey(roundId: string): string {
  return roundId.length <= SHORT_ROUND_LENGTH + 4 ? roundId : `${roundId.slice(0, SHORT_ROUND_LENGTH)}…`;
}

/** The direction of an entry, for transfers between members: money out or in. */
const isDebit = (row: Pick<TransactionRecord, 'amountMinor'>) => (parseMinor(row.amountMinor) ?? 0n) < 0n;

/**
 * One line saying what the entry was: "Bet on Lucky Fortune", "Deposit by Demo card",
 * "From Main wallet to AG wallet", "Transfer to jane01"… The kind's name when nothing more is known.
 */
export function describeTransaction(t: RecordsT, row: TransactionRecord): string {
  const game = row.gameName;
  switch (row.kind) {
    case 'bet':
      return game ? t('describe.bet', { game }) : kindLabel(t, row.kind);
    case 'payout':
      return game ? t('describe.payout', { game }) : kindLabel(t, row.kind);
    case 'refund':
      return game ? t('describe.refund', { game }) : kindLabel(t, row.kind);
    case 'deposit':
      return row.method ? t('describe.deposit', { method: row.method }) : kindLabel(t, row.kind);
    case 'withdrawal':
    case 'withdrawal_return':
    case 'withdrawal_refund':
      return row.method ? t(`describe.${row.kind}`, { method: row.method }) : kindLabel(t, row.kind);
    case 'transfer':
      return row.fromWallet && row.toWallet
        ? t('describe.transfer', { from: walletLabel(t, row.fromWallet), to: walletLabel(t, row.toWallet) })
        : kindLabel(t, row.kind);
    case 'upline_transfer':
    case 'downline_transfer':
      if (!row.counterparty) return kindLabel(t, row.kind);
      return isDebit(row)
        ? t('describe.transferTo', { name: row.counterparty })
        : t('describe.transferFrom', { name: row.counterparty });
    case 'reward':
      return row.title ? t('describe.reward', { title: row.title }) : kindLabel(t, row.kind);
    default:
      return kindLabel(t, row.kind);
  }
}

export type BetOutcome = 'open' | 'won' | 'lost' | 'push' | 'refunded';

/** A bet's result: a settled round paying back exactly its stake is a push, not a win. */
export function betOutcome(bet: Pick<BetRecord, 'status' | 'stakeMinor' | 'payoutMinor'>): BetOutcome {
  if (bet.status === 'open' || bet.status === 'refunded') return bet.status;
  const stake = parseMinor(bet.stakeMinor) ?? 0n;
  const payout = parseMinor(bet.payoutMinor) ?? 0n;
  if (payout === stake) return 'push';
  return payout > stake ? 'won' : 'lost';
}

export function betOutcomeLabel(t: RecordsT, bet: Pick<BetRecord, 'status' | 'stakeMinor' | 'payoutMinor'>): string {
  return t(`betting.outcome.${betOutcome(bet)}`);
}
