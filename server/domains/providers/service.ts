/**
 * The providers domain as one service (server/services.ts builds it): the registry of providers
 * and their secrets, the signature gate with its replay store, the wallet calls, and the launch
 * of an external game.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createProviderAdmin } from './admin';
import { createExternalLauncher } from './launchExternal';
import { noBetLimits, type BetLimits } from './limits';
import { createProviderRegistry } from './registry';
import { createReplayStore } from './replay';
import { loadSecretKey } from './secrets';
import { checkSignedRequest, type SignedRequest } from './signatureCheck';
import { createProviderWallet } from './wallet';

export type ProviderServiceOptions = {
  /** The responsible-gaming check of every bet (limits.ts); none by default. */
  limits?: BetLimits;
  /** How long a provider's launch endpoint may take (launchExternal.ts). */
  launchTimeoutMs?: number;
};

export async function createProviderService(db: Kysely<DB>, clock: () => Date, options: ProviderServiceOptions = {}) {
  const key = await loadSecretKey(db);
  const registry = createProviderRegistry(db, key);
  const replay = createReplayStore(db);
  return {
    db,
    clock,
    registry,
    admin: createProviderAdmin(db, registry, clock),
    wallet: createProviderWallet({ db, limits: options.limits ?? noBetLimits }),
    /** Asks an external provider for a game's address (server/domains/play/launch.ts). */
    launcher: createExternalLauncher({ db, key, clock, timeoutMs: options.launchTimeoutMs }),
    /** The provider id of an accepted signed request; throws its refusal otherwise. */
    check: (request: SignedRequest) => checkSignedRequest(registry, replay, request, clock()),
  };
}

export type ProviderService = Awaited<ReturnType<typeof createProviderService>>;
