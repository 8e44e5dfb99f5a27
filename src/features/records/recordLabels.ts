/**
 * Translated labels of the codes records carry. A code this build does not know (a newer
 * server's kind, a vendor's own game type) shows as sent rather than as a missing key.
 */
import type { TFunction } from 'i18next';
import { TRANSACTION_KINDS, type BetStatus, type TransactionKind } from '../../shared/wire';
import { isBetGameType, type BetGameType } from './filterOptions';

type RecordsT = TFunction<'records'>;

const isTransactionKind = (kind: string): kind is TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(kind);

export function kindLabel(t: RecordsT, kind: string): string {
  return isTransactionKind(kind) ? t(`kind.${kind}`) : kind;
}

/** Game types are named as in the main navigation (namespace nav), so the two always agree. */
const GAME_TYPE_NAV_KEYS = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  PVP: 'pvp',
  FISH: 'fishing',
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'elott',
  RNG: 'slots',
} as const satisfies Record<BetGameType, string>;

export function gameTypeLabel(tNav: TFunction<'nav'>, gameType: string): string {
  return isBetGameType(gameType) ? tNav(GAME_TYPE_NAV_KEYS[gameType]) : gameType;
}

export function walletLabel(t: RecordsT, wallet: string): string {
  if (wallet === 'MAIN') return t('wallet.main');
  if (wallet === 'BONUS') return t('wallet.bonus');
  return t('wallet.vendor', { vendor: wallet });
}

const BET_STATUSES: readonly BetStatus[] = ['open', 'settled', 'refunded'];

export function betStatusLabel(t: RecordsT, status: string): string {
  return (BET_STATUSES as readonly string[]).includes(status) ? t(`betting.status.${status as BetStatus}`) : status;
}
