/**
 * The English catalogs are the source of every key. Their types feed i18next's
 * CustomTypeOptions (i18next.d.ts), so `t('boot:nope')` fails tsc. Add a namespace here when
 * you add a file to locales/en/; a unit test fails while the two lists differ.
 */
import type auth from './locales/en/auth.json';
import type boot from './locales/en/boot.json';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type nav from './locales/en/nav.json';
import type register from './locales/en/register.json';

export type Resources = {
  auth: typeof auth;
  boot: typeof boot;
  common: typeof common;
  errors: typeof errors;
  nav: typeof nav;
  register: typeof register;
};

export type Namespace = keyof Resources;

export const NAMESPACES = ['auth', 'boot', 'common', 'errors', 'nav', 'register'] as const satisfies readonly Namespace[];

/** Compile-time check that NAMESPACES names every key of Resources. */
type Missing = Exclude<Namespace, (typeof NAMESPACES)[number]>;
const _allNamespacesListed: Missing extends never ? true : Missing = true;
void _allNamespacesListed;

/** Loaded with i18next's init; the rest load when a component first asks for them. */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'boot', 'errors'];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
