/**
 * Which component each member-centre page key shows. This engineer's pages (security centre,
 * cashier, transfers) load lazily from here; the records, rewards and messages pages come from
 * their own folders' index.ts by export name. Those folders are found with import.meta.glob,
 * so a folder or export that does not exist yet shows a neutral "not available yet" page
 * instead of breaking the build.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../app/lazyScreen';
import type { MemberPageKey } from './memberPageKeys';

type PageModule = Record<string, unknown>;

const folders = import.meta.glob<PageModule>(['./records/index.ts', './rewards/index.ts', './messages/index.ts']);

/** A page whose component has not been built yet. */
export function PendingPage() {
  const { t } = useTranslation('member');
  return <p>{t('page.pending')}</p>;
}

function isComponent(value: unknown): value is ComponentType {
  // Function components, and the objects React.lazy / memo / forwardRef return.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The export `name` of ./<folder>/index.ts, loaded on first use; PendingPage if there is none. */
export function pageFromFolder(
  folder: 'records' | 'rewards' | 'messages',
  name: string,
  loaders = folders,
): ComponentType {
  return lazyScreen(async () => {
    const load = loaders[`./${folder}/index.ts`];
    const module = load ? await load() : {};
    const page = module[name];
    return { default: isComponent(page) ? page : PendingPage };
  });
}

export const MEMBER_PAGES: Record<MemberPageKey, ComponentType> = {
  securityCenter: lazyScreen(() => import('./security/SecurityCenterPage')),
  transferFund: lazyScreen(() => import('./transfer/TransferFundPage')),
  depositv2: lazyScreen(() => import('./cashier/deposit/DepositPage')),
  withdraw: lazyScreen(() => import('./cashier/withdraw/WithdrawPage')),
  transferUpline: lazyScreen(() => import('./transfer/TransferUplinePage')),
  personalHistoryCopy: pageFromFolder('records', 'RecordsBetting'),
  transactionHistory: pageFromFolder('records', 'RecordsTransactions'),
  personalProfit: pageFromFolder('records', 'RecordsProfit'),
  bonusDetails: pageFromFolder('records', 'RecordsBonus'),
  rewardCenter: pageFromFolder('rewards', 'RewardCenterPage'),
  referral: pageFromFolder('rewards', 'ReferralPage'),
  missionLeaderboard: pageFromFolder('rewards', 'MissionPage'),
  messageV2: pageFromFolder('messages', 'MessagesPage'),
  manualRebate: pageFromFolder('rewards', 'RebatePage'),
};
