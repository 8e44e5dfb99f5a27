/**
 * Where the local stand-in provider lives and who asks it: the API origin (the reference
 * server is the provider), the merchant of the wire context and the interface language, which
 * its account chooser is shown in. Read when an adapter loads, so tests build their own.
 */
import i18next from 'i18next';
import { wireContext } from '../../../api/wireContext';
import { platform } from '../../../platform/platform';

export type LocalProvider = {
  /** The provider's origin, e.g. http://127.0.0.1:8080. */
  origin: string;
  merchant: string;
  /** BCP 47 tag of the interface language. */
  language: string;
};

export async function currentLocalProvider(): Promise<LocalProvider> {
  const apiOrigin = await platform.apiOrigin();
  return {
    origin: apiOrigin ? new URL(apiOrigin).origin : window.location.origin,
    merchant: wireContext().merchant,
    language: i18next.language || 'en',
  };
}
