/**
 * Every endpoint definition of the contract, found in the wire modules' exports: the groups
 * declared with endpointGroup (./endpoint.ts). The OpenAPI document (server/http/openapi.ts), the
 * route check (tests/server/contract.routes.test.ts) and the conformance kit read the contract
 * from here.
 */
import type { EndpointDef } from './endpoint';
import * as wire from './index';

export type ContractEndpoint = EndpointDef<unknown, unknown> & { group: string; name: string };

const isContractEndpoint = (value: unknown): value is ContractEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContractEndpoint).group === 'string' &&
  typeof (value as ContractEndpoint).path === 'string';

/** Each endpoint once, in the order the wire modules declare them. */
export function allEndpoints(): ContractEndpoint[] {
  const found = new Map<string, ContractEndpoint>();
  for (const exported of Object.values(wire)) {
    if (typeof exported !== 'object' || exported === null) continue;
    for (const def of Object.values(exported)) if (isContractEndpoint(def)) found.set(`${def.group}.${def.name}`, def);
  }
  return [...found.values()];
}
