/** Whitelabel flags of a merchant (contract §4.3), read fresh so operator switches apply at once. */
import { flattenWhitelabel } from '../../../src/shared/wire/system';
import type { SystemRepository } from '../system/repository';

export type Flags = Readonly<Record<string, boolean>>;
export type FlagReader = (merchantCode: string) => Promise<Flags>;

export function createFlagReader(systemRepo: SystemRepository): FlagReader {
  return async (merchantCode) => flattenWhitelabel(await systemRepo.whitelabelTree(merchantCode));
}

/** The dialing code the spec defaults to (Argentina) when neither the form nor the account has one. */
export const DEFAULT_DIALING_CODE = '54';
