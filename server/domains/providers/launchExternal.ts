/**
 * Launching an external provider's game (docs/protocol.md, "Launching an external game"): the
 * platform asks the provider's launch URL, server to server and signed with the provider's
 * current secret, for the game's address, and the member's launch answers it. A provider that is
 * down, slow (LAUNCH_TIMEOUT_MS) or answers anything but {gameUrl} fails the launch with
 * game.provider.unavailable. server/domains/play/launch.ts calls this through its ExternalLaunch.
 */
import type { Kysely } from 'kysely';
import { signedHeaders } from '../../../src/shared/providers/signing';
import { GameErrorCode } from '../../../src/shared/wire/games';
import type { ProviderLaunchAnswer, ProviderLaunchRequest } from '../../../src/shared/wire/providers';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { ExternalLaunch } from '../play/launch';
import { validSecrets, type SecretKey } from './secrets';

export const LAUNCH_TIMEOUT_MS = 5_000;

export type LaunchDeps = { db: Kysely<DB>; key: SecretKey; clock: () => Date; timeoutMs?: number };

const unavailable = (name: string, why: string) =>
  businessError(
    GameErrorCode.providerUnavailable,
    `The game provider ${name} cannot open the game right now (${why}). Please try again in a few ` +
      `minutes or choose another game.`,
  );

function gameUrlOf(answer: unknown): string | undefined {
  const url = (answer as Partial<ProviderLaunchAnswer> | null)?.gameUrl;
  return typeof url === 'string' && /^https?:\/\/\S{1,2000}$/.test(url) ? url : undefined;
}

export function createExternalLauncher({ db, key, clock, timeoutMs = LAUNCH_TIMEOUT_MS }: LaunchDeps): ExternalLaunch {
  return {
    async providerOf(vendor) {
      const row = await db
        .selectFrom('provider_vendors as pv')
        .innerJoin('providers as p', 'p.id', 'pv.provider_id')
        .select(['p.id', 'p.enabled'])
        .where('pv.vendor', '=', vendor)
        .executeTakeFirst();
      return row && { id: row.id, enabled: row.enabled };
    },

    async gameUrl(providerId, request: ProviderLaunchRequest) {
      const provider = await db
        .selectFrom('providers')
        .select(['name', 'launch_url'])
        .where('id', '=', providerId)
        .executeTakeFirstOrThrow();
      const now = clock();
      const [secret] = await validSecrets(db, key, providerId, now);
      if (!secret) throw unavailable(provider.name, 'it has no secret to sign with');
      const url = new URL(provider.launch_url);
      const body = JSON.stringify(request);
      const headers = signedHeaders(providerId, secret, {
        method: 'POST',
        target: url.pathname + url.search,
        timestamp: now.getTime(),
        body,
      });
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw unavailable(provider.name, timedOut ? 'it did not answer in time' : 'it cannot be reached');
      }
      if (!answer.ok) throw unavailable(provider.name, `it answered HTTP ${answer.status}`);
      const gameUrl = gameUrlOf(await answer.json().catch(() => null));
      if (!gameUrl) throw unavailable(provider.name, 'its answer had no game address');
      return gameUrl;
    },
  };
}
