/**
 * Operator commands for Firebase sign-in: switch a merchant's Firebase block (social sign-in,
 * the SMS check at registration) on or off in its site configuration, and show it. The block is
 * what the status call publishes (src/shared/wire/firebase.ts); the renderer picks its adapter
 * from it. Mode "local" uses the server's own provider (FIREBASE_LOCAL=1).
 */
import {
  firebaseSettingsOf,
  LOCAL_PROJECT_ID,
  SOCIAL_PROVIDERS,
  type FirebaseSiteBlock,
  type SocialProvider,
} from '../../../src/shared/wire/firebase';
import type { SiteConfig } from '../../../src/shared/wire/system';
import type { Services } from '../../services';
import { OpsUsageError, type OpsCommand } from '../ops/registry';

type Options = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const merchantOption = { type: 'string', description: 'limit to one merchant (default: all)' } as const;

async function scope(options: Options, services: Services): Promise<string[]> {
  const all = await services.systemRepo.merchantCodes();
  const code = text(options.merchant);
  if (!code) return all;
  if (!all.includes(code)) throw new OpsUsageError(`Unknown merchant "${code}". Known: ${all.join(', ')}`);
  return [code];
}

function providersOf(value: string | undefined): SocialProvider[] {
  if (value === undefined) return [...SOCIAL_PROVIDERS];
  const names = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = names.filter((p) => !SOCIAL_PROVIDERS.includes(p as SocialProvider));
  if (unknown.length)
    throw new OpsUsageError(
      `Unknown provider(s) ${unknown.join(', ')}. Known: ${SOCIAL_PROVIDERS.join(', ')} (or "none").`,
    );
  return names as SocialProvider[];
}

function blockOf(options: Options, services: Services): FirebaseSiteBlock {
  const mode = text(options.mode) ?? 'local';
  if (mode !== 'local' && mode !== 'firebase')
    throw new OpsUsageError(`--mode is "local" or "firebase", not "${mode}".`);
  const phone = text(options.phone) ?? 'on';
  if (phone !== 'on' && phone !== 'off') throw new OpsUsageError(`--phone is "on" or "off", not "${phone}".`);
  const providers = text(options.providers) === 'none' ? [] : providersOf(text(options.providers));
  if (providers.length === 0 && phone === 'off')
    throw new OpsUsageError('Nothing to switch on: give a provider or --phone on.');
  const common = { enabled: true, providers, phoneRegistration: phone === 'on' };
  if (mode === 'local')
    return { ...common, mode, projectId: services.accounts.firebaseLocal?.projectId ?? LOCAL_PROJECT_ID };
  const [apiKey, authDomain, projectId, appId] = ['api-key', 'auth-domain', 'project-id', 'app-id'].map((k) =>
    text(options[k]),
  );
  if (!apiKey || !authDomain || !projectId)
    throw new OpsUsageError('--mode firebase needs --api-key, --auth-domain and --project-id.');
  return { ...common, mode, apiKey, authDomain, projectId, ...(appId && { appId }) };
}

async function writeSite(
  services: Services,
  code: string,
  edit: (site: SiteConfig) => SiteConfig,
): Promise<SiteConfig> {
  const row = await services.systemRepo.merchant(code);
  if (!row) throw new OpsUsageError(`Unknown merchant "${code}".`);
  const site = edit(row.site_config);
  await services.db
    .updateTable('merchants')
    .set({ site_config: JSON.stringify(site) })
    .where('code', '=', code)
    .execute();
  // Merchants are cached for a few seconds; the change applies to the next status call.
  services.system.forgetMerchants();
  return site;
}

function describe(site: SiteConfig, services: Services): string {
  const settings = firebaseSettingsOf(site);
  if (!settings) return 'off';
  const what = [
    settings.providers.length ? `sign-in with ${settings.providers.join(', ')}` : 'no social sign-in',
    settings.phoneRegistration ? 'SMS check at registration' : 'no SMS check at registration',
  ].join('; ');
  const published = Boolean(services.accounts.firebaseSiteView(site).firebase);
  const why =
    settings.mode === 'local'
      ? 'the server runs without FIREBASE_LOCAL=1'
      : `FIREBASE_PROJECT_ID is not "${settings.projectId}"`;
  return (
    `${settings.mode === 'local' ? 'local provider' : `Firebase project ${settings.projectId}`}: ` +
    `${what}${published ? '' : ` (not offered: ${why})`}`
  );
}

export const firebaseOpsCommands: OpsCommand[] = [
  {
    path: ['firebase', 'on'],
    options: {
      merchant: merchantOption,
      providers: {
        type: 'string',
        description: 'social sign-in providers, comma-separated: google,facebook (default) or none',
      },
      phone: { type: 'string', description: 'SMS check at mobile registration: on (default) or off' },
      mode: {
        type: 'string',
        description: 'local (the server is the provider, FIREBASE_LOCAL=1; default) or firebase',
      },
      'project-id': { type: 'string', description: 'Firebase project id (mode firebase)' },
      'api-key': { type: 'string', description: 'Firebase web API key (mode firebase)' },
      'auth-domain': { type: 'string', description: 'Firebase auth domain (mode firebase)' },
      'app-id': { type: 'string', description: 'Firebase app id (mode firebase, optional)' },
    },
    summary: 'switch Firebase social sign-in and the registration SMS check on',
    async run({ options }, services) {
      const block = blockOf(options, services);
      const lines: string[] = [];
      for (const code of await scope(options, services)) {
        const site = await writeSite(services, code, (current) => ({ ...current, firebase: block }));
        lines.push(`Firebase ON for ${code}: ${describe(site, services)}.`);
      }
      return lines.join('\n');
    },
  },
  {
    path: ['firebase', 'off'],
    options: { merchant: merchantOption },
    summary: 'switch Firebase sign-in and the registration SMS check off',
    async run({ options }, services) {
      const codes = await scope(options, services);
      for (const code of codes) {
        await writeSite(services, code, (current) => {
          const { firebase: _off, ...rest } = current;
          return rest;
        });
      }
      return `Firebase OFF for ${codes.join(', ')}.`;
    },
  },
  {
    path: ['firebase', 'show'],
    summary: "show each merchant's Firebase settings and whether this server backs them",
    async run(_input, services) {
      const local = services.accounts.firebaseLocal;
      const lines = [
        local ? `Local provider: on (project ${local.projectId}).` : 'Local provider: off (FIREBASE_LOCAL is not set).',
      ];
      for (const code of await services.systemRepo.merchantCodes()) {
        const row = await services.systemRepo.merchant(code);
        if (row) lines.push(`${code}: ${describe(row.site_config, services)}`);
      }
      return lines.join('\n');
    },
  },
];
