/** Operator commands of the system domain: maintenance, region blocks, whitelabel modules. */
import { unchanged } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';
import { parseBlock } from './addressBlocks';

const merchantOption = { type: 'string', description: 'limit to one merchant (default: all)' } as const;

async function merchantScope(code: string | undefined, known: () => Promise<string[]>): Promise<string[]> {
  const all = await known();
  if (!code) return all;
  if (!all.includes(code)) throw new OpsUsageError(`Unknown merchant "${code}". Known: ${all.join(', ')}`);
  return [code];
}

export const systemOpsCommands: OpsCommand[] = [
  {
    path: ['maintenance', 'on'],
    options: {
      until: { type: 'string', description: 'end time, ISO 8601' },
      info: { type: 'string', description: 'text shown on the maintenance page' },
      merchant: merchantOption,
    },
    summary: 'put the site into maintenance (lifted automatically at --until)',
    async run({ options }, { systemRepo, clock }) {
      const now = clock();
      let until: Date | null = null;
      if (typeof options.until === 'string') {
        until = new Date(options.until);
        if (Number.isNaN(until.getTime()))
          throw new OpsUsageError(`--until "${options.until}" is not an ISO date-time.`);
        if (until <= now) throw new OpsUsageError(`--until ${until.toISOString()} is already in the past.`);
      }
      const info = typeof options.info === 'string' ? options.info : '';
      const merchant = typeof options.merchant === 'string' ? options.merchant : undefined;
      if (merchant) await merchantScope(merchant, systemRepo.merchantCodes);
      await systemRepo.setMaintenance(merchant ?? '*', info, until, now);
      return `Maintenance ON for ${merchant ?? 'all merchants'}${until ? ` until ${until.toISOString()}` : ''}.`;
    },
  },
  {
    path: ['maintenance', 'off'],
    options: { merchant: merchantOption },
    summary: 'end maintenance',
    async run({ options }, { systemRepo }) {
      const merchant = typeof options.merchant === 'string' ? options.merchant : undefined;
      const removed = await systemRepo.clearMaintenance(merchant);
      return removed ? `Maintenance OFF for ${merchant ?? 'all merchants'}.` : unchanged('no maintenance was on.');
    },
  },
  {
    path: ['region', 'block'],
    positionals: ['ip-or-cidr'],
    options: { info: { type: 'string', description: 'text shown on the blocked page' } },
    summary: 'block visitors from an IP address or CIDR block',
    async run({ positionals, options }, { systemRepo }) {
      let block;
      try {
        block = parseBlock(positionals[0]!);
      } catch (error) {
        throw new OpsUsageError((error as Error).message);
      }
      await systemRepo.blockRegion(block.cidr, typeof options.info === 'string' ? options.info : '');
      return `Blocked ${block.cidr}.`;
    },
  },
  {
    path: ['region', 'unblock'],
    positionals: ['ip-or-cidr'],
    summary: 'lift a block',
    async run({ positionals }, { systemRepo }) {
      let block;
      try {
        block = parseBlock(positionals[0]!);
      } catch (error) {
        throw new OpsUsageError((error as Error).message);
      }
      return (await systemRepo.unblockRegion(block.cidr))
        ? `Unblocked ${block.cidr}.`
        : unchanged(`${block.cidr} was not blocked.`);
    },
  },
  {
    path: ['whitelabel'],
    positionals: ['MODID', 'on|off'],
    options: { merchant: merchantOption },
    summary: 'switch a whitelabel module on or off',
    async run({ positionals, options }, { systemRepo, db }) {
      const [modId, state] = positionals as [string, string];
      if (state !== 'on' && state !== 'off') throw new OpsUsageError(`Say "on" or "off", not "${state}".`);
      const scope = await merchantScope(
        typeof options.merchant === 'string' ? options.merchant : undefined,
        systemRepo.merchantCodes,
      );
      const enabled = state === 'on';
      const current = await db
        .selectFrom('whitelabel_modules')
        .select(['merchant_code', 'enabled'])
        .where('mod_id', '=', modId)
        .where('merchant_code', 'in', scope)
        .execute();
      if (current.length === 0) throw new OpsUsageError(`No merchant has a module "${modId}".`);
      const toChange = current.filter((m) => m.enabled !== enabled).map((m) => m.merchant_code);
      if (toChange.length === 0)
        return unchanged(
          `${modId} is already ${state.toUpperCase()} for ${current.map((m) => m.merchant_code).join(', ')}.`,
        );
      for (const code of toChange) await systemRepo.setModule(code, modId, enabled);
      return `${modId} ${state.toUpperCase()} for ${toChange.join(', ')}.`;
    },
  },
  {
    path: ['gates'],
    summary: 'show maintenance windows and region blocks',
    async run(_input, { systemRepo, clock }) {
      const lines: string[] = [];
      for (const code of await systemRepo.merchantCodes()) {
        const m = await systemRepo.activeMaintenance(code, clock());
        lines.push(
          `${code}: ${
            m ? `maintenance (${m.scope})${m.until ? ` until ${m.until.toISOString()}` : ''} "${m.info}"` : 'open'
          }`,
        );
      }
      const blocks = await systemRepo.regionBlocks();
      lines.push(
        blocks.length
          ? `region blocks: ${blocks.map((b) => `${b.cidr} "${b.info}"`).join(', ')}`
          : 'region blocks: none',
      );
      return lines.join('\n');
    },
  },
];
