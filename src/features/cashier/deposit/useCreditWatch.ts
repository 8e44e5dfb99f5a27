import { useEffect, useRef } from 'react';
import { api } from '../../../api/api';
import { useAppDispatch } from '../../../app/hooks';
import type { DepositRecord } from '../../../shared/wire';
import { MONEY_MOVED_TAGS } from '../../wallet/walletApi';

/**
 * Deposits settle elsewhere (the payment page, the operator). When one seen pending here turns
 * credited, the balance, records and messages are refetched, so the header shows the money.
 */
export function useCreditWatch(records: readonly DepositRecord[] | undefined): void {
  const dispatch = useAppDispatch();
  const seen = useRef(new Map<string, DepositRecord['status']>());
  useEffect(() => {
    if (!records) return;
    let settled = false;
    for (const record of records) {
      if (seen.current.get(record.id) === 'pending' && record.status !== 'pending') settled = true;
      seen.current.set(record.id, record.status);
    }
    if (settled) dispatch(api.util.invalidateTags([...MONEY_MOVED_TAGS]));
  }, [records, dispatch]);
}

/** How often a list with pending deposits asks again. */
export const PENDING_POLL_MS = 4_000;
