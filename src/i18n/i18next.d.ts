/** Typed translation keys: resources are the English catalogs (see resources.ts). */
import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
