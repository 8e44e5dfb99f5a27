import { useMemo } from 'react';
import type { VendorLane } from '../../../shared/wire';
import { useVendorLanesQuery } from '../gamesApi';
import { useLanguageCode } from '../useLanguageCode';
import { vendorsByType, type VendorsByType } from './vendorLanes';

export type VendorLanesState = {
  /** Undefined until the lanes have arrived (or when they failed). */
  lanes: readonly VendorLane[] | undefined;
  byType: VendorsByType | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
};

/** The merchant's vendor lanes in the interface language (a new language is a new request). */
export function useVendorLanes(): VendorLanesState {
  // useLanguageCode follows a language change, so the query below does too.
  const query = useVendorLanesQuery({ language: useLanguageCode() });
  const lanes = query.data?.data.lanes;
  const byType = useMemo(() => (lanes ? vendorsByType(lanes) : undefined), [lanes]);
  return { lanes, byType, isLoading: query.isLoading, isError: query.isError, refetch: () => void query.refetch() };
}
