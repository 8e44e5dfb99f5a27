/**
 * The English catalogs are the source of every key. Their types feed i18next's
 * CustomTypeOptions (i18next.d.ts), so `t('boot:nope')` fails tsc. Add a namespace here when
 * you add a file to locales/en/; a unit test fails while the two lists differ.
 */
import type agent from './locales/en/agent.json';
import type agentReports from './locales/en/agentReports.json';
import type auth from './locales/en/auth.json';
import type boot from './locales/en/boot.json';
import type cashier from './locales/en/cashier.json';
import type common from './locales/en/common.json';
import type contracts from './locales/en/contracts.json';
import type errors from './locales/en/errors.json';
import type firebase from './locales/en/firebase.json';
import type home from './locales/en/home.json';
import type launch from './locales/en/launch.json';
import type games from './locales/en/games.json';
import type member from './locales/en/member.json';
import type nav from './locales/en/nav.json';
import type records from './locales/en/records.json';
import type register from './locales/en/register.json';
import type rewards from './locales/en/rewards.json';

export type Resources = {
  agent: typeof agent;
  agentReports: typeof agentReports;
  auth: typeof auth;
  boot: typeof boot;
  cashier: typeof cashier;
  common: typeof common;
  contracts: typeof contracts;
  errors: typeof errors;
  firebase: typeof firebase;
  home: typeof home;
  launch: typeof launch;
  games: typeof games;
  member: typeof member;
  nav: typeof nav;
  records: typeof records;
  register: typeof register;
  rewards: typeof rewards;
};

export type Namespace = keyof Resources;

export const NAMESPACES = [
  'agent',
  'agentReports',
  'auth',
  'boot',
  'cashier',
  'common',
  'contracts',
  'errors',
  'firebase',
  'games',
  'home',
  'launch',
  'member',
  'nav',
  'records',
  'register',
  'rewards',
] as const satisfies readonly Namespace[];

/** Compile-time check that NAMESPACES names every key of Resources. */
type Missing = Exclude<Namespace, (typeof NAMESPACES)[number]>;
const _allNamespacesListed: Missing extends never ? true : Missing = true;
void _allNamespacesListed;

/** Loaded with i18next's init; the rest load when a component first asks for them. */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'boot', 'errors'];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
