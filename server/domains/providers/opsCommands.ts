/**
 * `npm run ops -- providers …`: register external game providers, map catalogue vendors to them,
 * disable them, rotate their secrets (admin.ts), and reconcile their daily reports
 * (opsReconcile.ts).
 */
import { WireError } from '../../http/errors';
import { textOption, type Options } from '../ops/arguments';
import { OpsFailure, OpsUsageError, type OpsCommand } from '../ops/registry';
import type { Services } from '../../services';
import { DEFAULT_GRACE_MS, type ProviderView } from './admin';
import { effectsText, providerEffects, ROUND_PREFIX_RE } from './effects';
import { providerReconcileCommand } from './opsReconcile';

async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WireError) throw new OpsFailure(error.message);
    throw error;
  }
}

const ipsOf = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);

function describe(view: ProviderView): string {
  const secrets = view.secrets
    .map((s) => (s.validUntil ? `previous, valid until ${s.validUntil.toISOString()}` : 'current'))
    .join('; ');
  return [
    `${view.id} (${view.name}) ${view.enabled ? 'enabled' : 'DISABLED'}`,
    `  launch URL   ${view.launchUrl}`,
    `  addresses    ${view.allowedIps.join(', ') || '(none: every call is refused)'}`,
    `  vendors      ${view.vendors.join(', ') || '(none mapped)'}`,
    `  secrets      ${secrets || '(none)'}`,
  ].join('\n');
}

async function viewOf(services: Services, id: string): Promise<ProviderView> {
  const view = (await services.providers.admin.list()).find((p) => p.id === id);
  if (!view) throw new OpsUsageError(`There is no provider "${id}". See them with: npm run ops -- providers list`);
  return view;
}

const secretNotice = (secret: string) => `Secret (shown once; give it to the provider over a safe channel): ${secret}`;

export const providerOpsCommands: OpsCommand[] = [
  {
    path: ['providers', 'add'],
    positionals: ['id'],
    options: {
      name: { type: 'string', description: 'display name (default: the id)' },
      'launch-url': { type: 'string', description: "the provider's launch endpoint (required)" },
      ips: { type: 'string', description: 'allowed source addresses or CIDR blocks, comma-separated' },
    },
    summary: 'register an external game provider; prints its first secret',
    async run({ positionals, options }, services) {
      const [id] = positionals as [string];
      const launchUrl = textOption(options['launch-url']);
      if (!launchUrl) throw new OpsUsageError("Give the provider's launch endpoint with --launch-url <url>.");
      const secret = await attempt(() =>
        services.providers.admin.add({
          id,
          name: textOption(options.name) ?? id,
          launchUrl,
          allowedIps: ipsOf(textOption(options.ips)) ?? [],
        }),
      );
      return (
        `${describe(await viewOf(services, id))}\n${secretNotice(secret)}\nMap a vendor to it with: ` +
        `npm run ops -- providers map <vendor> --provider ${id}`
      );
    },
  },
  {
    path: ['providers', 'list'],
    summary: 'list the external game providers',
    async run(_input, services) {
      const views = await services.providers.admin.list();
      return views.length ? views.map(describe).join('\n') : 'No providers: every vendor is built in.';
    },
  },
  {
    path: ['providers', 'show'],
    positionals: ['id'],
    summary: "a provider's launch URL, addresses, vendors and secrets (never the secrets themselves)",
    async run({ positionals }, services) {
      return describe(await viewOf(services, positionals[0]!));
    },
  },
  {
    path: ['providers', 'set'],
    positionals: ['id'],
    options: {
      'launch-url': { type: 'string', description: 'a new launch endpoint' },
      ips: { type: 'string', description: 'the new list of allowed addresses, comma-separated' },
    },
    summary: "change a provider's launch URL or allowed addresses",
    async run({ positionals, options }, services) {
      const [id] = positionals as [string];
      await attempt(() =>
        services.providers.admin.update(id, {
          launchUrl: textOption(options['launch-url']),
          allowedIps: ipsOf(textOption(options.ips)),
        }),
      );
      return describe(await viewOf(services, id));
    },
  },
  ...(['disable', 'enable'] as const).map((verb): OpsCommand => ({
    path: ['providers', verb],
    positionals: ['id'],
    summary:
      verb === 'disable'
        ? 'refuse every call of a provider and every launch of its games'
        : 'accept a disabled provider again',
    async run({ positionals }, services) {
      const [id] = positionals as [string];
      await attempt(() => services.providers.admin.update(id, { enabled: verb === 'enable' }));
      return describe(await viewOf(services, id));
    },
  })),
  {
    path: ['providers', 'rotate-secret'],
    positionals: ['id'],
    options: {
      'grace-hours': { type: 'string', description: 'how long the old secret still signs (default: 24)' },
    },
    summary: 'a new secret for a provider; the old one signs until the grace ends',
    async run({ positionals, options }, services) {
      const [id] = positionals as [string];
      const hours = textOption(options['grace-hours']);
      if (hours !== undefined && !/^\d{1,4}(\.\d{1,2})?$/.test(hours))
        throw new OpsUsageError('--grace-hours is a number of hours, e.g. 24 or 0.5.');
      const graceMs = hours === undefined ? DEFAULT_GRACE_MS : Math.round(Number(hours) * 3_600_000);
      const secret = await attempt(() => services.providers.admin.rotate(id, graceMs));
      return `${describe(await viewOf(services, id))}\n${secretNotice(secret)}`;
    },
  },
  {
    path: ['providers', 'map'],
    positionals: ['vendor'],
    options: {
      provider: { type: 'string', description: 'the provider whose games these are' },
      'built-in': { type: 'boolean', description: 'the vendor is built in again' },
    },
    summary: "a catalogue vendor's games launch at an external provider (or --built-in)",
    async run({ positionals, options }: { positionals: string[]; options: Options }, services) {
      const [vendor] = positionals as [string];
      const provider = textOption(options.provider);
      if (!provider === !options['built-in']) throw new OpsUsageError('Say either --provider <id> or --built-in.');
      await attempt(() => services.providers.admin.map(vendor, provider ?? null));
      return provider ? `${vendor} games now launch at ${provider}.` : `${vendor} games are built in again.`;
    },
  },
  {
    path: ['providers', 'effects'],
    positionals: ['id'],
    options: {
      rounds: { type: 'string', description: 'the rounds whose id starts with this (required)' },
      json: { type: 'boolean', description: 'print JSON' },
    },
    summary: "read only: a provider's transactions on some rounds and the ledger transactions each caused",
    async run({ positionals, options }, services) {
      const [id] = positionals as [string];
      await viewOf(services, id);
      const prefix = textOption(options.rounds) ?? '';
      if (!ROUND_PREFIX_RE.test(prefix))
        throw new OpsUsageError('Give the rounds with --rounds <prefix>: 3 to 100 letters, digits, ".", ":" or "-".');
      const effects = await providerEffects(services.db, id, prefix);
      return options.json ? JSON.stringify(effects) : effectsText(effects);
    },
  },
  providerReconcileCommand,
];
