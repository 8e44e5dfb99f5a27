/**
 * Whitelabel flags of a merchant (the whitelabel tree, src/shared/wire/system.ts), read fresh so operator switches
 * apply at once.
 */
import { flattenWhitelabel } from '../../../src/shared/wire/system';
import type { SystemRepository } from '../system/repository';

export type Flags = Readonly<Record<string, boolean>>;
export type FlagReader = (merchantCode: string) => Promise<Flags>;

export function createFlagReader(systemRepo: SystemRepository): FlagReader {
  return async (merchantCode) => flattenWhitelabel(await systemRepo.whitelabelTree(merchantCode));
}

/** The dialing code of the platform's home market (Argentina), used when neither the form nor the account has one. */
export const DEFAULT_DIALING_CODE = '54';
