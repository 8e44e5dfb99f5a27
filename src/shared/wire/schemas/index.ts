/**
 * Every endpoint's schemas, by group and name: the same names as the endpoint groups of
 * src/shared/wire (`systemEndpoints.status` ↔ `wireSchemas.system.status`), which
 * src/shared/wire/endpoint.ts makes the compiler hold to, in both directions.
 *
 * Loaded at run time by the server (server/http/wireRoute.ts, server/http/openapi.ts), the tests
 * and the conformance kit (tools/conformance); the client imports its types only.
 */
import { cashierSchemas } from './cashier';
import { gameAliasesSchemas, gamesSchemas } from './games';
import { recordsSchemas } from './records';
import { rewardsSchemas } from './rewards';
import { authAliasesSchemas, authSchemas } from './auth';
import { walletSchemas } from './wallet';
import { messagesSchemas } from './messages';
import { announcementsSchemas } from './announcements';
import { eventsSchemas } from './events';
import { securitySchemas } from './security';
import type { EndpointSchemas } from './kit';
import { systemSchemas } from './system';
import { agentSchemas, contractSchemas } from './agents';
import { providerSchemas } from './providers';

export const wireSchemas = {
  system: systemSchemas,
  security: securitySchemas,
  events: eventsSchemas,
  announcements: announcementsSchemas,
  messages: messagesSchemas,
  wallet: walletSchemas,
  agents: agentSchemas,
  contracts: contractSchemas,
  auth: authSchemas,
  authAliases: authAliasesSchemas,
  games: gamesSchemas,
  gameAliases: gameAliasesSchemas,
  records: recordsSchemas,
  rewards: rewardsSchemas,
  cashier: cashierSchemas,
  providers: providerSchemas,
};

export type WireSchemas = typeof wireSchemas;
export type WireGroup = keyof WireSchemas;

/** The schemas of a definition (its group and name); throws for one the registry lacks. */
export function schemasOf(def: { group?: string; name?: string }): EndpointSchemas {
  const schemas = (wireSchemas as Record<string, Record<string, EndpointSchemas>>)[def.group ?? '']?.[def.name ?? ''];
  if (!schemas) throw new Error(`No schemas for ${def.group}.${def.name}: add them to src/shared/wire/schemas.`);
  return schemas;
}
