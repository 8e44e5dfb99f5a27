/**
 * Member types by name, for operator commands: the numbers of src/shared/wire/auth.ts stay on the
 * wire and in the database; a person types and reads "agent", "member", "trial", "house".
 */
import { AGENT_TYPES, HOUSE_TYPE, isAgentType, isTrialType, TRIAL_TYPE } from '../../../src/shared/wire/auth';

/** What `member create --type` makes: an agent is the platform's standard agent type (1). */
export const CREATABLE_TYPES = { member: 0, agent: 1, trial: TRIAL_TYPE, house: HOUSE_TYPE } as const;
export type CreatableTypeName = keyof typeof CREATABLE_TYPES;

/** What `member list --type` selects: every agent type counts as an agent. */
export const TYPE_CLASSES: Record<'member' | 'agent' | 'trial' | 'house', readonly number[]> = {
  member: [0],
  agent: AGENT_TYPES,
  trial: [TRIAL_TYPE],
  house: [HOUSE_TYPE],
};
export type TypeClass = keyof typeof TYPE_CLASSES;

export const isCreatableTypeName = (value: string): value is CreatableTypeName => Object.hasOwn(CREATABLE_TYPES, value);
export const isTypeClass = (value: string): value is TypeClass => Object.hasOwn(TYPE_CLASSES, value);

/** "agent", "member", "trial", "house" (an agent sub-type keeps its number: "agent (42)"). */
export function typeName(type: number): string {
  if (isAgentType(type)) return type === CREATABLE_TYPES.agent ? 'agent' : `agent (${type})`;
  if (isTrialType(type)) return 'trial';
  if (type === HOUSE_TYPE) return 'house';
  return type === 0 ? 'member' : `type ${type}`;
}
