import { useAppSelector } from '../../../app/hooks';
import { selectIsAgent } from '../../auth/authSlice';
import { useMerchantWalletQuery, useUplineQuery } from '../../wallet/walletApi';
import type { MenuContext } from './memberMenu';

/**
 * What decides the menu's conditional entries: the merchant's wallet mode, whether the member
 * has an upline, whether they are an agent. A call that failed counts as "no" (the entry stays
 * hidden) rather than holding the page in a loader.
 */
export function useMenuContext(): MenuContext {
  const isAgent = useAppSelector(selectIsAgent);
  const wallet = useMerchantWalletQuery();
  const upline = useUplineQuery();
  return {
    isAgent,
    walletSingle: wallet.isError ? true : wallet.data?.isSingle,
    hasUpline: upline.isError ? false : upline.data?.hasUpline,
  };
}
